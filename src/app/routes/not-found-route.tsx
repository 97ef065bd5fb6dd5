import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';

/** The path as the user typed it ("/my page", not "/my%20page"); a malformed escape is shown as it is. */
function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export function Component() {
  const location = useLocation();
  usePageTitle('Page not found');
  return (
    <div className="page">
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{readablePath(location.pathname)}</code>. Choose a page from the navigation, or go to <Link to="/attributes">Attributes</Link>.
      </p>
    </div>
  );
}
