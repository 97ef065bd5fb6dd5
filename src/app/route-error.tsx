import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { describeError } from '../api/api-error';

/** The error boundary of every route: says what broke and offers a way on, never a blank page. */
export function RouteError() {
  useLingui(); // the message is in the interface's language: said again when it changes
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : describeError(error);
  return (
    <div className="page">
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <div role="alert" className="page-state page-state-error">
        <p>{message}</p>
        <p className="page-state-actions">
          <button type="button" onClick={() => window.location.reload()}>
            <Trans>Reload the page</Trans>
          </button>
          <Link to="/">
            <Trans>Go to the start page</Trans>
          </Link>
        </p>
      </div>
    </div>
  );
}
