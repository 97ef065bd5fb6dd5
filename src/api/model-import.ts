import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { assetTypeQueries, assetTypeSchema } from './asset-types';
import { ATTRIBUTE_DICTIONARIES, attributeQueries, attributeSchema } from './attributes';
import { http } from './http';
import { saveWithMerge, type MergeOutcome } from './save-with-merge';
import { savedSearchFolderQueries, savedSearchFolderSchema } from './saved-search-folders';
import { savedSearchQueries, savedSearchSchema } from './saved-searches';

type AnyRecord = Record<string, unknown>;

/** Where each kind of model lives, and how it is updated (PUT replaces, PATCH is partial). */
const MODELS = {
  attribute: { path: '/attributes', schema: attributeSchema, update: 'put', dictionaries: ATTRIBUTE_DICTIONARIES, root: attributeQueries.all().queryKey.slice(0, 1) },
  folder: { path: '/v1/savedsearchfolders', schema: savedSearchFolderSchema, update: 'patch', dictionaries: [], root: savedSearchFolderQueries.root },
  assetType: { path: '/v1/assettypes', schema: assetTypeSchema, update: 'put', dictionaries: [], root: assetTypeQueries.all().queryKey.slice(0, 1) },
  savedSearch: { path: '/v1/savedsearches', schema: savedSearchSchema, update: 'patch', dictionaries: [], root: savedSearchQueries.all().queryKey.slice(0, 1) },
} as const;

export type ModelKind = keyof typeof MODELS;

export type ModelWrites = {
  create: (kind: ModelKind, record: AnyRecord) => Promise<void>;
  /** The record replaces the server's copy through the editor's merge: `base` is the copy the editor was shown. */
  update: (kind: ModelKind, base: AnyRecord, record: AnyRecord) => Promise<MergeOutcome<AnyRecord>>;
};

const writes: ModelWrites = {
  create: (kind, record) => http.postNoContent(MODELS[kind].path, record),
  update: (kind, base, record) => {
    const model = MODELS[kind];
    return saveWithMerge<AnyRecord>({
      record: { resource: kind, id: String(record.Uid) },
      base,
      mine: record,
      dictionaries: model.dictionaries,
      fetchLatest: () => http.get(`${model.path}/${String(record.Uid)}`, model.schema as unknown as z.ZodMiniType<AnyRecord>),
      send: (merged) => (model.update === 'put' ? http.put(model.path, merged) : http.patch(model.path, merged)),
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
