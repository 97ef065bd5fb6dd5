import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import * as z from 'zod/mini';
import { toApiError } from './api-error';
import { http } from './http';
import { sendCreate } from './outbox-create';
import { QUERY_POLICY } from './query-policy';
import type { WriteRules } from './write-rules';
import { LIST_KEYS } from './list-keys';

export const DYNAMIC_TAB = 'DynamicTabSetup';
export const DYNAMIC_SECTION = 'DynamicSectionSetup';
export const ATTRIBUTE_SETUP = 'AttributeSetup';

/** decisions.md: labels of AllowedFileTypes values (ours), kept in this one table; shown with i18n._(label). */
export const FILE_TYPES = [
  { value: 0, label: msg`All` },
  { value: 1, label: msg`Images` },
  { value: 2, label: msg`Videos` },
  { value: 3, label: msg`Audio` },
  { value: 4, label: msg`Documents` },
  { value: 5, label: msg`Specified extensions` },
] as const;
export const SPECIFIED_EXTENSIONS_FILE_TYPE = 5;

const propertySchema = z.looseObject({
  Uid: z.string(),
  AttributeUid: z.string(),
  ReadOnly: z.nullish(z.boolean()),
  Mandatory: z.nullish(z.boolean()),
  Unchangeable: z.nullish(z.boolean()),
  Inherits: z.nullish(z.boolean()),
  ViewPermission: z.nullish(z.string()),
  SavePermission: z.nullish(z.string()),
  Type: z.nullish(z.string()),
});
export type AssetTypeProperty = z.infer<typeof propertySchema>;

const sectionSchema = z.looseObject({
  Uid: z.string(),
  Headline: z.nullish(z.string()),
  Description: z.nullish(z.string()),
  Properties: z.nullish(z.array(propertySchema)),
  ViewPermission: z.nullish(z.string()),
  SavePermission: z.nullish(z.string()),
  Type: z.nullish(z.string()),
});
export type AssetTypeSection = z.infer<typeof sectionSchema>;

/** A tab; tabs of types other than DynamicTabSetup carry only Uid, permissions and Type. */
const tabSchema = z.looseObject({
  Uid: z.string(),
  Label: z.nullish(z.string()),
  Sections: z.nullish(z.array(sectionSchema)),
  ShowSidebar: z.nullish(z.boolean()),
  ViewPermission: z.nullish(z.string()),
  SavePermission: z.nullish(z.string()),
  Type: z.nullish(z.string()),
});
export type AssetTypeTab = z.infer<typeof tabSchema>;

export const assetTypeSchema = z.looseObject({
  Uid: z.string(),
  Alias: z.nullish(z.string()),
  Label: z.nullish(z.string()),
  Configuration: z.nullish(z.looseObject({ Tabs: z.nullish(z.array(tabSchema)) })),
  AllowedFileTypes: z.nullish(z.array(z.int())),
  SpecifiedExtensions: z.nullish(z.array(z.string())),
  HotspotDefinitions: z.nullish(z.array(z.unknown())),
});
export type AssetType = z.infer<typeof assetTypeSchema>;

/** A PUT replaces the whole asset type, its layout included. */
export const assetTypeWriteRules: WriteRules = {
  path: '/v1/assettypes',
  update: 'put',
  serverFields: [],
  knownFields: Object.keys(assetTypeSchema.shape),
  dictionaries: [],
};

const root = ['assetTypes'] as const;

export const assetTypeQueries = {
  all: () =>
    queryOptions({
      ...QUERY_POLICY.bigList,
      queryKey: LIST_KEYS.assetTypes,
      queryFn: (context) => http.getList('/v1/assettypes', assetTypeSchema, context),
    }),
  detail: (uid: string) =>
    queryOptions({
      ...QUERY_POLICY.record,
      queryKey: [...root, 'detail', uid] as const,
      queryFn: ({ signal }) => http.get(`/v1/assettypes/${uid}`, assetTypeSchema, { signal }),
    }),
};

