import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { isUnconfirmedKeptList } from './list-persistence';

const minutes = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

function age(timestamp: number): string {
  const elapsed = Math.round((Date.now() - timestamp) / 60_000);
  return elapsed < 60 ? minutes.format(-elapsed, 'minute') : minutes.format(-Math.round(elapsed / 60), 'hour');
}

/** Says so while a list on screen is this device's kept copy and is being checked against the server. */
export function KeptListsStatus() {
  const queryClient = useQueryClient();
  const checking = useIsFetching({ predicate: isUnconfirmedKeptList });
  const oldest = checking > 0 ? Math.min(...queryClient.getQueryCache().findAll({ predicate: isUnconfirmedKeptList }).map((query) => query.state.dataUpdatedAt)) : null;
  return (
    <p className="kept-lists-status" role="status">
      {oldest !== null && `Showing the copy kept on this device from ${age(oldest)}; checking for changes…`}
    </p>
  );
}
