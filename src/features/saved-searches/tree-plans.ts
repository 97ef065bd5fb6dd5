import { t } from '@lingui/core/macro';
import { outbox, outboxKey } from '../../api/outbox';
import { THIS_PAGE } from '../../api/record-lock';
import { levelKey, mergeSteps, withoutItems, type LevelStep } from './level-plan';
import type { RenameIntent } from './tree-intents';

/**
 * The tree's plans in the outbox (DESIGN.md principle 12): queued moves are one entry per page
 * holding the levels in the order asked (its steps), written before anything is sent, so a reload
 * resumes them and Retry continues them. A plan refused part-way is held as an entry of its own
 * with the steps it did not finish. A folder's delete is an entry with the deletes it has left. A
 * rename in place is an entry of its own, written before it waits its turn.
 */
type OutboxEntry = NonNullable<ReturnType<typeof outbox.get>>;

export const MOVES = 'savedSearchTreeMoves';
export const DELETES = 'savedSearchTreeDelete';
export const RENAMES = 'savedSearchTreeRename';
/** The Web Lock of the tree's levels (decisions.md): tabs take turns re-reading and writing them. */
export const TREE_LOCK = 'pim:tree';
/** An entry left longer than this is only offered, never resumed unasked. */
const RESUME_WITHIN_MS = 24 * 60 * 60 * 1000;

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random()).slice(2));
const isTreePlan = (entry: OutboxEntry) => entry.kind === 'plan' && (entry.resource === MOVES || entry.resource === DELETES || entry.resource === RENAMES);

const stepsOf = (entry: OutboxEntry | undefined): LevelStep[] => (entry?.steps as LevelStep[] | undefined) ?? [];

/** This page's moves on their way: what the tree shows on top of the server's lists. */
function activeMoves(): OutboxEntry | undefined {
  return outbox.list().find((entry) => entry.resource === MOVES && entry.kind === 'plan' && entry.page === THIS_PAGE && entry.state === 'sending');
}

/** What this page's next round of moves sends. */
export const queuedSteps = (): LevelStep[] => stepsOf(activeMoves());

let shown: { entries: OutboxEntry[]; steps: LevelStep[] } = { entries: [], steps: [] };
/**
 * What the tree shows on top of the server's lists: this page's moves, after those a reload cut
 * off (they resume as the tree opens). The same array until an entry changes, as
 * useSyncExternalStore needs.
 */
export function shownSteps(): LevelStep[] {
  const active = activeMoves();
  const entries = [...interruptedPlans().filter((entry) => entry.resource === MOVES), ...(active ? [active] : [])];
  if (entries.length !== shown.entries.length || entries.some((entry, index) => entry !== shown.entries[index])) {
    shown = { entries, steps: entries.reduce<LevelStep[]>((steps, entry) => mergeSteps(steps, stepsOf(entry)), []) };
  }
  return shown.steps;
}

const itemsOf = (steps: readonly LevelStep[]) => new Set(steps.flatMap((step) => step.moved.map((uid) => `${step.kind}:${uid}`)));

/**
 * Adds a move (the levels it changes, in the order now asked) to this page's plan. A held or
 * offered plan loses what this move decides anew: its steps for these levels and the item moved,
 * so a later Retry never undoes it.
 */
export function addMove(steps: LevelStep[]): void {
  const active = activeMoves();
  const touched = new Set(steps.map(levelKey));
  const moved = itemsOf(steps);
  for (const entry of outbox.list()) {
    if (entry.resource !== MOVES || entry.kind !== 'plan' || entry.state === 'sending') continue;
    const before = stepsOf(entry);
    const rest = withoutItems(
      before.filter((step) => !touched.has(levelKey(step))),
      moved,
    );
    if (rest.length === 0) void outbox.remove(entry.key);
    else if (JSON.stringify(rest) !== JSON.stringify(before)) void outbox.update(entry.key, { steps: rest });
  }
  void putMoves(active?.recordId ?? newId(), mergeSteps(stepsOf(active), steps));
}

function putMoves(recordId: string, steps: LevelStep[], state: 'sending' | 'held' = 'sending', reason?: string) {
  return outbox.put({ resource: MOVES, recordId, kind: 'plan', state, label: t`Moves in the saved-search tree`, link: '/saved-searches', steps, reason });
}

