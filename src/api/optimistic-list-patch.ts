import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Mutations that share an ordering (DESIGN.md principle 9) share this key and scope: TanStack
 * Query runs a scope's mutations one at a time, in the order they were made.
 */
export const SAVED_SEARCH_TREE_KEY = ['savedSearchTree'] as const;
export const SAVED_SEARCH_TREE_SCOPE = { id: 'saved-search-tree' } as const;

/**
 * Refetches `keys` once the last mutation of the tree's queue settles. Called from onSettled,
 * where the settling mutation still counts as pending: 1 means nothing else is queued. A
 * refetch while others are queued would only show the server between two of them.
 */
export function invalidateWhenTreeIdle(queryClient: ReturnType<typeof useQueryClient>, keys: readonly QueryKey[]) {
  if (queryClient.isMutating({ mutationKey: SAVED_SEARCH_TREE_KEY }) > 1) return Promise.resolve();
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Patches the item with `patch.Uid` in a cached list. */
export function patchListItem<T extends { Uid: string }>(items: T[] | undefined, patch: { Uid: string; [field: string]: unknown }): T[] | undefined {
  return items?.map((item) => (item.Uid === patch.Uid ? { ...item, ...patch } : item));
}

/**
 * A PATCH applied to a cached list at once and, if the server refuses, rolled back field by
 * field: only the fields it set, and only where they still hold what it set, so a rollback
 * never wipes a change made by another mutation meanwhile. It runs in the tree's queue.
 */
export function useOptimisticListPatch<T extends { Uid: string }, P extends { Uid: string }>(options: { listKey: QueryKey; invalidateKeys: readonly QueryKey[]; send: (patch: P) => Promise<void> }) {
  const queryClient = useQueryClient();
  const { listKey, invalidateKeys, send } = options;
  return useMutation({
    meta: { changes: invalidateKeys },
    mutationKey: [...SAVED_SEARCH_TREE_KEY, 'patch'],
    scope: SAVED_SEARCH_TREE_SCOPE,
    mutationFn: send,
    onMutate: async (patch: P) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<T[]>(listKey)?.find((item) => item.Uid === patch.Uid);
      queryClient.setQueryData<T[]>(listKey, (items) => patchListItem(items, patch));
      return { before };
    },
    onError: (_error, patch, context) => {
      const before = context?.before as Record<string, unknown> | undefined;
      if (!before) return;
      queryClient.setQueryData<T[]>(listKey, (items) =>
        items?.map((item) => {
          if (item.Uid !== patch.Uid) return item;
          const restored: Record<string, unknown> = { ...item };
          for (const [field, value] of Object.entries(patch)) {
            if (field !== 'Uid' && Object.is(restored[field], value)) restored[field] = before[field];
          }
          return restored as T;
        }),
      );
    },
    onSettled: () => invalidateWhenTreeIdle(queryClient, invalidateKeys),
  });
}
