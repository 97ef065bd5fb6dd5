import { t } from '@lingui/core/macro';
import { useEffectEvent, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { describeError } from '../../api/api-error';
import { outbox } from '../../api/outbox';
import { useToast } from '../../components/toast';
import type { RenameConflict } from './rename-conflict-dialog';
import type { RenameIntent } from './tree-intents';
import { continueMoves, DELETES, interruptedPlans, keepRename, MOVES, offeredPlans, RENAMES, renameOf } from './tree-plans';
import { MovePlanError, type OverruledMove } from './run-move-plan';
import { deletedMessage, deleteFailedMessage, moveFailedMessage, overruledMessage } from './tree-messages';
import { ContentsChangedError } from './tree-changes';
import { useTreeChanges } from './use-tree-changes';

type Entry = ReturnType<typeof offeredPlans>[number];

/** Offered plans, as a snapshot that stays the same array until the outbox changes. */
function useOfferedPlans(): Entry[] {
  const cache = useRef<{ key: string; entries: Entry[] }>({ key: '', entries: [] });
  const read = () => {
    const entries = offeredPlans();
    const key = entries.map((entry) => `${entry.key}@${entry.updatedAt}:${entry.state}`).join('|');
    if (key !== cache.current.key) cache.current = { key, entries };
    return cache.current.entries;
  };
  return useSyncExternalStore(outbox.subscribe, read, read);
}

/**
 * What the tree does when a rename is not saved: a colleague renamed it first (the editor chooses), or it was refused;
 * and when moves were not sent because someone else moved those items elsewhere first (the tree shows where they are).
 */
type RenameAnswers = {
  onConflict: (conflict: RenameConflict) => void;
  onRefused: (intent: RenameIntent, reason: string) => void;
  onMovesOverruled?: (moves: readonly OverruledMove[]) => void;
};

/**
 * Sends the tree's plans and says how they went: this page's moves and renames, a delete with what
 * it holds, Retry of any (it continues what is left), and on arrival the plans a reload or a closed
 * tab cut, which resume by themselves (decisions.md: the editor already asked for them).
 */
export function useTreePlanRuns(renameAnswers: RenameAnswers) {
  const changes = useTreeChanges();
  const toast = useToast();
  const offered = useOfferedPlans();

  function sendMoves() {
    changes.moves.mutateAsync().then(
      ({ overruled }) => tellOverruled(overruled),
      (error: unknown) => {
        const heldKey = error instanceof MovePlanError ? error.heldKey : null;
        if (error instanceof MovePlanError) tellOverruled(error.overruled);
        toast.show(moveFailedMessage(error), 'error', heldKey ? { action: { label: t`Retry`, onClick: () => retry(heldKey) } } : undefined);
      },
    );
  }

  /** Moves not sent over someone else's: said in words (an alert), and the tree shows where the items are now. */
  function tellOverruled(moves: readonly OverruledMove[]) {
    if (moves.length === 0) return;
    toast.show(overruledMessage(moves), 'error');
    renameAnswers.onMovesOverruled?.(moves);
  }

  /** A rename in place: kept in the outbox before it waits its turn, so a reload resumes it. `label`: the item as named before. */
  function rename(intent: RenameIntent, label: string) {
    void sendRename(keepRename(intent, label), intent);
  }

  async function sendRename(key: string, intent: RenameIntent) {
    const kind = intent.nodeId.startsWith('folder:') ? 'folder' : 'search';
    const name = intent.name;
    const base = intent.base ?? '';
    try {
      const result = await changes.rename.mutateAsync({ key, intent });
      if (result.kind === 'renamed') toast.show(t`Renamed to “${name}”.`);
      else if (result.kind === 'deleted')
        toast.show(
          kind === 'folder'
            ? t`The folder “${base}” was deleted by someone else meanwhile, so it was not renamed.`
            : t`The saved search “${base}” was deleted by someone else meanwhile, so it was not renamed.`,
          'error',
        );
      else renameAnswers.onConflict({ nodeId: intent.nodeId, kind, theirs: result.theirs, mine: intent.name });
    } catch (error) {
      renameAnswers.onRefused(intent, describeError(error));
    }
  }

  /** Continues a rename a reload cut off (this page takes it over). */
  function continueRename(key: string) {
    const entry = outbox.get(key);
    if (!entry) return;
    void outbox.update(key, { state: 'sending' });
    void sendRename(key, renameOf(entry));
  }

  /**
   * Deletes a record (a folder with what it holds) and says what happened; resolves true once it is gone. `confirmed`: what
   * the editor was shown (delete step ids); a folder holding more by the time it starts is not deleted.
   */
  async function deleteNode(nodeId: string, label: string, confirmed?: readonly string[]): Promise<boolean> {
    try {
      const { deleted, movedOut } = await changes.remove.mutateAsync({ nodeId, label, confirmed });
      toast.show(deletedMessage(label, deleted, nodeId.startsWith('folder:'), movedOut));
      return true;
    } catch (error) {
      // A folder that holds more than was confirmed is asked about again (its dialog), never deleted by a Retry.
      const retryAction = error instanceof ContentsChangedError ? undefined : { label: t`Retry`, onClick: () => void deleteNode(nodeId, label, confirmed) };
      toast.show(deleteFailedMessage(label, error), 'error', { action: retryAction });
      return false;
    }
  }

  /** Continues a held or cut-off plan from where it stopped. */
  function retry(key: string) {
    const entry = outbox.get(key);
    if (entry?.resource === DELETES) void deleteNode(entry.recordId, entry.label);
    else if (entry?.resource === RENAMES) continueRename(key);
    else if (continueMoves(key)) sendMoves();
    else toast.show(t`Nothing is left to retry: the moves made since then took its place.`, 'info');
  }

  // Once, on arrival: what a reload or a closed tab cut off before this page existed.
  const resume = useEffectEvent(() => {
    let moves = false;
    for (const entry of interruptedPlans()) {
      if (entry.resource === MOVES) moves = continueMoves(entry.key) || moves;
      else if (entry.resource === RENAMES) continueRename(entry.key);
      else {
        void outbox.update(entry.key, { state: 'sending' });
        void deleteNode(entry.recordId, entry.label);
      }
    }
    if (moves) sendMoves();
  });
  // Before the first paint: the tree shows the resumed moves from the start.
  useLayoutEffect(() => resume(), []);

  return { changes, sendMoves, rename, deleteNode, retry, offered, discard: (key: string) => void outbox.remove(key) };
}
