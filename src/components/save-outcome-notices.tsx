import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

type DeletedNoticeProps = {
  what: string;
  pending: boolean;
  onCreateAgain: () => void;
  onDismiss?: () => void;
  /** A language comes back as added (the server gives it a new id), the rest as created. */
  again?: 'Create' | 'Add';
  /** The API cannot delete some records (languages): they are only "no longer on the server". */
  gone?: string;
};

/** The record was deleted on the server since it was opened: nothing was sent; re-created only on the editor's word. */
export function DeletedNotice({ what, pending, onCreateAgain, onDismiss, again, gone }: DeletedNoticeProps) {
  const { t } = useLingui();
  return (
    <div className="form-error" role="alert">
      <p>
        <strong>{gone ?? t`This ${what} was deleted on the server since you opened it.`}</strong> <Trans>Nothing was saved; what you changed is still here.</Trans>
      </p>
      <div className="page-state-actions">
        <button type="button" className="button-primary" disabled={pending} onClick={onCreateAgain}>
          {pending ? t`Working…` : again === 'Add' ? t`Add it again from what is on screen` : t`Create it again from what is on screen`}
        </button>
        {onDismiss && (
          <button type="button" disabled={pending} onClick={onDismiss}>
            <Trans>Dismiss</Trans>
          </button>
        )}
      </div>
    </div>
  );
}

type ReplacedNoticeProps = { fields: readonly string[]; pending: boolean; onRestoreMine: () => void; onKeepTheirs: () => void };

/**
 * Fields this save wrote were already different when read back: a save from elsewhere landed at
 * the same moment. Never "saved" over a lost change: the editor chooses whose values stand. Its
 * heading takes the focus, which reads it (an alert as well would say it twice).
 */
export function ReplacedNotice({ fields, pending, onRestoreMine, onKeepTheirs }: ReplacedNoticeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const names = fields.join(', ');
  const count = fields.length;
  return (
    <section className="form-error" aria-labelledby="replaced-heading">
      <h2 id="replaced-heading" ref={heading} tabIndex={-1} className="notice-heading">
        <Plural value={count} one={`${names} was replaced by a save made at the same moment`} other={`${names} were replaced by a save made at the same moment`} />
      </h2>
      <p>
        <Trans>Your save reached the server, but someone else&apos;s save landed right after it. The form now shows what the server has.</Trans>
      </p>
      <div className="page-state-actions">
        <button type="button" className="button-primary" disabled={pending} onClick={onRestoreMine}>
          <Trans>Restore mine</Trans>
        </button>
        <button type="button" disabled={pending} onClick={onKeepTheirs}>
          <Trans>Keep theirs</Trans>
        </button>
      </div>
    </section>
  );
}
