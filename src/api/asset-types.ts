import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from './http';
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

/**
 * Where the outbox keeps Duplicate…'s creates, one set per asset type copied: they are offered where that copy was asked
 * for (here, not with the rest of the creates: the list reads them too, to offer a copy whose asset type was deleted).
 */
export const copiesOf = (sourceUid: string) => `assetTypeCopy:${sourceUid}`;

/** What a page keeps across the openings of its create dialog (useCreateAssetTypeOnce): the uid of a create whose answer never came, and which opening is the current one. */
export type CreateSession = { unanswered: string | null; asking: number };
export const newCreateSession = (): CreateSession => ({ unanswered: null, asking: 0 });

/**
 * A new asset type is asked for (the dialog opened anew): the uid of an earlier one whose answer never came is not sent
 * for it. That one, if the server made it, stays as made; otherwise the new one would be taken for it. A create of an
 * earlier opening, answered late, leaves the uid of today's alone.
 */
export function forgetUnanswered(session: CreateSession): void {
  session.asking += 1;
  session.unanswered = null;
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
    // The check of an unknown outcome is fetched with the delete: the list's first visit does not carry it.
    mutationFn: async (uid: string): Promise<'deleted' | 'gone'> =>
      (await import('./unknown-outcome')).deleteOrGone(
        () => http.delete(`/v1/assettypes/${uid}`),
        () => http.get(`/v1/assettypes/${uid}`, assetTypeSchema),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