export function useCreateAssetType() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { changes: [root] },
    mutationFn: (assetType: AssetType) => http.postNoContent(assetTypeWriteRules.path, assetType),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

/** What the outbox keeps of an asset type's create while it is sent (outbox-create.ts): where, what it is called, what was typed. */
export type KeptAssetTypeCreate = { resource: string; label: string; link: string; values: unknown };

/**
 * A new asset type's create that is safe to try again, through the outbox (what was typed is kept before it is sent, so a
 * reload in the middle is checked and offered back). When no answer came (the connection dropped, the server was too
 * slow) the server may have made it all the same: the server is asked, and one it holds counts as created; else the next
 * try sends the same uid, so a second asset type is never made of one (the server refuses the uid, and is asked again).
 * `create` answers the asset type as the server has it: made by an earlier try, it has what that try sent.
 */
export function useCreateAssetTypeOnce() {
  const queryClient = useQueryClient();
  const createAssetType = useCreateAssetType();
  const unanswered = useRef<string | null>(null);
  // Which asking (forget() starts a new one): a create of an earlier one, answered late, leaves the uid of today's alone.
  const asking = useRef(0);
  const held = async (uid: string) => {
    try {
      return await queryClient.fetchQuery({ ...assetTypeQueries.detail(uid), staleTime: 0, retry: false });
    } catch {
      return null;
    }
  };
  const send = async (sent: AssetType, mine: number): Promise<AssetType> => {
    const settle = (uid: string | null) => {
      if (asking.current === mine) unanswered.current = uid;
    };
    try {
      await createAssetType.mutateAsync(sent);
    } catch (error) {
      const apiError = toApiError(error);
      const created = apiError.isUnreachable || sent.Uid === unanswered.current ? await held(sent.Uid) : null;
      if (!created) {
        if (apiError.isUnreachable) settle(sent.Uid);
        throw error;
      }
      settle(null);
      void queryClient.invalidateQueries({ queryKey: root });
      return created;
    }
    settle(null);
    return sent;
  };
  /**
   * Keeps what was typed, then makes the asset type (`make`, under the uid given: a read it needs comes after the input is
   * kept, so a reload while it reads loses nothing) and sends it.
   */
  const create = (keep: KeptAssetTypeCreate, make: (uid: string) => AssetType | Promise<AssetType>): Promise<AssetType> => {
    const uid = unanswered.current ?? crypto.randomUUID();
    const mine = asking.current;
    return sendCreate({ ...keep, uid }, async () => send(await make(uid), mine));
  };
  /**
   * A new asset type is asked for (the dialog opened anew): the uid of an earlier one whose answer never came is not
   * sent for it. That one, if the server made it, stays as made; otherwise the new one would be taken for it.
   */
  const forget = () => {
    asking.current += 1;
    unanswered.current = null;
  };
  /**
   * Kept input of a create sent under `uid` is restored (after a reload): its next try sends that uid again, so a create
   * the server made after all, unknown when it was offered (the server could not be asked), is not made twice.
   */
  const resume = (uid: string) => {
    unanswered.current = uid;
  };
  return { create, forget, resume };
}

export function useUpdateAssetType() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { changes: [root] },
    mutationFn: (assetType: AssetType) => http.put(assetTypeWriteRules.path, assetType),
    onSuccess: (_data, assetType) => {
      queryClient.setQueryData(assetTypeQueries.detail(assetType.Uid).queryKey, assetType);
      return queryClient.invalidateQueries({ queryKey: [...root, 'list'] });
    },
  });
}

/**
 * Deletes an asset type; answers 'gone' when there was nothing left to delete (another tab or a colleague deleted it a
 * moment before): what the editor asked for is done either way, and is not a failure.
 */
export function useDeleteAssetType() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { changes: [root] },
    mutationFn: async (uid: string): Promise<'deleted' | 'gone'> => {
      try {
        await http.delete(`/v1/assettypes/${uid}`);
        return 'deleted';
      } catch (error) {
        if (toApiError(error).status === 404) return 'gone';
        throw error;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
