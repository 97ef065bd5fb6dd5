import { Trans, useLingui } from '@lingui/react/macro';
import { timeAgo, useMinuteClock } from './relative-time';

type ListFreshnessProps = {
  /** When the list on screen was last read from the server (the query's dataUpdatedAt). */
  updatedAt: number;
  fetching: boolean;
  onRefresh: () => void;
  /** "attributes": names the button for screen readers. */
  what: string;
};

/** A big list is not re-read on every return to the tab: its age is shown, with a way to re-read it now. */
export function ListFreshness({ updatedAt, fetching, onRefresh, what }: ListFreshnessProps) {
  const { t } = useLingui();
  useMinuteClock();
  const age = timeAgo(updatedAt);
  return (
    <p className="list-freshness muted">
      <span>{fetching ? t`Checking for changes…` : t`Updated ${age}`}</span>{' '}
      <button type="button" className="button-small" aria-label={t`Refresh the ${what}`} disabled={fetching} onClick={onRefresh}>
        <Trans>Refresh</Trans>
      </button>
    </p>
  );
}
