import { useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { describeError } from '../../api/api-error';
import { useDeleteSavedSearchItems, useMoveSavedSearchItems, usePatchSavedSearch } from '../../api/saved-searches';
import { useCreateSavedSearchFolder, usePatchSavedSearchFolder } from '../../api/saved-search-folders';
import { useToast } from '../../components/toast';
import { useConnection } from '../../components/use-connection';
import { DeleteDialog } from './delete-dialog';
import { keyboardMoveTarget, planMove, type KeyboardMove, type MoveTarget } from './moves';
import { MoveToDialog } from './move-to-dialog';
import { NewFolderDialog, type NewFolderValues } from './new-folder-dialog';
import { SearchTree } from './search-tree';
import { deletionPlan, folderId, folderPath, searchId, visibleRows, type Tree, type TreeNode } from './tree';
import { rowLabel } from './tree-row';
import { useTreeExpansion } from './use-tree-expansion';

type Dialog = { kind: 'new-folder' } | { kind: 'delete'; node: TreeNode } | { kind: 'move'; node: TreeNode } | null;

/** The tree with its toolbar, dialogs and the mutations behind them. */
export function FolderTreePanel({ tree, selectedSearchUid }: { tree: Tree; selectedSearchUid: string | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { currentUserUid } = useConnection();
  const keysId = useId();
  const selectedId = selectedSearchUid ? searchId(selectedSearchUid) : null;
  const expansion = useTreeExpansion(tree, selectedId);
  const [activeId, setActiveId] = useState<string | null>(selectedId);
  const [focusRequest, setFocusRequest] = useState(0);
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [announcement, setAnnouncement] = useState('');
  const createFolder = useCreateSavedSearchFolder();
  const patchFolder = usePatchSavedSearchFolder();
  const patchSearch = usePatchSavedSearch();
  const moveItems = useMoveSavedSearchItems();
  const deleteItems = useDeleteSavedSearchItems();

  const rows = useMemo(() => visibleRows(tree, expansion.expanded), [tree, expansion.expanded]);
  const active = activeId ? tree.byId.get(activeId) : undefined;
  // New things go into the active folder, or the folder of the active search.
  const contextFolderUid = active ? (active.kind === 'folder' ? active.uid : active.parentUid) : null;

  const focus = (id: string) => {
    setActiveId(id);
    setFocusRequest((n) => n + 1);
  };

  function move(node: TreeNode, target: MoveTarget, viaKeyboard: boolean) {
    const plan = planMove(tree, node, target);
    if (!plan) {
      if (viaKeyboard) setAnnouncement(`${rowLabel(node)} cannot move that way.`);
      return;
    }
    expansion.reveal(target.parentUid);
    if (viaKeyboard) focus(node.id);
    const where = folderPath(tree, target.parentUid);
    setAnnouncement(`Moved ${rowLabel(node)} to ${where}, position ${plan.target.index + 1}.`);
    moveItems.mutate(plan, {
      onError: (error) => {
        setAnnouncement('');
        toast.show(`Could not move ${rowLabel(node)}: ${describeError(error)} It is back where it was.`, 'error');
      },
    });
  }

  async function createNewFolder(values: NewFolderValues) {
    const parent = contextFolderUid ? tree.byId.get(folderId(contextFolderUid)) : undefined;
    const siblings = parent?.kind === 'folder' ? parent.folders : tree.folders;
    const uid = crypto.randomUUID();
    await createFolder.mutateAsync({
      Uid: uid,
      ParentUid: contextFolderUid,
      Name: values.Name,
      SortOrder: siblings.reduce((max, sibling) => Math.max(max, sibling.folder.SortOrder ?? 0), 0) + 1,
      OwnerUserUid: values.Private ? currentUserUid : null,
    });
    setDialog(null);
    expansion.reveal(contextFolderUid);
    focus(folderId(uid));
    toast.show(`Folder “${values.Name}” created.`);
  }

  function rename(node: TreeNode, name: string) {
    setRenamingId(null);
    focus(node.id);
    const onError = (error: unknown) => toast.show(`Could not rename ${rowLabel(node)}: ${describeError(error)}`, 'error');
    const onSuccess = () => toast.show(`Renamed to “${name}”.`);
    if (node.kind === 'folder') patchFolder.mutate({ Uid: node.uid, Name: name }, { onError, onSuccess });
    else patchSearch.mutate({ Uid: node.uid, Name: name }, { onError, onSuccess });
  }

  function confirmDelete(node: TreeNode) {
    const plan = node.kind === 'folder' ? deletionPlan(node) : { searchUids: [node.uid], folderUids: [] };
    deleteItems.mutate(plan, {
      onSuccess: () => {
        setDialog(null);
        toast.show(`Deleted ${rowLabel(node)}.`);
        if (selectedSearchUid && plan.searchUids.includes(selectedSearchUid)) navigate('/saved-searches');
        const index = rows.findIndex((row) => row.node.id === node.id);
        const next = rows.slice(0, index).reverse().find((row) => row.level <= (rows[index]?.level ?? 1));
        if (next) focus(next.node.id);
      },
      onError: (error) => {
        setDialog(null);
        toast.show(`Could not delete ${rowLabel(node)}: ${describeError(error)}`, 'error');
      },
    });
  }

  return (
    <section className="tree-panel" aria-labelledby={`${keysId}-heading`}>
      <h2 id={`${keysId}-heading`} className="visually-hidden">
        Folders
      </h2>
      <div className="tree-toolbar" role="toolbar" aria-label="Folder actions">
        <button type="button" onClick={() => setDialog({ kind: 'new-folder' })}>
          New folder
        </button>
        <Link className="button" to={contextFolderUid ? `/saved-searches/new?folder=${contextFolderUid}` : '/saved-searches/new'}>
          New saved search
        </Link>
        <button type="button" disabled={!active} onClick={() => active && setRenamingId(active.id)}>
          Rename
        </button>
        <button type="button" disabled={!active} onClick={() => active && setDialog({ kind: 'move', node: active })}>
          Move to…
        </button>
        <button type="button" disabled={!active} onClick={() => active && setDialog({ kind: 'delete', node: active })}>
          Delete
        </button>
      </div>
      <p className="tree-context">{active ? <>Selected: {rowLabel(active)}. New items go into {folderPath(tree, contextFolderUid)}.</> : 'New items go into the top level.'}</p>
      {rows.length === 0 ? (
        <p className="page-state page-state-empty">No folders or saved searches yet. Start with “New folder” or “New saved search”.</p>
      ) : (
        <SearchTree
          tree={tree}
          rows={rows}
          activeId={activeId}
          selectedId={selectedId}
          renamingId={renamingId}
          focusRequest={focusRequest}
          describedBy={`${keysId}-keys`}
          onActiveChange={(id, withFocus) => (withFocus ? focus(id) : setActiveId(id))}
          onSetExpanded={expansion.setExpanded}
          onActivate={(node) => (node.kind === 'folder' ? expansion.toggle(node.id) : navigate(`/saved-searches/${node.uid}`))}
          onRequestRename={(node) => setRenamingId(node.id)}
          onRename={rename}
          onRenameCancel={() => {
            if (renamingId) focus(renamingId);
            setRenamingId(null);
          }}
          onRequestDelete={(node) => setDialog({ kind: 'delete', node })}
          onMove={(node, target) => move(node, target, false)}
          onKeyboardMove={(node, how: KeyboardMove) => {
            const target = keyboardMoveTarget(tree, node, how);
            if (target) move(node, target, true);
            else setAnnouncement(`${rowLabel(node)} cannot move that way.`);
          }}
        />
      )}
      <p id={`${keysId}-keys`} className="tree-keys">
        Arrow keys move through the tree, Enter opens. To move the selected item: drag it, use Move to…, or hold Ctrl and press ↑/↓ (up or down),
        → (into the folder above) or ← (out of its folder). F2 renames, Delete deletes.
      </p>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      {dialog?.kind === 'new-folder' && <NewFolderDialog parentLabel={contextFolderUid ? `“${folderPath(tree, contextFolderUid)}”` : 'the top level'} onSubmit={createNewFolder} onCancel={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeleteDialog node={dialog.node} pending={deleteItems.isPending} onConfirm={() => confirmDelete(dialog.node)} onCancel={() => setDialog(null)} />}
      {dialog?.kind === 'move' && (
        <MoveToDialog
          tree={tree}
          node={dialog.node}
          onCancel={() => setDialog(null)}
          onMove={(parentUid) => {
            setDialog(null);
            move(dialog.node, { parentUid, index: Number.MAX_SAFE_INTEGER }, true);
          }}
        />
      )}
    </section>
  );
}