/** The steps of this page's plan as a round is about to send them (with what it sends). */
export async function recordRound(steps: LevelStep[]): Promise<void> {
  const active = activeMoves();
  if (active) await outbox.update(active.key, { steps });
}

/**
 * A round of the plan is over: the steps it sent (unless asked anew meanwhile) leave the plan;
 * those with a refused PATCH are held in an entry of their own, whose key is returned.
 */
export async function finishRound(sent: readonly LevelStep[], failed: ReadonlySet<string>, reason?: string): Promise<string | null> {
  const active = activeMoves();
  const now = stepsOf(active);
  const unchanged = (step: LevelStep) => now.some((candidate) => JSON.stringify(candidate) === JSON.stringify(step));
  const done = sent.filter(unchanged);
  if (active) {
    const doneKeys = new Set(done.map(levelKey));
    const rest = now.filter((step) => !doneKeys.has(levelKey(step)));
    if (rest.length === 0) await outbox.remove(active.key);
    else await outbox.update(active.key, { steps: rest });
  }
  const held = done.filter((step) => failed.has(levelKey(step)));
  if (held.length === 0) return null;
  const id = newId();
  await putMoves(id, held, 'held', reason);
  return outboxKey(MOVES, id);
}

/** Puts a held or interrupted plan back on its way, under what this page asked since (which wins). */
export function continueMoves(key: string): boolean {
  const entry = outbox.get(key);
  if (!entry || entry.resource !== MOVES) return false;
  const active = activeMoves();
  if (entry === active) return true;
  void outbox.remove(key);
  void putMoves(active?.recordId ?? newId(), mergeSteps(stepsOf(entry), stepsOf(active)));
  return true;
}

const recent = (entry: OutboxEntry) => Date.now() - entry.updatedAt < RESUME_WITHIN_MS;

/** Tree plans a reload or a closed tab cut, recent enough to resume by themselves, oldest first. */
export function interruptedPlans(): OutboxEntry[] {
  return outbox
    .list()
    .filter((entry) => isTreePlan(entry) && entry.state === 'interrupted' && recent(entry))
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** Tree plans left for the editor to finish or drop: refused part-way, or interrupted too long ago. */
export function offeredPlans(): OutboxEntry[] {
  return outbox.list().filter((entry) => isTreePlan(entry) && (entry.state === 'held' || (entry.state === 'interrupted' && !recent(entry))));
}

export type DeleteStep = { kind: 'folder' | 'search'; uid: string };

export const deleteKey = (nodeId: string) => outboxKey(DELETES, nodeId);

export function putDelete(nodeId: string, label: string, steps: DeleteStep[], state: 'sending' | 'held' = 'sending', reason?: string) {
  return outbox.put({ resource: DELETES, recordId: nodeId, kind: 'plan', state, label, link: '/saved-searches', steps, reason });
}

/** Keeps a rename (what the editor asked, against the name they saw) before it waits its turn; answers its entry's key. */
export function keepRename(intent: RenameIntent, label: string): string {
  const recordId = newId();
  void outbox.put({ resource: RENAMES, recordId, kind: 'plan', label, link: '/saved-searches', base: intent.base, mine: intent });
  return outboxKey(RENAMES, recordId);
}

export const renameOf = (entry: OutboxEntry) => entry.mine as RenameIntent;

let shownRenameEntries: { entries: OutboxEntry[]; intents: RenameIntent[] } = { entries: [], intents: [] };
/**
 * Renames on their way (this page's, and those a reload cut off, which resume as the tree opens),
 * in the order they were made: what the tree shows on top of the server's lists. The same array
 * until an entry changes, as useSyncExternalStore needs.
 */
export function shownRenames(): RenameIntent[] {
  const entries = outbox
    .list()
    .filter((entry) => entry.resource === RENAMES && ((entry.page === THIS_PAGE && entry.state === 'sending') || (entry.state === 'interrupted' && recent(entry))))
    .sort((a, b) => a.createdAt - b.createdAt);
  if (entries.length !== shownRenameEntries.entries.length || entries.some((entry, index) => entry !== shownRenameEntries.entries[index])) {
    shownRenameEntries = { entries, intents: entries.map(renameOf) };
  }
  return shownRenameEntries.intents;
}
