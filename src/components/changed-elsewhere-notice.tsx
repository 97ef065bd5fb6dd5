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
  const [showing, setShowing] = useState(false);
  return (
    // The live region stays mounted so a change is announced; its box shows only with something in it.
    <div className={changes.length > 0 ? 'change-notice' : undefined} role="status">
      {changes.length > 0 && (
        <>
          <p>
            {what} was changed elsewhere since you opened it ({changes.map((change) => labelOf(change.path)).join(', ')}). What you typed is kept; saving merges both.{' '}
            <button type="button" className="button-quiet" aria-expanded={showing} onClick={() => setShowing((shown) => !shown)}>
              {showing ? 'Hide changes' : 'Show changes'}
            </button>
          </p>
          {showing && <ChangesReview changes={changes} labelOf={labelOf} formatValue={formatValue} caption="Changed elsewhere" beforeLabel="When you opened it" afterLabel="On the server now" />}
        </>
      )}
    </div>
  );
}
