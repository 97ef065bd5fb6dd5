import { plural, t } from '@lingui/core/macro';
import { describeError } from '../../api/api-error';
import { MovePlanError, type OverruledMove } from './run-move-plan';
import type { TreeNode } from './tree';
import { ContentsChangedError, PartialDeleteError, type Counts } from './tree-changes';
import { rowLabel } from './tree-row';

/** "1 folder and 4 saved searches"; '' for nothing. */
function countsText({ folders, searches }: Counts): string {
  if (folders > 0 && searches > 0) return t`${plural(folders, { one: '# folder', other: '# folders' })} and ${plural(searches, { one: '# saved search', other: '# saved searches' })}`;
  if (folders > 0) return t`${plural(folders, { one: '# folder', other: '# folders' })}`;
  if (searches > 0) return t`${plural(searches, { one: '# saved search', other: '# saved searches' })}`;
  return '';
}

/** "saved search “A”", "folder “B” and saved search “A”", "3 items". */
export function namesText(labels: readonly string[]): string {
  const [first, second] = labels;
  if (first === undefined) return t`the items`;
  if (second === undefined) return first;
  const count = labels.length;
  if (count === 2) return t`${first} and ${second}`;
  return t`${plural(count, { one: '# item', other: '# items' })}`;
}

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Says what the server has after moves failed: the tree shows exactly that. */
export function moveFailedMessage(error: unknown): string {
  if (!(error instanceof MovePlanError)) {
    const reason = describeError(error);
    return t`Could not move the items: ${reason}`;
  }
  const what = namesText(error.moved);
  const movedCount = error.moved.length;
  const failed = error.failed;
  const reason = describeError(error.reason);
  if (error.accepted === 0) {
    return t`${plural(movedCount, {
      one: `Could not move ${what}: ${reason} It is back where it was.`,
      other: `Could not move ${what}: ${reason} They are back where they were.`,
    })}`;
  }
  if (error.arrived) {
    return t`${plural(failed, {
      one: `Moved ${what}, but # neighbour kept its old order: ${reason} The tree shows the order the server has now.`,
      other: `Moved ${what}, but # neighbours kept their old order: ${reason} The tree shows the order the server has now.`,
    })}`;
  }
  const subject = capitalized(what);
  const refused = t`${plural(failed, { one: '# change was refused', other: '# changes were refused' })}`;
  return t`${plural(movedCount, {
    one: `${subject} did not reach its new place: ${refused}: ${reason} The tree shows the order the server has now.`,
    other: `${subject} did not reach their new places: ${refused}: ${reason} The tree shows the order the server has now.`,
  })}`;
}

/** Says which moves were not sent because someone else moved those items elsewhere, or deleted their folder, since, and where they are now. */
export function overruledMessage(moves: readonly OverruledMove[]): string {
  const intoGone = moves.filter((move) => move.folderGone);
  const placeGone = moves.filter((move) => move.placeGone);
  const elsewhere = moves.filter((move) => !move.folderGone && !move.placeGone);
  return [
    ...(intoGone.length > 0 ? [folderGoneMessage(intoGone)] : []),
    ...(placeGone.length > 0 ? [placeGoneMessage(placeGone)] : []),
    ...(elsewhere.length > 0 ? [movedElsewhereMessage(elsewhere)] : []),
  ].join(' ');
}

function placeGoneMessage(moves: readonly OverruledMove[]): string {
  const [only] = moves;
  if (moves.length === 1 && only) {
    const item = capitalized(only.label);
    const place = only.parentUid ? only.place : t`the top level`;
    const position = only.position;
    return t`${item} was not moved: someone reordered the items around its new place meanwhile. It is shown where it is now: ${place}, position ${position}.`;
  }
  const items = capitalized(namesText(moves.map((move) => move.label)));
  return t`${items} were not moved: someone reordered the items around their new places meanwhile. They are shown where they are now.`;
}

function folderGoneMessage(moves: readonly OverruledMove[]): string {
  const items = capitalized(namesText(moves.map((move) => move.label)));
  return t`${plural(moves.length, {
    one: `${items} was not moved: the folder it was moved to was deleted meanwhile. It is shown where it is now.`,
    other: `${items} were not moved: the folder they were moved to was deleted meanwhile. They are shown where they are now.`,
  })}`;
}

function movedElsewhereMessage(moves: readonly OverruledMove[]): string {
  const [only] = moves;
  if (moves.length === 1 && only) {
    const item = capitalized(only.label);
    const place = only.parentUid ? only.place : t`the top level`;
    return t`${item} was not moved: someone moved it to ${place} meanwhile. It is shown where it is now.`;
  }
  const items = capitalized(namesText(moves.map((move) => move.label)));
  return t`${items} were not moved: someone moved them elsewhere meanwhile. They are shown where they are now.`;
}

/** "Kept saved search “A”: it was moved out of folder “B” meanwhile."; '' when nothing was. */
function keptText(label: string, movedOut: readonly TreeNode[]): string {
  if (movedOut.length === 0) return '';
  const names = namesText(movedOut.map(rowLabel));
  return t`${plural(movedOut.length, {
    one: `Kept ${names}: it was moved out of ${label} meanwhile.`,
    other: `Kept ${names}: they were moved out of ${label} meanwhile.`,
  })}`;
}

const withKept = (message: string, kept: string) => (kept ? `${message} ${kept}` : message);

/** Says what was deleted, and names what the editor had agreed to delete that was moved out meanwhile (kept). */
export function deletedMessage(label: string, deleted: Counts, isFolder: boolean, movedOut: readonly TreeNode[]): string {
  const inside = countsText({ folders: deleted.folders - (isFolder ? 1 : 0), searches: deleted.searches - (isFolder ? 0 : 1) });
  const done = inside ? t`Deleted ${label} and what it held: ${inside}.` : t`Deleted ${label}.`;
  return withKept(done, keptText(label, movedOut));
}

/** Says exactly what was deleted and what is still there. */
export function deleteFailedMessage(label: string, error: unknown): string {
  if (error instanceof ContentsChangedError) {
    const holds = countsText(error.holds);
    return t`Not deleted: ${label} now holds ${holds}, more than you were shown; something was moved into it meanwhile. Nothing was deleted. Delete it again to see what it holds now.`;
  }
  if (!(error instanceof PartialDeleteError)) {
    const reason = describeError(error);
    return t`Could not delete ${label}: ${reason} Nothing was deleted.`;
  }
  const reason = describeError(error.reason);
  const deleted = countsText(error.deleted);
  // A delete finished later names what was moved out of the folder meanwhile when it stops again too, as its success does.
  const kept = keptText(label, error.movedOut);
  if (!deleted) return withKept(t`Could not delete ${label}: ${reason} Nothing was deleted.`, kept);
  // The folder asked for is always deleted last, so it is among what is left. With nothing of the plan left in it, it
  // is not said to be empty: what a colleague moved into it meanwhile is why the server refuses it (the reason says so).
  const leftInside = countsText({ folders: error.left.folders - 1, searches: error.left.searches });
  return withKept(
    leftInside
      ? t`Deleted ${deleted} from ${label}, then the server refused: ${reason} Still there: ${label} with ${leftInside} in it.`
      : t`Deleted ${deleted} from ${label}, then the server refused: ${reason} Still there: ${label}.`,
    kept,
  );
}
