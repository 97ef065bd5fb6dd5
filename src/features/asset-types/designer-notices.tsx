import { useState } from 'react';
import type { AssetType } from '../../api/asset-types';
import { deepEqual } from '../../api/three-way-merge';
import { ChangesReview } from '../../components/changes-review';
import { ConflictPanel, type ConflictChoices } from '../../components/conflict-panel';
import { conflictRow, describeLayoutChanges, type NameOf } from './layout-changes';
import type { PendingConflict } from './use-designer-save';

/** A colleague saved this asset type since it was opened: said quietly, with what changed on request. Nothing on screen is replaced. */
export function ServerChangedNotice({ base, server, nameOf }: { base: AssetType; server: AssetType; nameOf: NameOf }) {
  const [open, setOpen] = useState(false);
  const changed = !deepEqual(base, server);
  return (
    <div className="designer-notice" role="status">
      {changed && (
        <>
          <p>
            Someone saved this asset type since you opened it. Your layout is unchanged; saving merges their changes with yours.{' '}
            <button type="button" className="button-link" aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? 'Hide changes' : 'Show changes'}
            </button>
          </p>
          {open && <ChangesReview caption="Changed on the server" beforeLabel="When you opened it" afterLabel="Now" changes={describeLayoutChanges(base, server, nameOf)} labelOf={(path) => path} />}
        </>
      )}
    </div>
  );
}

/** What a save would send, before anything is sent. */
export function ReviewChanges({ base, doc, nameOf, onClose }: { base: AssetType; doc: AssetType; nameOf: NameOf; onClose: () => void }) {
  return (
    <section className="designer-review" aria-label="Review changes">
      <ChangesReview caption="What saving will change" beforeLabel="Saved" afterLabel="Yours" changes={describeLayoutChanges(base, doc, nameOf)} labelOf={(path) => path} />
      <button type="button" onClick={onClose}>
        Close review
      </button>
    </section>
  );
}

/** The clashes of a save or a draft restore, named by item, settled per item. */
export function LayoutConflictPanel({ conflict, nameOf, pending, onResolve, onCancel }: { conflict: PendingConflict; nameOf: NameOf; pending: boolean; onResolve: (choices: ConflictChoices) => void; onCancel: () => void }) {
  const rows = conflict.conflicts.map((item) => conflictRow(item, conflict.base, conflict.theirs, conflict.mine, nameOf));
  const labels = new Map(rows.map((row) => [row.path, row.label]));
  return <ConflictPanel conflicts={rows} labelOf={(path) => labels.get(path) ?? path} pending={pending} onResolve={onResolve} onCancel={onCancel} />;
}

/** The asset type is gone from the server: nothing was saved, and it is never created again without asking. */
export function DeletedOnServer({ pending, onRecreate, onDismiss }: { pending: boolean; onRecreate: () => void; onDismiss: () => void }) {
  return (
    <div className="form-error" role="alert">
      <p>
        <strong>This asset type was deleted on the server since you opened it.</strong> Nothing was saved; your layout is still here.
      </p>
      <div className="page-state-actions">
        <button type="button" className="button-primary" disabled={pending} onClick={onRecreate}>
          Create it again from what is on screen
        </button>
        <button type="button" onClick={onDismiss}>
          Not now
        </button>
      </div>
    </div>
  );
}
