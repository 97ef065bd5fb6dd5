import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { describeError, toApiError } from '../api/api-error';

export function Loading({ label }: { label: string }) {
  return (
    <div className="page-state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> {label}
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <div className="page-state page-state-empty">{children}</div>;
}

/**
 * What went wrong loading something, and the way out: a refused key leads to the key
 * setting, an unreachable server to the connection settings, anything else to a retry.
 */
export function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry?: () => void }) {
  const apiError = toApiError(error);
  if (apiError.isAuth) {
    return (
      <div className="page-state page-state-error" role="alert">
        <p>
          <strong>The server refused to show {what}:</strong> {apiError.status === 403 ? 'the API key has no access.' : 'it needs an API key.'}
        </p>
        <p>
          <Link to="/settings#api-key">Set the API key in Settings</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page-state page-state-error" role="alert">
      <p>
        <strong>Could not load {what}.</strong> {describeError(apiError)}
      </p>
      <p className="page-state-actions">
        {onRetry && (
          <button type="button" onClick={onRetry}>
            Try again
          </button>
        )}
        {apiError.isUnreachable && <Link to="/settings">Check the connection settings</Link>}
      </p>
    </div>
  );
}
