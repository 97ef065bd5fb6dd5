import { useMutation, useQueryClient, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { toApiError } from './api-error';
import * as z from 'zod/mini';
import { assetTypeQueries, assetTypeSchema, assetTypeWriteRules } from './asset-types';
import { attributeQueries, attributeSchema } from './attributes';
import { attributeWriteRules } from './attribute-writes';
import { http } from './http';
import { createOrFind } from './unknown-outcome';
import { recordLockName, withLock } from './record-lock';
import { saveWithMerge, type MergeOutcome } from './save-with-merge';
import { savedSearchFolderQueries, savedSearchFolderSchema, savedSearchFolderWriteRules } from './saved-search-folders';
import { savedSearchQueries, savedSearchSchema, savedSearchWriteRules } from './saved-searches';
import { holdsWhatWasSent, updateBody, withoutServerFields } from './write-rules';

type AnyRecord = Record<string, unknown>;

/** Each kind of model: its write rules (path, PUT or PATCH, fields the server keeps), how it is read, and its lists. */
const MODELS = {
  attribute: { rules: attributeWriteRules, schema: attributeSchema, root: attributeQueries.all().queryKey.slice(0, 1) },
  folder: { rules: savedSearchFolderWriteRules, schema: savedSearchFolderSchema, root: savedSearchFolderQueries.root },
  assetType: { rules: assetTypeWriteRules, schema: assetTypeSchema, root: assetTypeQueries.all().queryKey.slice(0, 1) },
  savedSearch: { rules: savedSearchWriteRules, schema: savedSearchSchema, root: savedSearchQueries.all().queryKey.slice(0, 1) },
} as const;

export type ModelKind = keyof typeof MODELS;

export type ModelWrites = {
  /**
   * Creates the record under its uid, unless the server has it already: never twice. "landed" when
   * the server's copy holds every field as this create sends it (a create that reached the server
   * before a reload cut off the import, which had not yet crossed it off); "there" when it is
   * another record under that uid.
   */
  create: (kind: ModelKind, record: AnyRecord) => Promise<'created' | 'landed' | 'there'>;
  /**
   * The record (the server's copy with the file's fields over it) is saved through the editor's merge: `base` is the copy
   * the preview compared with. "landed" when nothing was sent: the server held the record as this save would leave it.
   */
  update: (kind: ModelKind, base: AnyRecord, record: AnyRecord) => Promise<MergeOutcome<AnyRecord> | { kind: 'landed' }>;
};

const readOne = (kind: ModelKind, uid: string) => http.get(`${MODELS[kind].rules.path}/${uid}`, MODELS[kind].schema as unknown as z.ZodMiniType<AnyRecord>);

const writes: ModelWrites = {
  create: (kind, record) =>
    withLock(recordLockName(kind, String(record.Uid)), async () => {
      const { rules } = MODELS[kind];
      try {
        const here = await readOne(kind, String(record.Uid));
        return holdsWhatWasSent(rules, here, record) ? 'landed' : 'there';
      } catch (error) {
        if (toApiError(error).status !== 404) throw error;
      }
      // An answer that does not tell (a gateway's 502, none at all): the server is read, and holding the record as sent, it was this create's.
      const held = async () => {
        const here = await readOne(kind, String(record.Uid));
        return holdsWhatWasSent(rules, here, record) ? here : null;
      };
      await createOrFind(() => http.postNoContent(rules.path, withoutServerFields(rules, record)), held);
      return 'created';
    }),
  update: async (kind, base, record) => {
    const { rules } = MODELS[kind];
    let sent = false;
    const outcome = await saveWithMerge<AnyRecord>({
      record: { resource: kind, id: String(record.Uid) },
      base,
      mine: record,
      dictionaries: rules.dictionaries,
      lists: rules.lists,
      fetchLatest: () => readOne(kind, String(record.Uid)),
      send: async (merged, theirs) => {
        const body = updateBody(rules, theirs, merged);
        if (!body) return;
        sent = true;
        await (rules.update === 'put' ? http.put(rules.path, body) : http.patch(rules.path, body));
      },
    });
    return outcome.kind === 'saved' && !sent ? { kind: 'landed' } : outcome;
  },
};

type ModelWork<T> = (writes: ModelWrites) => Promise<T>;

/**
 * Writes of many models of every kind as one mutation (an import): other tabs are told once
 * and every list is re-read once, at the end. The options of that mutation, for the page's
 * hook and for an import the app resumes on its own.
 */
export function modelWrites<T>(queryClient: QueryClient): MutationOptions<T, Error, ModelWork<T>> {
  const roots = Object.values(MODELS).map((model) => [...model.root]);
  return {
    meta: { changes: roots },
    mutationFn: (work) => work(writes),
    onSettled: () => Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  };
}

export function useModelWrites<T>() {
  const queryClient = useQueryClient();
  return useMutation(modelWrites<T>(queryClient));
}
