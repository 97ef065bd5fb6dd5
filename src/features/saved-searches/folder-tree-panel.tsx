import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCreateUid } from '../../api/outbox-create';
import type { SavedSearch } from '../../api/saved-searches';
import type { SavedSearchFolder } from '../../api/saved-search-folders';
import { LoadBoundary, useLazyPart } from '../../components/load-boundary';
import { useToast } from '../../components/toast';
import { useConnection } from '../../components/use-connection';
import {
  loadDeleteDialog,
  loadMoveToDialog,
  loadNewFolderDialog,
  loadRenameConflictDialog,
  pickDeleteDialog,
  pickMoveToDialog,
  pickNewFolderDialog,
  pickRenameConflictDialog,
  preloadTreeParts,
} from './lazy-parts';
import { keyboardMoveTarget, moveDestinations, planMove, type KeyboardMove, type MoveTarget } from './moves';
import type { NewFolderValues } from './new-folder-dialog';
import type { RenameConflict } from './rename-conflict-dialog';
import { SearchTree } from './search-tree';
import { folderContents, folderId, folderPath, searchId, visibleRows, type FolderNode, type Tree, type TreeNode } from './tree';
import { deleteStepId, stepsToDelete } from './tree-changes';
import { addMove } from './tree-plans';
import { nameOf, rowLabel, type RenameState } from './tree-row';
import { UnsentTreePlans } from './unsent-tree-plans';
import { useTreePlanRuns } from './use-tree-plan-runs';
import { useUnsavedTreeChanges } from './use-tree-changes';
import { useTreeExpansion } from './use-tree-expansion';

/** A folder with every folder and search inside it, as an export file. */
function exportFolder(node: FolderNode) {
  const folders: SavedSearchFolder[] = [];
  const searches: SavedSearch[] = [];
  const collect = (folder: FolderNode) => {
    folders.push(folder.folder);
    searches.push(...folder.searches.map((search) => search.search));
    folder.folders.forEach(collect);
  };
  collect(node);
  const name = node.name;
  // The export file's schemas load when a folder is exported, not with the page.
  void import('../../components/download-bundle').then(({ downloadBundle }) =>
    downloadBundle(t({ message: `folder ${name}`, comment: 'The start of an export file\'s name: "folder-spring-2026-11-24.json"' }), { savedSearchFolders: folders, savedSearches: searches }),
  );
}

type Dialog = { kind: 'new-folder' } | { kind: 'delete'; node: TreeNode } | { kind: 'move'; node: TreeNode } | { kind: 'rename-conflict'; conflict: RenameConflict } | null;

