import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { describeError } from '../api/api-error';

/** The error boundary of every route: says what broke and offers a way on, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : describeError(error);
  return (
    <div className="page">
      <h1>Something went wrong</h1>
      <div role="alert" className="page-state page-state-error">
        <p>{message}</p>
        <p className="page-state-actions">
          <button type="button" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <Link to="/">Go to the start page</Link>
        </p>
      </div>
    </div>
  );
}
