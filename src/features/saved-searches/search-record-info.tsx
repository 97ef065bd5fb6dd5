import type { SavedSearch } from '../../api/saved-searches';
import { formatDateTime } from '../../components/format';
import { UserRef } from '../../components/user-ref';

const when = (value: string | null | undefined): string => formatDateTime(value) || 'unknown time';

/** Created / last modified (the API spells it `LastMofidied`), and a failure that cannot be missed. */
export function SearchRecordInfo({ search }: { search: SavedSearch }) {
  const failures = search.FailedCalculationCounter ?? 0;
  return (
    <>
      {(failures > 0 || search.FailedMessage) && (
        <div className="notice notice-error" role="alert">
          <strong>
            This search has failed {failures} {failures === 1 ? 'time' : 'times'}.
          </strong>{' '}
          {search.FailedMessage ? <>The last failure said: “{search.FailedMessage}”</> : 'No message was given.'}
        </div>
      )}
      <dl className="record-info">
        <div>
          <dt>Created</dt>
          <dd>
            {when(search.Created)} by <UserRef uid={search.CreatedBy} />
          </dd>
        </div>
        <div>
          <dt>Last modified</dt>
          <dd>
            {when(search.LastMofidied)} by <UserRef uid={search.LastModifiedBy} />
          </dd>
        </div>
        {search.OwnerUserUid && (
          <div>
            <dt>Private to</dt>
            <dd>
              <UserRef uid={search.OwnerUserUid} />
            </dd>
          </div>
        )}
      </dl>
    </>
  );
}
