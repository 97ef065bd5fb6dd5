import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A PATCH that is applied to a cached list at once and rolled back if the server refuses
 * (DESIGN.md principle 3: drag-and-drop moves must feel instant and never lie).
 */
export function useOptimisticListPatch<T extends { Uid: string }, P extends { Uid: string }>(options: {
  listKey: QueryKey;
  invalidateKey: QueryKey;
  send: (patch: P) => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const { listKey, invalidateKey, send } = options;
  return useMutation({
    meta: { changes: [invalidateKey] },
    mutationFn: send,
    onMutate: async (patch: P) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<T[]>(listKey);
      queryClient.setQueryData<T[]>(listKey, (items) =>
        items?.map((item) => (item.Uid === patch.Uid ? { ...item, ...patch } : item)),
      );
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidateKey }),
  });
}
