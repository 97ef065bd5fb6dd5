import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FieldChange } from '../api/three-way-merge';
import { ChangesReview } from './changes-review';

type ChangedElsewhereNoticeProps = {
  /** What changed on the server since the editor opened the record (base → theirs). */
  changes: readonly FieldChange[];
  labelOf: (path: string) => string;
  formatValue?: (value: unknown, path: string) => string;
  /** "This saved search", "This language". */
  what: string;
};

/**
 * A quiet word that the open record changed on the server while it was being edited. What
 * was typed is never replaced: saving merges the two, and clashes are asked about then.
 */
export function ChangedElsewhereNotice({ changes, labelOf, formatValue, what }: ChangedElsewhereNoticeProps) {
  const { t } = useLingui();
  const [showing, setShowing] = useState(false);
  const fields = changes.map((change) => labelOf(change.path)).join(', ');
  return (
    // The live region stays mounted so a change is announced; its box shows only with something in it.
    <div className={changes.length > 0 ? 'change-notice' : undefined} role="status">
      {changes.length > 0 && (
        <>
          <p>
            <Trans>
              {what} was changed elsewhere since you opened it ({fields}). What you typed is kept; saving merges both.
            </Trans>{' '}
            <button type="button" className="button-quiet" aria-expanded={showing} onClick={() => setShowing((shown) => !shown)}>
              {showing ? t`Hide changes` : t`Show changes`}
            </button>
          </p>
          {showing && (
            <ChangesReview changes={changes} labelOf={labelOf} formatValue={formatValue} caption={t`Changed elsewhere`} beforeLabel={t`When you opened it`} afterLabel={t`On the server now`} />
          )}
        </>
      )}
    </div>
  );
}
