import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from './http';
import { useOptimisticListPatch } from './optimistic-list-patch';
import { savedSearchFolderApi, savedSearchFolderQueries, type SavedSearchFolder, type SavedSearchFolderPatch } from './saved-search-folders';

/** pim-api.md 2.4: SearchEntityTypeModel, sent as integers. */
export const SEARCH_ENTITY_TYPES = [
  { value: 1, label: 'Category' },
  { value: 2, label: 'Product' },
  { value: 3, label: 'Variant group' },
  { value: 4, label: 'Variant' },
  { value: 5, label: 'Asset' },
  { value: 6, label: 'Global list' },
] as const;
export const GLOBAL_LIST_ENTITY_TYPE = 6;

/** decisions.md: 0 = And, 1 = Or; the production service writes the names, which we also read. */
export const BOOLEAN_OPERATORS = [
  { value: 0, label: 'And' },
  { value: 1, label: 'Or' },
] as const;

/** decisions.md: QueryOperator values. */
export const QUERY_OPERATORS = [
  { value: 0, label: 'Equals' },
  { value: 1, label: 'WildcardEquals' },
  { value: 2, label: 'SmallerThan' },
  { value: 3, label: 'LargerThan' },
  { value: 4, label: 'IsEmpty' },
  { value: 5, label: 'IsNotEmpty' },
  { value: 6, label: 'Contains' },
  { value: 7, label: 'NotContains' },
  { value: 8, label: 'NotEquals' },
  { value: 9, label: 'NotWildcardEquals' },
] as const;

export const queryFilterSchema = z.looseObject({
  FieldUid: z.string().nullish(),
  FilterValue: z.unknown().optional(),
  QueryOperator: z.union([z.number().int(), z.string()]).nullish(),
});
export type QueryFilter = z.infer<typeof queryFilterSchema>;

export type SearchQuery = {
  BooleanOperator?: number | string | null;
  QueryModelType?: string | null;
  Filters?: QueryFilter[] | null;
  SubQueries?: SearchQuery[] | null;
  IncludeArchived?: boolean | null;
  [unknown: string]: unknown;
};

export const searchQuerySchema: z.ZodType<SearchQuery> = z.lazy(() =>
  z.looseObject({
    BooleanOperator: z.union([z.number().int(), z.string()]).nullish(),
    QueryModelType: z.string().nullish(),
    Filters: z.array(queryFilterSchema).nullish(),
    SubQueries: z.array(searchQuerySchema).nullish(),
    IncludeArchived: z.boolean().nullish(),
  }),
);

export const viewColumnSchema = z.looseObject({ FieldUid: z.string(), Width: z.number().int().nullish() });
export type ViewColumn = z.infer<typeof viewColumnSchema>;

