import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from './http';
import { invalidateWhenTreeIdle, SAVED_SEARCH_TREE_KEY, SAVED_SEARCH_TREE_SCOPE, useOptimisticListPatch } from './optimistic-list-patch';
import { savedSearchFolderQueries } from './saved-search-folders';
import { QUERY_POLICY } from './query-policy';

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
      ...QUERY_POLICY.smallList,
      queryKey: [...root, 'list'] as const,
      queryFn: ({ signal }) => http.get('/v1/savedsearches', z.array(savedSearchSchema), { signal }),
    }),
  detail: (uid: string) =>
    queryOptions({
      ...QUERY_POLICY.record,
      queryKey: [...root, 'detail', uid] as const,
      queryFn: ({ signal }) => http.get(`/v1/savedsearches/${uid}`, savedSearchSchema, { signal }),
    }),
  batch: (uids: readonly string[]) =>
    queryOptions({
      ...QUERY_POLICY.record,
      queryKey: [...root, 'batch', [...uids].sort()] as const,
      queryFn: ({ signal }) =>
        uids.length === 0 ? Promise.resolve([]) : http.post('/v1/savedsearches/batch', uids, z.array(savedSearchSchema), { signal }),
    }),
};

export const savedSearchApi = {
  /** One saved search as the server has it now (a 404 means it was deleted). */
  get: (uid: string) => http.get(`/v1/savedsearches/${uid}`, savedSearchSchema),
  create: (search: SavedSearchWrite) => http.postNoContent('/v1/savedsearches', search),
  patch: (search: SavedSearchWrite) => http.patch('/v1/savedsearches', search),
  delete: (uid: string) => http.delete(`/v1/savedsearches/${uid}`),
};

/** Both lists the tree is built from: what a tree change refetches once its queue is empty. */
export const savedSearchTreeKeys = [root, savedSearchFolderQueries.root] as const;

/** A new search from the editor: queued behind the tree's moves, so it lands where the editor saw its folder. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { changes: savedSearchTreeKeys },
    mutationKey: [...SAVED_SEARCH_TREE_KEY, 'create-search'],
    scope: SAVED_SEARCH_TREE_SCOPE,
    mutationFn: savedSearchApi.create,
    onSettled: () => invalidateWhenTreeIdle(queryClient, savedSearchTreeKeys),
  });
}

/** An edit from the editor: applied to the cached list at once, rolled back (only its own fields) if the server refuses. */
export function usePatchSavedSearch() {
  return useOptimisticListPatch<SavedSearch, SavedSearchWrite>({
    listKey: savedSearchQueries.all().queryKey,
    invalidateKeys: savedSearchTreeKeys,
    send: savedSearchApi.patch,
  });
}
