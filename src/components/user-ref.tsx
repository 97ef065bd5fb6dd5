import { ShortId } from './short-id';
import { useConnection } from './use-connection';

/**
 * A user the API names only by uid: "you" for the current user, else the uid's first characters
 * (the whole uid on hover) with a button that copies it. The API offers no user names.
 */
export function UserRef({ uid }: { uid: string | null | undefined }) {
  const { currentUserUid } = useConnection();
  if (!uid) return <>an unknown user</>;
  if (uid === currentUserUid) return <>you</>;
  return (
    <span className="user-ref">
      user <ShortId id={uid} copyLabel="Copy user id" />
    </span>
  );
}
