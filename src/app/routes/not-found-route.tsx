import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';

export function Component() {
  const location = useLocation();
  usePageTitle('Page not found');
  return (
    <div className="page">
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{location.pathname}</code>. Choose a page from the navigation, or go to{' '}
        <Link to="/attributes">Attributes</Link>.
      </p>
    </div>
  );
}
