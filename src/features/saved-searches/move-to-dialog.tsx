import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog } from '../../components/dialog';
import type { FolderNode, TreeNode } from './tree';

const ROOT = '';

/** "Move to…": the non-drag way to reparent. A folder cannot be moved into itself or below itself, so those are not offered. */
export function MoveToDialog({
  node,
  options,
  onMove,
  onCancel,
}: {
  node: TreeNode;
  /** The folders it may go into, in tree order (moveDestinations). */
  options: readonly { node: FolderNode; depth: number }[];
  onMove: (parentUid: string | null) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [choice, setChoice] = useState(node.parentUid ?? ROOT);
  const name = node.name;
  const unchanged = choice === (node.parentUid ?? ROOT);

  return (
    <Dialog title={t`Move “${name}” to…`} onClose={onCancel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!unchanged) onMove(choice === ROOT ? null : choice);
        }}
      >
        <fieldset className="move-to-list">
          <legend>
            <Trans>Folder</Trans>
          </legend>
          <label className="move-to-option">
            <input type="radio" name="move-to" value={ROOT} checked={choice === ROOT} onChange={() => setChoice(ROOT)} data-autofocus={choice === ROOT || undefined} />
            <Trans>Top level (no folder)</Trans>
          </label>
          {options.map(({ node: folder, depth }) => (
            <label key={folder.id} className="move-to-option" style={{ paddingLeft: `${(depth + 1) * 1.1}rem` }}>
              <input type="radio" name="move-to" value={folder.uid} checked={choice === folder.uid} onChange={() => setChoice(folder.uid)} data-autofocus={choice === folder.uid || undefined} />
              {folder.name}
              {folder.uid === node.parentUid && <span className="field-help"> {t`(where it is now)`}</span>}
            </label>
          ))}
        </fieldset>
        {node.kind === 'folder' && (
          <p className="field-help">
            <Trans>A folder cannot go into itself or one of its subfolders, so those are not listed.</Trans>
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="button-primary" disabled={unchanged}>
            <Trans>Move here</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