export const savedSearchSchema = z.looseObject({
  Uid: z.string(),
  Created: z.string().nullish(),
  CreatedBy: z.string().nullish(),
  // The reference spells it so.
  LastMofidied: z.string().nullish(),
  LastModifiedBy: z.string().nullish(),
  OwnerUserUid: z.string().nullish(),
  FailedCalculationCounter: z.number().int().nullish(),
  FailedMessage: z.string().nullish(),
  Name: z.string().nullish(),
  SearchEntityTypeModel: z.number().int().nullish(),
  GlobalListUid: z.string().nullish(),
  FolderUid: z.string().nullish(),
  Query: searchQuerySchema.nullish(),
  SortOrder: z.number().int().nullish(),
  ViewColumns: z.array(viewColumnSchema).nullish(),
  EnableTimeline: z.boolean().nullish(),
  TimelineBusinessUnits: z.array(z.string()).nullish(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** Create and update models share their fields (pim-api.md 2.4); PATCH is partial. */
export type SavedSearchWrite = Partial<
  Pick<
    SavedSearch,
    | 'OwnerUserUid'
    | 'Name'
    | 'SearchEntityTypeModel'
    | 'GlobalListUid'
    | 'FolderUid'
    | 'SortOrder'
    | 'EnableTimeline'
    | 'TimelineBusinessUnits'
    | 'Query'
    | 'ViewColumns'
  >
> & { Uid: string; [unknown: string]: unknown };

const root = ['savedSearches'] as const;

export const savedSearchQueries = {
  all: () =>
    queryOptions({
      queryKey: [...root, 'list'] as const,
      queryFn: ({ signal }) => http.get('/v1/savedsearches', z.array(savedSearchSchema), { signal }),
    }),
  detail: (uid: string) =>
    queryOptions({
      queryKey: [...root, 'detail', uid] as const,
      queryFn: ({ signal }) => http.get(`/v1/savedsearches/${uid}`, savedSearchSchema, { signal }),
    }),
  batch: (uids: readonly string[]) =>
    queryOptions({
      queryKey: [...root, 'batch', [...uids].sort()] as const,
      queryFn: ({ signal }) =>
        uids.length === 0 ? Promise.resolve([]) : http.post('/v1/savedsearches/batch', uids, z.array(savedSearchSchema), { signal }),
    }),
};

export const savedSearchApi = {
  create: (search: SavedSearchWrite) => http.postNoContent('/v1/savedsearches', search),
  patch: (search: SavedSearchWrite) => http.patch('/v1/savedsearches', search),
  delete: (uid: string) => http.delete(`/v1/savedsearches/${uid}`),
};

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { changes: [root] },
    mutationFn: savedSearchApi.create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { changes: [root] },
    mutationFn: savedSearchApi.delete,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

/** A rename, edit or move: applied to the cached list at once, rolled back if the server refuses. */
export function usePatchSavedSearch() {
  return useOptimisticListPatch<SavedSearch, SavedSearchWrite>({
    listKey: savedSearchQueries.all().queryKey,
    invalidateKey: root,
    send: savedSearchApi.patch,
  });
}

type ItemPatches = { folderPatches: SavedSearchFolderPatch[]; searchPatches: SavedSearchWrite[] };

function applyPatches<T extends { Uid: string }>(items: T[] | undefined, patches: readonly { Uid: string }[]): T[] | undefined {
  if (!items || patches.length === 0) return items;
  const byUid = new Map(patches.map((patch) => [patch.Uid, patch]));
  return items.map((item) => (byUid.has(item.Uid) ? { ...item, ...byUid.get(item.Uid) } : item));
}

/**
 * A move in the folder tree: the item's own PATCH and its new siblings' sort orders, applied
 * to both cached lists at once. The first patch (the moved item) is sent first, so a refused
 * move leaves its siblings untouched; any refusal rolls the lists back.
 */
export function useMoveSavedSearchItems() {
  const queryClient = useQueryClient();
  const folderKey = savedSearchFolderQueries.all().queryKey;
  const searchKey = savedSearchQueries.all().queryKey;
  return useMutation({
    meta: { changes: [root, savedSearchFolderQueries.root] },
    mutationFn: async ({ folderPatches, searchPatches }: ItemPatches) => {
      const sends = [
        ...folderPatches.map((patch) => () => savedSearchFolderApi.patch(patch)),
        ...searchPatches.map((patch) => () => savedSearchApi.patch(patch)),
      ];
      const [first, ...rest] = sends;
      if (first) await first();
      await Promise.all(rest.map((send) => send()));
    },
    onMutate: async ({ folderPatches, searchPatches }: ItemPatches) => {
      await Promise.all([queryClient.cancelQueries({ queryKey: folderKey }), queryClient.cancelQueries({ queryKey: searchKey })]);
      const previous = { folders: queryClient.getQueryData<SavedSearchFolder[]>(folderKey), searches: queryClient.getQueryData<SavedSearch[]>(searchKey) };
      queryClient.setQueryData<SavedSearchFolder[]>(folderKey, (items) => applyPatches(items, folderPatches));
      queryClient.setQueryData<SavedSearch[]>(searchKey, (items) => applyPatches(items, searchPatches));
      return previous;
    },
    onError: (_error, _patches, previous) => {
      if (previous?.folders) queryClient.setQueryData(folderKey, previous.folders);
      if (previous?.searches) queryClient.setQueryData(searchKey, previous.searches);
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: root }), queryClient.invalidateQueries({ queryKey: savedSearchFolderQueries.root })]),
  });
}

/**
 * Deletes searches and folders in the order given (the API refuses a folder that still
 * holds anything, so callers list contents first and folders deepest first).
 */
export function useDeleteSavedSearchItems() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { changes: [root, savedSearchFolderQueries.root] },
    mutationFn: async ({ searchUids, folderUids }: { searchUids: readonly string[]; folderUids: readonly string[] }) => {
      await Promise.all(searchUids.map((uid) => savedSearchApi.delete(uid)));
      for (const uid of folderUids) await savedSearchFolderApi.delete(uid);
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: root }), queryClient.invalidateQueries({ queryKey: savedSearchFolderQueries.root })]),
  });
}
