import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';

type KeptInputOfferProps = {
  onRestore: () => void;
  onDiscard: () => void;
  /** Offered away from its form: what it was, and what restoring it does. */
  message?: ReactNode;
  restoreLabel?: string;
};

/** What an editor typed into a form earlier and did not get saved (a refused save, a reload in the middle), offered back. */
export function KeptInputOffer({ onRestore, onDiscard, message, restoreLabel }: KeptInputOfferProps) {
  const { t } = useLingui();
  // Answered, the offer goes with the button that had the focus. In a dialog the focus would fall to the page under it (a
  // screen reader leaves the dialog): it moves to the field the dialog focuses when it opens, where the restored input now is.
  const answer = (act: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    const dialog = event.currentTarget.closest('[role="dialog"]');
    act();
    const field = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled])');
    field?.focus();
  };
  return (
    <div className="draft-offer" role="region" aria-label={t`Unsaved input`}>
      <p>
        {message ?? (
          <Trans>
            <strong>What you typed here earlier was not saved.</strong> It was kept on this device.
          </Trans>
        )}
      </p>
      <div className="page-state-actions">
        <button type="button" className="button-primary" onClick={answer(onRestore)}>
          {restoreLabel ?? <Trans>Restore what you typed</Trans>}
        </button>
        <button type="button" onClick={answer(onDiscard)}>
          <Trans>Discard it</Trans>
        </button>
      </div>
    </div>
  );
}
