import { describeError } from '../../api/api-error';
import { MovePlanError } from './run-move-plan';
import { PartialDeleteError, type Counts } from './tree-changes';

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** "1 folder and 4 saved searches"; '' for nothing. */
function countsText({ folders, searches }: Counts): string {
  return [folders > 0 && plural(folders, 'folder', 'folders'), searches > 0 && plural(searches, 'saved search', 'saved searches')].filter(Boolean).join(' and ');
}

/** "saved search “A”", "folder “B” and saved search “A”", "3 items". */
function namesText(labels: readonly string[]): string {
  if (labels.length === 0) return 'the items';
  if (labels.length <= 2) return labels.join(' and ');
  return `${labels.length} items`;
}

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Says what the server has after moves failed: the tree shows exactly that. */
export function moveFailedMessage(error: unknown): string {
  if (!(error instanceof MovePlanError)) return `Could not move the items: ${describeError(error)}`;
  const what = namesText(error.moved);
  const one = error.moved.length <= 1;
  const reason = describeError(error.reason);
  if (error.accepted === 0) return `Could not move ${what}: ${reason} ${one ? 'It is back where it was' : 'They are back where they were'}.`;
  if (error.arrived) {
    const kept = `${plural(error.failed, 'neighbour', 'neighbours')} kept ${error.failed === 1 ? 'its' : 'their'} old order`;
    return `Moved ${what}, but ${kept}: ${reason} The tree shows the order the server has now.`;
  }
  const refused = `${plural(error.failed, 'change was', 'changes were')} refused`;
  return `${capitalized(what)} did not reach ${one ? 'its new place' : 'their new places'}: ${refused}: ${reason} The tree shows the order the server has now.`;
}

export function deletedMessage(label: string, deleted: Counts, isFolder: boolean): string {
  const inside = countsText({ folders: deleted.folders - (isFolder ? 1 : 0), searches: deleted.searches - (isFolder ? 0 : 1) });
  return inside ? `Deleted ${label} and what it held: ${inside}.` : `Deleted ${label}.`;
}

/** Says exactly what was deleted and what is still there. */
export function deleteFailedMessage(label: string, error: unknown): string {
  if (!(error instanceof PartialDeleteError)) return `Could not delete ${label}: ${describeError(error)} Nothing was deleted.`;
  const reason = describeError(error.reason);
  const deleted = countsText(error.deleted);
  if (!deleted) return `Could not delete ${label}: ${reason} Nothing was deleted.`;
  // The folder asked for is always deleted last, so it is among what is left.
  const leftInside = countsText({ folders: error.left.folders - 1, searches: error.left.searches });
  return `Deleted ${deleted} from ${label}, then the server refused: ${reason} Still there: ${label}${leftInside ? ` with ${leftInside} in it` : ', now empty'}.`;
}
