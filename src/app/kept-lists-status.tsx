import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { timeAgo } from '../components/relative-time';
import { isUnconfirmedKeptList } from './list-persistence';


/** Says so while a list on screen is this device's kept copy and is being checked against the server. */
export function KeptListsStatus() {
  const queryClient = useQueryClient();
  const checking = useIsFetching({ predicate: isUnconfirmedKeptList });
  const oldest = checking > 0 ? Math.min(...queryClient.getQueryCache().findAll({ predicate: isUnconfirmedKeptList }).map((query) => query.state.dataUpdatedAt)) : null;
  return (
    <p className="kept-lists-status" role="status">
      {oldest !== null && `Showing the copy kept on this device (read ${timeAgo(oldest)}); checking for changes…`}
    </p>
  );
}