/** The tree with its toolbar, dialogs and the changes behind them. */
export function FolderTreePanel({ tree, selectedSearchUid }: { tree: Tree; selectedSearchUid: string | null }) {
  const { t } = useLingui();
  const [NewFolderDialog, retryNewFolder] = useLazyPart(loadNewFolderDialog, pickNewFolderDialog);
  const [DeleteDialog, retryDelete] = useLazyPart(loadDeleteDialog, pickDeleteDialog);
  const [RenameConflictDialog, retryRenameConflict] = useLazyPart(loadRenameConflictDialog, pickRenameConflictDialog);
  const [MoveToDialog, retryMoveTo] = useLazyPart(loadMoveToDialog, pickMoveToDialog);
  const navigate = useNavigate();
  const toast = useToast();
  const { currentUserUid } = useConnection();
  // Outlives the dialog: a try after one whose answer did not come sends its uid (New folder opened anew forgets it).
  const createUid = useCreateUid();
  const keysId = useId();
  const selectedId = selectedSearchUid ? searchId(selectedSearchUid) : null;
  const expansion = useTreeExpansion(tree, selectedId);
  const [activeId, setActiveId] = useState<string | null>(selectedId);
  // A search opened from outside the tree (just created, a link) becomes the active row, as a click would make it.
  const [followedId, setFollowedId] = useState(selectedId);
  if (followedId !== selectedId) {
    setFollowedId(selectedId);
    if (selectedId) setActiveId(selectedId);
  }
  const [focusRequest, setFocusRequest] = useState(0);
  const [renaming, setRenaming] = useState<RenameState | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [announcement, setAnnouncement] = useState('');
  const {
    changes,
    sendMoves,
    rename: sendRename,
    deleteNode,
    retry,
    offered,
    discard,
  } = useTreePlanRuns({
    onConflict: (conflict) => setDialog({ kind: 'rename-conflict', conflict }),
    // The field reopens with what was typed and why it was not saved (announced there, so no toast as well).
    onRefused: (intent, reason) => {
      expansion.reveal(tree.byId.get(intent.nodeId)?.parentUid ?? null);
      setRenaming((current) => ({ id: intent.nodeId, base: intent.base ?? '', attempt: (current?.attempt ?? 0) + 1, draft: intent.name, failure: t`Not renamed: ${reason}` }));
    },
    // Said in a toast; the folders they are in now open, so the tree shows where they are. The "Moved …" said when the
    // move was made is taken back.
    onMovesOverruled: (moves) => {
      setAnnouncement('');
      moves.forEach((moved) => expansion.reveal(moved.parentUid));
    },
  });
  const unsaved = useUnsavedTreeChanges();

  const rows = useMemo(() => visibleRows(tree, expansion.expanded), [tree, expansion.expanded]);
  // The delete dialog says what the folder held when it opened, and only that is deleted: a count changing under the
  // editor's pointer would be confirmed unread. Something moved in meanwhile stops the delete (runDelete).
  const deleting = dialog?.kind === 'delete' ? dialog.node : null;
  const active = activeId ? tree.byId.get(activeId) : undefined;
  // New things go into the active folder, or the folder of the active search.
  const contextFolderUid = active ? (active.kind === 'folder' ? active.uid : active.parentUid) : null;
  const activeLabel = active ? rowLabel(active) : '';
  const contextPath = folderPath(tree, contextFolderUid);

  const focus = (id: string) => {
    setActiveId(id);
    setFocusRequest((n) => n + 1);
  };

  function startRename(node: TreeNode) {
    setRenaming((current) => ({ id: node.id, base: nameOf(node), attempt: (current?.attempt ?? 0) + 1 }));
  }

  function move(node: TreeNode, target: MoveTarget, viaKeyboard: boolean) {
    const plan = planMove(tree, node, target);
    const item = rowLabel(node);
    if (!plan) {
      if (viaKeyboard) setAnnouncement(t`${item} cannot move that way.`);
      return;
    }
    expansion.reveal(target.parentUid);
    if (viaKeyboard) focus(node.id);
    const place = folderPath(tree, target.parentUid);
    const position = plan.target.index + 1;
    setAnnouncement(t`Moved ${item} to ${place}, position ${position}.`);
    // In the outbox before anything is sent: the tree shows it at once, a reload resumes it.
    addMove(plan.steps);
    sendMoves();
  }

  async function createNewFolder(values: NewFolderValues) {
    const { uid, sentBefore } = createUid.next();
    try {
      await changes.createFolder.mutateAsync({ uid, parentUid: contextFolderUid, name: values.Name, ownerUserUid: values.Private ? currentUserUid : null, sentBefore });
    } catch (error) {
      createUid.failed(uid, error);
      throw error;
    }
    createUid.forget();
    setDialog(null);
    expansion.reveal(contextFolderUid);
    focus(folderId(uid));
    const name = values.Name;
    toast.show(t`Folder “${name}” created.`);
  }

  function rename(node: TreeNode, name: string) {
    if (!renaming) return;
    const { base } = renaming;
    setRenaming(null);
    focus(node.id);
    sendRename({ kind: 'rename', nodeId: node.id, name, base }, rowLabel(node));
  }

  async function confirmDelete(node: TreeNode, confirmed: readonly string[]) {
    const label = rowLabel(node);
    const index = rows.findIndex((row) => row.node.id === node.id);
    const next = rows
      .slice(0, index)
      .reverse()
      .find((row) => row.level <= (rows[index]?.level ?? 1));
    const wasOpen = (uid: string | null) => uid !== null && (node.kind === 'search' ? node.uid === uid : isInside(tree, node.uid, uid));
    if (await deleteNode(node.id, label, confirmed)) {
      if (wasOpen(selectedSearchUid)) navigate('/saved-searches');
      if (next) focus(next.node.id);
    }
    setDialog(null);
  }

  function resolveConflict(conflict: RenameConflict, keep: 'mine' | 'theirs') {
    setDialog(null);
    const node = tree.byId.get(conflict.nodeId);
    if (node) focus(node.id);
    if (keep === 'mine') sendRename({ kind: 'rename', nodeId: conflict.nodeId, name: conflict.mine, base: conflict.theirs }, node ? rowLabel(node) : conflict.mine);
  }

  return (
    <section className="tree-panel" aria-labelledby={`${keysId}-heading`} onPointerEnter={preloadTreeParts} onFocus={preloadTreeParts}>
      <h2 id={`${keysId}-heading`} className="visually-hidden">
        <Trans>Folders</Trans>
      </h2>
      <div className="tree-toolbar" role="toolbar" aria-label={t`Folder actions`}>
        <button
          type="button"
          onClick={() => {
            createUid.forget();
            setDialog({ kind: 'new-folder' });
          }}
        >
          <Trans>New folder</Trans>
        </button>
        <Link className="button" to={contextFolderUid ? `/saved-searches/new?folder=${contextFolderUid}` : '/saved-searches/new'}>
          <Trans>New saved search</Trans>
        </Link>
        <button type="button" disabled={!active} onClick={() => active && startRename(active)}>
          <Trans>Rename</Trans>
        </button>
        <button type="button" disabled={!active} onClick={() => active && setDialog({ kind: 'move', node: active })}>
          <Trans>Move to…</Trans>
        </button>
        <button type="button" disabled={!active} onClick={() => active && setDialog({ kind: 'delete', node: active })}>
          <Trans>Delete</Trans>
        </button>
        <button type="button" disabled={active?.kind !== 'folder'} onClick={() => active?.kind === 'folder' && exportFolder(active)} title={t`A file “Import” on another environment reads`}>
          <Trans>Export folder</Trans>
        </button>
      </div>
      <p className="tree-context">
        {active ? (
          <Trans>
            Selected: {activeLabel}. New items go into {contextPath}.
          </Trans>
        ) : (
          <Trans>New items go into the top level.</Trans>
        )}
      </p>
      <p className="tree-saving">{unsaved > 0 ? t`${plural(unsaved, { one: 'Saving # change…', other: 'Saving # changes…' })}` : ''}</p>
      {offered.length > 0 && <UnsentTreePlans tree={tree} plans={offered} onRetry={retry} onDiscard={discard} />}
      {rows.length === 0 ? (
        <p className="page-state page-state-empty">
          <Trans>No folders or saved searches yet. Start with “New folder” or “New saved search”.</Trans>
        </p>
      ) : (
        <SearchTree
          tree={tree}
          rows={rows}
          activeId={activeId}
          selectedId={selectedId}
          renaming={renaming}
          focusRequest={focusRequest}
          describedBy={`${keysId}-keys`}
          onActiveChange={(id, withFocus) => (withFocus ? focus(id) : setActiveId(id))}
          onSetExpanded={expansion.setExpanded}
          onActivate={(node) => (node.kind === 'folder' ? expansion.toggle(node.id) : navigate(`/saved-searches/${node.uid}`))}
          onRequestRename={startRename}
          onRename={rename}
          onRenameCancel={() => {
            if (renaming) focus(renaming.id);
            setRenaming(null);
          }}
          onRequestDelete={(node) => setDialog({ kind: 'delete', node })}
          onMove={(node, target) => move(node, target, false)}
          onKeyboardMove={(node, how: KeyboardMove) => {
            const target = keyboardMoveTarget(tree, node, how);
            if (target) move(node, target, true);
            else {
              const item = rowLabel(node);
              setAnnouncement(t`${item} cannot move that way.`);
            }
          }}
        />
      )}
      <p id={`${keysId}-keys`} className="tree-keys">
        <Trans>
          Arrow keys move through the tree, Enter opens. To move the selected item: drag it, use Move to…, or hold Ctrl and press ↑/↓ (up or down), → (into the folder above) or ← (out of its folder).
          F2 renames, Delete deletes.
        </Trans>
      </p>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      {dialog?.kind === 'new-folder' && (
        <LoadBoundary what={t`the new folder form`} onRetry={retryNewFolder} onClose={() => setDialog(null)}>
          <NewFolderDialog parentPath={contextFolderUid ? contextPath : null} onSubmit={createNewFolder} onCancel={() => setDialog(null)} />
        </LoadBoundary>
      )}
      {dialog?.kind === 'delete' && deleting && (
        <LoadBoundary what={t`the delete dialog`} onRetry={retryDelete} onClose={() => setDialog(null)}>
          <DeleteDialog
            node={deleting}
            contents={deleting.kind === 'folder' ? folderContents(deleting) : null}
            onConfirm={() => confirmDelete(deleting, deleteStepIds(deleting))}
            onCancel={() => setDialog(null)}
          />
        </LoadBoundary>
      )}
      {dialog?.kind === 'rename-conflict' && (
        <LoadBoundary what={t`the rename dialog`} onRetry={retryRenameConflict}>
          <RenameConflictDialog conflict={dialog.conflict} onKeepMine={() => resolveConflict(dialog.conflict, 'mine')} onTakeTheirs={() => resolveConflict(dialog.conflict, 'theirs')} />
        </LoadBoundary>
      )}
      {dialog?.kind === 'move' && (
        <LoadBoundary what={t`the move dialog`} onRetry={retryMoveTo} onClose={() => setDialog(null)}>
          <MoveToDialog
            node={dialog.node}
            options={moveDestinations(tree, dialog.node)}
            onCancel={() => setDialog(null)}
            onMove={(parentUid) => {
              setDialog(null);
              move(dialog.node, { parentUid, index: Number.MAX_SAFE_INTEGER }, true);
            }}
          />
        </LoadBoundary>
      )}
    </section>
  );
}

/** Whether the search `searchUid` sits in `folderUid` at any depth. */
function isInside(tree: Tree, folderUid: string, searchUid: string): boolean {
  let current = tree.byId.get(searchId(searchUid))?.parentUid ?? null;
  while (current) {
    if (current === folderUid) return true;
    current = tree.byId.get(folderId(current))?.parentUid ?? null;
  }
  return false;
}

/** What deleting `node` deletes as the dialog showed it, as the delete's steps are named: what the editor confirms. */
const deleteStepIds = (node: TreeNode): string[] => stepsToDelete(node).map(deleteStepId);
