import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const location = useLocation();
  usePageTitle(t`Page not found`);
  const path = readablePath(location.pathname);
  return (
    <div className="page">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>
          There is no page at <code>{path}</code>. Choose a page from the navigation, or go to <Link to="/attributes">Attributes</Link>.
        </Trans>
      </p>
    </div>
  );
}
