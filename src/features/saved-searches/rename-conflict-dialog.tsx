import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../components/dialog';

export type RenameConflict = { nodeId: string; kind: 'folder' | 'search'; theirs: string | null; mine: string };

/** A colleague renamed the item while the editor was typing: nothing was sent; the editor chooses. */
export function RenameConflictDialog({ conflict, onKeepMine, onTakeTheirs }: { conflict: RenameConflict; onKeepMine: () => void; onTakeTheirs: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      title={conflict.kind === 'folder' ? t`Someone else renamed this folder meanwhile` : t`Someone else renamed this saved search meanwhile`}
      onClose={onTakeTheirs}
      role="alertdialog"
      description={
        <p>
          <Trans>Your name has not been saved. Choose which name to keep.</Trans>
        </p>
      }
    >
      <dl className="rename-conflict">
        <dt>
          <Trans>Their name (on the server now)</Trans>
        </dt>
        <dd>{conflict.theirs || t`(no name)`}</dd>
        <dt>
          <Trans>Your name</Trans>
        </dt>
        <dd>{conflict.mine}</dd>
      </dl>
      <div className="dialog-actions">
        <button type="button" onClick={onTakeTheirs} data-autofocus>
          <Trans>Take theirs</Trans>
        </button>
        <button type="button" className="button-primary" onClick={onKeepMine}>
          <Trans>Keep mine</Trans>
        </button>
      </div>
    </Dialog>
  );
}
