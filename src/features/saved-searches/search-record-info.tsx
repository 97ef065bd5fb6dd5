import { t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import type { SavedSearch } from '../../api/saved-searches';
import { formatDateTime } from '../../components/format';
import { UserRef } from '../../components/user-ref';

const when = (value: string | null | undefined): string => formatDateTime(value) || t`unknown time`;

/** Created / last modified (the API spells it `LastMofidied`), and a failure that cannot be missed. */
export function SearchRecordInfo({ search }: { search: SavedSearch }) {
  const failures = search.FailedCalculationCounter ?? 0;
  const failedMessage = search.FailedMessage;
  const created = when(search.Created);
  const modified = when(search.LastMofidied);
  return (
    <>
      {(failures > 0 || search.FailedMessage) && (
        <div className="notice notice-error" role="alert">
          <strong>
            <Plural value={failures} one="This search has failed # time." other="This search has failed # times." />
          </strong>{' '}
          {failedMessage ? <Trans>The last failure said: “{failedMessage}”</Trans> : <Trans>No message was given.</Trans>}
        </div>
      )}
      <dl className="record-info">
        <div>
          <dt>
            <Trans>Created</Trans>
          </dt>
          <dd>
            <Trans>
              {created} by <UserRef uid={search.CreatedBy} />
            </Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Last modified</Trans>
          </dt>
          <dd>
            <Trans>
              {modified} by <UserRef uid={search.LastModifiedBy} />
            </Trans>
          </dd>
        </div>
        {search.OwnerUserUid && (
          <div>
            <dt>
              <Trans>Private to</Trans>
            </dt>
            <dd>
              <UserRef uid={search.OwnerUserUid} />
            </dd>
          </div>
        )}
      </dl>
    </>
  );
}
