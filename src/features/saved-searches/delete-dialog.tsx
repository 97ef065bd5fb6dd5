import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../components/dialog';
import type { FolderContents, TreeNode } from './tree';

/** Names what is deleted, and for a folder that holds things, says what goes with it. */
export function DeleteDialog({
  node,
  contents,
  onConfirm,
  onCancel,
}: {
  node: TreeNode;
  /** What a folder holds, at any depth (folderContents); null for a search. */
  contents: FolderContents | null;
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const name = node.name;
  if (node.kind === 'search') {
    return (
      <ConfirmDialog
        title={t`Delete saved search “${name}”?`}
        message={
          <p>
            <Trans>Widgets that show this saved search will have nothing to show. This cannot be undone.</Trans>
          </p>
        }
        confirmLabel={t`Delete saved search`}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    );
  }
  const { folders, searches } = contents!;
  const empty = folders === 0 && searches === 0;
  const holds =
    folders > 0 && searches > 0
      ? t`“${name}” holds ${plural(folders, { one: '# folder', other: '# folders' })} and ${plural(searches, { one: '# saved search', other: '# saved searches' })}`
      : folders > 0
        ? t`“${name}” holds ${plural(folders, { one: '# folder', other: '# folders' })}`
        : t`“${name}” holds ${plural(searches, { one: '# saved search', other: '# saved searches' })}`;
  return (
    <ConfirmDialog
      title={t`Delete folder “${name}”?`}
      message={
        empty ? (
          <p>
            <Trans>The folder is empty. This cannot be undone.</Trans>
          </p>
        ) : (
          <p>
            <Trans>
              <strong>{holds}</strong> (counting everything in its subfolders). Deleting the folder deletes all of them first. This cannot be undone.
            </Trans>
          </p>
        )
      }
      confirmLabel={empty ? t`Delete folder` : t`Delete folder and contents`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
