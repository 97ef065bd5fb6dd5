import { ConfirmDialog } from '../../components/dialog';
import { folderContents, type TreeNode } from './tree';

function count(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** Names what is deleted, and for a folder that holds things, says what goes with it. */
export function DeleteDialog({ node, onConfirm, onCancel }: { node: TreeNode; onConfirm: () => Promise<unknown>; onCancel: () => void }) {
  if (node.kind === 'search') {
    return (
      <ConfirmDialog
        title={`Delete saved search “${node.name}”?`}
        message={<p>Widgets that show this saved search will have nothing to show. This cannot be undone.</p>}
        confirmLabel="Delete saved search"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    );
  }
  const contents = folderContents(node);
  const empty = contents.folders === 0 && contents.searches === 0;
  const parts = [contents.folders > 0 && count(contents.folders, 'folder', 'folders'), contents.searches > 0 && count(contents.searches, 'saved search', 'saved searches')].filter(Boolean);
  return (
    <ConfirmDialog
      title={`Delete folder “${node.name}”?`}
      message={
        empty ? (
          <p>The folder is empty. This cannot be undone.</p>
        ) : (
          <p>
            <strong>
              “{node.name}” holds {parts.join(' and ')}
            </strong>{' '}
            (counting everything in its subfolders). Deleting the folder deletes all of them first. This cannot be undone.
          </p>
        )
      }
      confirmLabel={empty ? 'Delete folder' : 'Delete folder and contents'}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
