import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from './http';
import { invalidateWhenTreeIdle, SAVED_SEARCH_TREE_KEY, SAVED_SEARCH_TREE_SCOPE, useOptimisticListPatch } from './optimistic-list-patch';
import { savedSearchFolderQueries } from './saved-search-folders';
import { QUERY_POLICY } from './query-policy';
import type { WriteRules } from './write-rules';
import { LIST_KEYS } from './list-keys';

/** pim-api.md 2.4: SearchEntityTypeModel, sent as integers; labels shown with i18n._(label). */
export const SEARCH_ENTITY_TYPES = [
  { value: 1, label: msg`Category` },
  { value: 2, label: msg`Product` },
  { value: 3, label: msg`Variant group` },
  { value: 4, label: msg`Variant` },
  { value: 5, label: msg`Asset` },
  { value: 6, label: msg`Global list` },
] as const;
export const GLOBAL_LIST_ENTITY_TYPE = 6;

/** decisions.md: 0 = And, 1 = Or; the production service writes the names, which we also read. */
export const BOOLEAN_OPERATORS = [
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the service's names of the operators, read from its answers
  { value: 0, label: 'And' },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the service's name
  { value: 1, label: 'Or' },
] as const;

/** decisions.md: QueryOperator values. */
export const QUERY_OPERATORS = [
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the service's names of the operators, read from its answers
  { value: 0, label: 'Equals' },
  { value: 1, label: 'WildcardEquals' },
  { value: 2, label: 'SmallerThan' },
  { value: 3, label: 'LargerThan' },
  { value: 4, label: 'IsEmpty' },
  { value: 5, label: 'IsNotEmpty' },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the service's name
  { value: 6, label: 'Contains' },
  { value: 7, label: 'NotContains' },
  { value: 8, label: 'NotEquals' },
  { value: 9, label: 'NotWildcardEquals' },
] as const;

const queryFilterSchema = z.looseObject({
  FieldUid: z.nullish(z.string()),
  FilterValue: z.optional(z.unknown()),
  QueryOperator: z.nullish(z.union([z.int(), z.string()])),
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

export const searchQuerySchema: z.ZodMiniType<SearchQuery> = z.lazy(() =>
  z.looseObject({
    BooleanOperator: z.nullish(z.union([z.int(), z.string()])),
    QueryModelType: z.nullish(z.string()),
    Filters: z.nullish(z.array(queryFilterSchema)),
    SubQueries: z.nullish(z.array(searchQuerySchema)),
    IncludeArchived: z.nullish(z.boolean()),
  }),
);

export const viewColumnSchema = z.looseObject({ FieldUid: z.string(), Width: z.nullish(z.int()) });

export const savedSearchSchema = z.looseObject({
  Uid: z.string(),
  Created: z.nullish(z.string()),
  CreatedBy: z.nullish(z.string()),
  // The reference spells it so.
  LastMofidied: z.nullish(z.string()),
  LastModifiedBy: z.nullish(z.string()),
  OwnerUserUid: z.nullish(z.string()),
  FailedCalculationCounter: z.nullish(z.int()),
  FailedMessage: z.nullish(z.string()),
  Name: z.nullish(z.string()),
  SearchEntityTypeModel: z.nullish(z.int()),
  GlobalListUid: z.nullish(z.string()),
  FolderUid: z.nullish(z.string()),
  Query: z.nullish(searchQuerySchema),
  SortOrder: z.nullish(z.int()),
  ViewColumns: z.nullish(z.array(viewColumnSchema)),
  EnableTimeline: z.nullish(z.boolean()),
  TimelineBusinessUnits: z.nullish(z.array(z.string())),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** pim-api.md 2.4: PATCH is partial; the times, users and failures are the server's (decisions.md). */
export const savedSearchWriteRules: WriteRules = {
  path: '/v1/savedsearches',
  update: 'patch',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's field names
  serverFields: ['Created', 'CreatedBy', 'LastMofidied', 'LastModifiedBy', 'FailedCalculationCounter', 'FailedMessage'],
  knownFields: Object.keys(savedSearchSchema.shape),
  // Not nullable in the response model (pim-api.md 2.4): the server fills them in when a create leaves them out.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's field names
  filledIn: ['SortOrder', 'EnableTimeline', 'Query', 'ViewColumns'],
  dictionaries: [],
  // Columns are named by their field.
  lists: { ViewColumns: 'FieldUid' },
};

/** Create and update models share their fields (pim-api.md 2.4); PATCH is partial. */
export type SavedSearchWrite = Partial<
  Pick<SavedSearch, 'OwnerUserUid' | 'Name' | 'SearchEntityTypeModel' | 'GlobalListUid' | 'FolderUid' | 'SortOrder' | 'EnableTimeline' | 'TimelineBusinessUnits' | 'Query' | 'ViewColumns'>
> & { Uid: string; [unknown: string]: unknown };

const root = ['savedSearches'] as const;

export const savedSearchQueries = {
  all: () =>
    queryOptions({
      ...QUERY_POLICY.smallList,
      queryKey: LIST_KEYS.savedSearches,
      queryFn: (context) => http.getList('/v1/savedsearches', savedSearchSchema, context),
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
      queryFn: ({ signal }) => (uids.length === 0 ? Promise.resolve([]) : http.post('/v1/savedsearches/batch', uids, z.array(savedSearchSchema), { signal })),
    }),
};

export const savedSearchApi = {
  /** One saved search as the server has it now (a 404 means it was deleted). */
  get: (uid: string) => http.get(`/v1/savedsearches/${uid}`, savedSearchSchema),
  create: (search: SavedSearchWrite) => http.postNoContent(savedSearchWriteRules.path, search),
  patch: (search: SavedSearchWrite) => http.patch(savedSearchWriteRules.path, search),
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
