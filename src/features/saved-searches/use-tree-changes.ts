import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { outbox } from '../../api/outbox';
import { invalidateWhenTreeIdle, SAVED_SEARCH_TREE_KEY, SAVED_SEARCH_TREE_SCOPE } from '../../api/optimistic-list-patch';
import { savedSearchTreeKeys } from '../../api/saved-searches';
import type { LevelStep } from './level-plan';
import { runMovePlan } from './run-move-plan';
import { runCreateFolder, runDelete, runRename, type NewFolder } from './tree-changes';
import type { RenameIntent } from './tree-intents';
import { shownRenames, shownSteps } from './tree-plans';

/**
 * The tree's changes (moves, rename, create, delete) run one at a time in the order the editor
 * made them (one mutation scope), each planned from the lists as they are when its turn comes.
 * Each move queues a turn of the page's move plan: the first turn sends every move asked until
 * then, so later turns find little or nothing left. The lists are refetched once, when the queue
 * is empty. Callers use `mutateAsync`: `mutate`'s own callbacks fire only for the latest call of
 * a hook, and every change deserves its answer.
 */
export function useTreeChanges() {
  const queryClient = useQueryClient();
  const queued = { scope: SAVED_SEARCH_TREE_SCOPE, meta: { changes: savedSearchTreeKeys }, onSettled: () => invalidateWhenTreeIdle(queryClient, savedSearchTreeKeys) };
  const moves = useMutation({ ...queued, mutationKey: [...SAVED_SEARCH_TREE_KEY, 'moves'], mutationFn: () => runMovePlan(queryClient) });
  const rename = useMutation({
    ...queued,
    mutationKey: [...SAVED_SEARCH_TREE_KEY, 'rename'],
    mutationFn: ({ key, intent }: { key: string; intent: RenameIntent }) => runRename(queryClient, intent, key),
  });
  const remove = useMutation({
    ...queued,
    mutationKey: [...SAVED_SEARCH_TREE_KEY, 'delete'],
    mutationFn: (what: { nodeId: string; label: string; confirmed?: readonly string[] }) => runDelete(queryClient, what),
  });
  const createFolder = useMutation({ ...queued, mutationKey: [...SAVED_SEARCH_TREE_KEY, 'create-folder'], mutationFn: (folder: NewFolder) => runCreateFolder(queryClient, folder) });
  return { moves, rename, remove, createFolder };
}

/** This page's moves on their way, as the levels asked: read from the outbox as soon as they are made. */
export function useQueuedMoves(): LevelStep[] {
  return useSyncExternalStore(outbox.subscribe, shownSteps, shownSteps);
}

/** Renames on their way, in the order they were made: read from the outbox as soon as they are made. */
export function useQueuedRenames(): RenameIntent[] {
  return useSyncExternalStore(outbox.subscribe, shownRenames, shownRenames);
}

/** How many tree changes (the editor's saves included) have not been answered yet. */
export function useUnsavedTreeChanges(): number {
  return useIsMutating({ mutationKey: SAVED_SEARCH_TREE_KEY });
}
