import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { assetTypeQueries, assetTypeSchema, assetTypeWriteRules } from './asset-types';
import { attributeQueries, attributeSchema, attributeWriteRules } from './attributes';
import { http } from './http';
import { saveWithMerge, type MergeOutcome } from './save-with-merge';
import { savedSearchFolderQueries, savedSearchFolderSchema, savedSearchFolderWriteRules } from './saved-search-folders';
import { savedSearchQueries, savedSearchSchema, savedSearchWriteRules } from './saved-searches';
import { updateBody, withoutServerFields } from './write-rules';

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
  create: (kind: ModelKind, record: AnyRecord) => Promise<void>;
  /** The record (the server's copy with the file's fields over it) is saved through the editor's merge: `base` is the copy the preview compared with. */
  update: (kind: ModelKind, base: AnyRecord, record: AnyRecord) => Promise<MergeOutcome<AnyRecord>>;
};

const writes: ModelWrites = {
  create: (kind, record) => http.postNoContent(MODELS[kind].rules.path, withoutServerFields(MODELS[kind].rules, record)),
  update: (kind, base, record) => {
    const { rules, schema } = MODELS[kind];
    return saveWithMerge<AnyRecord>({
      record: { resource: kind, id: String(record.Uid) },
      base,
      mine: record,
      dictionaries: rules.dictionaries,
      fetchLatest: () => http.get(`${rules.path}/${String(record.Uid)}`, schema as unknown as z.ZodMiniType<AnyRecord>),
      send: async (merged, theirs) => {
        const body = updateBody(rules, theirs, merged);
        if (body) await (rules.update === 'put' ? http.put(rules.path, body) : http.patch(rules.path, body));
      },
    });
  },
};

/**
 * Writes of many models of every kind as one mutation (an import): other tabs are told once
 * and every list is re-read once, at the end.
 */
export function useModelWrites<T>() {
  const queryClient = useQueryClient();
  const roots = Object.values(MODELS).map((model) => [...model.root]);
  return useMutation<T, Error, (writes: ModelWrites) => Promise<T>>({
    meta: { changes: roots },
    mutationFn: (work) => work(writes),
    onSettled: () => Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
