import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldChange } from '../api/three-way-merge';
import { formatMergeValue } from './merge-values';

type ChangesReviewProps = {
  changes: readonly FieldChange[];
  /** The editor's name of a field path ("Name.da-DK" → "Name (da-DK)"). */
  labelOf: (path: string) => string;
  formatValue?: (value: unknown, path: string) => string;
  /** Column headings, e.g. "On the server" / "Yours". */
  beforeLabel?: string;
  afterLabel?: string;
  caption: string;
};

/** What a save would change (or what a colleague changed), field by field. */
export function ChangesReview({ changes, labelOf, formatValue, beforeLabel, afterLabel, caption }: ChangesReviewProps) {
  const { t } = useLingui();
  const format = (value: unknown, path: string) => (formatValue ? formatValue(value, path) : formatMergeValue(value));
  if (changes.length === 0)
    return (
      <p className="muted">
        <Trans>{caption}: nothing.</Trans>
      </p>
    );
  return (
    <table className="changes-review">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Field</Trans>
          </th>
          <th scope="col">{beforeLabel ?? t`Before`}</th>
          <th scope="col">{afterLabel ?? t`After`}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.path}>
            <th scope="row">{labelOf(change.path)}</th>
            <td>{format(change.before, change.path)}</td>
            <td>{format(change.after, change.path)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
