import { Trans, useLingui } from '@lingui/react/macro';
import { ShortId } from './short-id';
import { useConnection } from './use-connection';

/**
 * A user the API names only by uid: "you" for the current user, else the uid's first characters
 * (the whole uid on hover) with a button that copies it. The API offers no user names.
 */
export function UserRef({ uid }: { uid: string | null | undefined }) {
  const { t } = useLingui();
  const { currentUserUid } = useConnection();
  if (!uid) return <Trans>an unknown user</Trans>;
  if (uid === currentUserUid) return <Trans>you</Trans>;
  return (
    <span className="user-ref">
      <Trans>
        user <ShortId id={uid} what={t`user id`} />
      </Trans>
    </span>
  );
}
