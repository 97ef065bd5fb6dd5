import { formatDateTime } from '../../components/format';

type DraftOfferProps = { savedAt: string; serverChanged: boolean; fromOtherTab: boolean; onRestore: () => void; onDiscard: () => void };

/** A draft left from an earlier visit (a reload, a crash): offered back, never applied silently. */
export function DraftOffer({ savedAt, serverChanged, fromOtherTab, onRestore, onDiscard }: DraftOfferProps) {
  const label = Number.isNaN(new Date(savedAt).getTime()) ? 'earlier' : formatDateTime(savedAt);
  return (
    <div className="draft-offer" role="region" aria-label="Unsaved draft">
      <p>
        <strong>Unsaved draft found.</strong> Changes to this asset type from {label} were kept {fromOtherTab ? 'by another tab of' : 'in'} this browser but never saved.
      </p>
      {serverChanged && <p>The asset type was saved by someone since this draft began: restoring merges the draft with their changes, and asks where both changed the same thing.</p>}
      <div className="page-state-actions">
        <button type="button" className="button-primary" onClick={onRestore}>
          Restore draft
        </button>
        <button type="button" onClick={onDiscard}>
          Discard draft
        </button>
      </div>
    </div>
  );
}
