import { patchListItem } from '../../api/optimistic-list-patch';
import type { TreeLists } from './level-plan';

/** `base` is the name the editor saw when they started typing: a colleague's rename since then is not overwritten unasked. */
export type RenameIntent = { kind: 'rename'; nodeId: string; name: string; base: string | null };

function applyRename(lists: TreeLists, intent: RenameIntent): TreeLists {
  const [kind, uid] = splitId(intent.nodeId);
  const patch = { Uid: uid, Name: intent.name };
  return kind === 'folder' ? { ...lists, folders: patchListItem(lists.folders, patch)! } : { ...lists, searches: patchListItem(lists.searches, patch)! };
}

/** What the editor sees: the lists with every queued rename applied in order. */
export function applyRenames(lists: TreeLists, intents: readonly RenameIntent[]): TreeLists {
  return intents.reduce(applyRename, lists);
}

export function splitId(nodeId: string): ['folder' | 'search', string] {
  const at = nodeId.indexOf(':');
  return [nodeId.slice(0, at) === 'folder' ? 'folder' : 'search', nodeId.slice(at + 1)];
}
