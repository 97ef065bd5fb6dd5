import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { invalidateWhenTreeIdle, SAVED_SEARCH_TREE_KEY, SAVED_SEARCH_TREE_SCOPE } from '../../api/optimistic-list-patch';
import { savedSearchTreeKeys } from '../../api/saved-searches';
import { runCreateFolder, runDelete, runMove, runRename, treeQueueIdle, type NewFolder } from './tree-changes';
import type { MoveIntent, RenameIntent, TreeIntent } from './tree-intents';

/** Moves and renames: shown at once (on top of the server's lists) while they wait their turn. */
const INTENT_KEY = [...SAVED_SEARCH_TREE_KEY, 'intent'] as const;

/**
 * The tree's changes (move, rename, create, delete) run one at a time in the order the editor
 * made them (one mutation scope), each planned from the lists as they are when its turn comes.
 * The lists are refetched once, when the queue is empty. Callers use `mutateAsync`: `mutate`'s
 * own callbacks fire only for the latest call of a hook, and every change deserves its answer.
 */
export function useTreeChanges() {
  const queryClient = useQueryClient();
  const queued = { scope: SAVED_SEARCH_TREE_SCOPE, meta: { changes: savedSearchTreeKeys }, onSettled: () => invalidateWhenTreeIdle(queryClient, savedSearchTreeKeys, () => treeQueueIdle(queryClient)) };
  const move = useMutation({ ...queued, mutationKey: INTENT_KEY, mutationFn: (intent: MoveIntent) => runMove(queryClient, intent) });
  const rename = useMutation({ ...queued, mutationKey: INTENT_KEY, mutationFn: (intent: RenameIntent) => runRename(queryClient, intent) });
  const remove = useMutation({ ...queued, mutationKey: [...SAVED_SEARCH_TREE_KEY, 'delete'], mutationFn: (nodeId: string) => runDelete(queryClient, nodeId) });
  const createFolder = useMutation({ ...queued, mutationKey: [...SAVED_SEARCH_TREE_KEY, 'create-folder'], mutationFn: (folder: NewFolder) => runCreateFolder(queryClient, folder) });
  return { move, rename, remove, createFolder };
}

/**
 * Moves and renames still queued or running, in the order they were made. Read straight from
 * the mutation cache, not through useMutationState (which tells React a tick later): a second
 * Ctrl+arrow pressed before that tick would aim at a tree without the first move.
 */
export function useQueuedIntents(): TreeIntent[] {
  const cache = useQueryClient().getMutationCache();
  const snapshot = useRef<TreeIntent[]>([]);
  const read = useCallback(() => {
    const next = cache
      .findAll({ mutationKey: INTENT_KEY, status: 'pending' })
      .sort((a, b) => a.mutationId - b.mutationId)
      .map((mutation) => mutation.state.variables as TreeIntent);
    const previous = snapshot.current;
    if (next.length !== previous.length || next.some((intent, index) => intent !== previous[index])) snapshot.current = next;
    return snapshot.current;
  }, [cache]);
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  return useSyncExternalStore(subscribe, read, read);
}

/** How many tree changes (the editor's saves included) have not been answered yet. */
export function useUnsavedTreeChanges(): number {
  return useIsMutating({ mutationKey: SAVED_SEARCH_TREE_KEY });
}
