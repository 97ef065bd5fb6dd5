import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../components/format';

type DraftOfferProps = { savedAt: string; serverChanged: boolean; fromOtherTab: boolean; onRestore: () => void; onDiscard: () => void };

/** A draft left from an earlier visit (a reload, a crash): offered back, never applied silently. */
export function DraftOffer({ savedAt, serverChanged, fromOtherTab, onRestore, onDiscard }: DraftOfferProps) {
  const { t } = useLingui();
  const known = !Number.isNaN(new Date(savedAt).getTime());
  const label = formatDateTime(savedAt);
  return (
    <div className="draft-offer" role="region" aria-label={t`Unsaved draft`}>
      <p>
        <strong>
          <Trans>Unsaved draft found.</Trans>
        </strong>{' '}
        {known && fromOtherTab && <Trans>Changes to this asset type from {label} were kept by another tab of this browser but never saved.</Trans>}
        {known && !fromOtherTab && <Trans>Changes to this asset type from {label} were kept in this browser but never saved.</Trans>}
        {!known && fromOtherTab && <Trans>Changes to this asset type from earlier were kept by another tab of this browser but never saved.</Trans>}
        {!known && !fromOtherTab && <Trans>Changes to this asset type from earlier were kept in this browser but never saved.</Trans>}
      </p>
      {serverChanged && (
        <p>
          <Trans>The asset type was saved by someone since this draft began: restoring merges the draft with their changes, and asks where both changed the same thing.</Trans>
        </p>
      )}
      <div className="page-state-actions">
        <button type="button" className="button-primary" onClick={onRestore}>
          <Trans>Restore draft</Trans>
        </button>
        <button type="button" onClick={onDiscard}>
          <Trans>Discard draft</Trans>
        </button>
      </div>
    </div>
  );
}
