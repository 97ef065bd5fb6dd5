import { Trans, useLingui } from '@lingui/react/macro';

/** What an editor typed into a form earlier and did not get saved (a refused save, a reload in the middle), offered back. */
export function KeptInputOffer({ onRestore, onDiscard }: { onRestore: () => void; onDiscard: () => void }) {
  const { t } = useLingui();
  return (
    <div className="draft-offer" role="region" aria-label={t`Unsaved input`}>
      <p>
        <Trans>
          <strong>What you typed here earlier was not saved.</strong> It was kept on this device.
        </Trans>
      </p>
      <div className="page-state-actions">
        <button type="button" className="button-primary" onClick={onRestore}>
          <Trans>Restore what you typed</Trans>
        </button>
        <button type="button" onClick={onDiscard}>
          <Trans>Discard it</Trans>
        </button>
      </div>
    </div>
  );
}
