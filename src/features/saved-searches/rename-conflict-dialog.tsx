import { Dialog } from '../../components/dialog';

export type RenameConflict = { nodeId: string; what: string; theirs: string | null; mine: string };

/** A colleague renamed the item while the editor was typing: nothing was sent; the editor chooses. */
export function RenameConflictDialog({ conflict, onKeepMine, onTakeTheirs }: { conflict: RenameConflict; onKeepMine: () => void; onTakeTheirs: () => void }) {
  return (
    <Dialog title={`Someone else renamed this ${conflict.what} meanwhile`} onClose={onTakeTheirs} role="alertdialog" description={<p>Your name has not been saved. Choose which name to keep.</p>}>
      <dl className="rename-conflict">
        <dt>Their name (on the server now)</dt>
        <dd>{conflict.theirs || '(no name)'}</dd>
        <dt>Your name</dt>
        <dd>{conflict.mine}</dd>
      </dl>
      <div className="dialog-actions">
        <button type="button" onClick={onTakeTheirs} data-autofocus>
          Take theirs
        </button>
        <button type="button" className="button-primary" onClick={onKeepMine}>
          Keep mine
        </button>
      </div>
    </Dialog>
  );
}
