import type { SavedSearch } from '../../api/saved-searches';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function when(value: string | null | undefined): string {
  if (!value) return 'unknown time';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

function who(uid: string | null | undefined, currentUserUid: string): string {
  if (!uid) return 'an unknown user';
  return uid === currentUserUid ? 'you' : `user ${uid}`;
}

/** Created / last modified (the API spells it `LastMofidied`), and a failure that cannot be missed. */
export function SearchRecordInfo({ search, currentUserUid }: { search: SavedSearch; currentUserUid: string }) {
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
            {when(search.Created)} by {who(search.CreatedBy, currentUserUid)}
          </dd>
        </div>
        <div>
          <dt>Last modified</dt>
          <dd>
            {when(search.LastMofidied)} by {who(search.LastModifiedBy, currentUserUid)}
          </dd>
        </div>
      </dl>
    </>
  );
}
