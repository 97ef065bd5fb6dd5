import { Trans } from '@lingui/react/macro';
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
export function LoadError({ error, what, onRetry, onClose }: { error: unknown; what: string; onRetry?: () => void; onClose?: () => void }) {
  const apiError = toApiError(error);
  if (apiError.isAuth) {
    return (
      <div className="page-state page-state-error" role="alert">
        <p>
          {apiError.status === 403 ? (
            <Trans>
              <strong>The server refused to show {what}:</strong> the API key has no access.
            </Trans>
          ) : (
            <Trans>
              <strong>The server refused to show {what}:</strong> it needs an API key.
            </Trans>
          )}
        </p>
        <p>
          <Link to="/settings#api-key">
            <Trans>Set the API key in Settings</Trans>
          </Link>
        </p>
      </div>
    );
  }
  const problem = describeError(apiError);
  return (
    <div className="page-state page-state-error" role="alert">
      <p>
        <strong>
          <Trans>Could not load {what}.</Trans>
        </strong>{' '}
        {problem}
      </p>
      <p className="page-state-actions">
        {onRetry && (
          <button type="button" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        )}
        {apiError.isUnreachable && (
          <Link to="/settings">
            <Trans>Check the connection settings</Trans>
          </Link>
        )}
        {onClose && (
          <button type="button" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        )}
      </p>
    </div>
  );
}
