import { describeError } from '../../api/api-error';
import { PartialDeleteError, PartialMoveError, type Counts } from './tree-changes';

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** "1 folder and 4 saved searches"; '' for nothing. */
function countsText({ folders, searches }: Counts): string {
  return [folders > 0 && plural(folders, 'folder', 'folders'), searches > 0 && plural(searches, 'saved search', 'saved searches')].filter(Boolean).join(' and ');
}

/** Says what the server has after a move failed: the tree shows exactly that. */
export function moveFailedMessage(label: string, error: unknown): string {
  if (error instanceof PartialMoveError) {
    const neighbours = plural(error.failed, 'neighbour', 'neighbours');
    const kept = `${neighbours} kept ${error.failed === 1 ? 'its' : 'their'} old order`;
    const what = error.arrived ? `Moved ${label}, but ${kept}` : `${label.charAt(0).toUpperCase()}${label.slice(1)} did not reach its new place: ${kept}`;
    return `${what}: ${describeError(error.reason)} The tree shows the order the server has now.`;
  }
  return `Could not move ${label}: ${describeError(error)} It is back where it was.`;
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
