import { Suspense } from 'react';
import { NavLink, Outlet, ScrollRestoration } from 'react-router-dom';
import { Loading } from '../components/page-state';
import { useConnection } from '../components/use-connection';

const NAV_ITEMS = [
  { to: '/attributes', label: 'Attributes' },
  { to: '/saved-searches', label: 'Saved searches' },
  { to: '/asset-types', label: 'Asset types' },
  { to: '/languages', label: 'Languages' },
  { to: '/settings', label: 'Settings' },
] as const;

export function Layout() {
  const { mock } = useConnection();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-header">
        <span className="shell-brand">PIM models</span>
        {mock && (
          <span className="shell-badge" title="Data comes from the embedded mock API, kept in this browser">
            Demo data
          </span>
        )}
      </header>
      <nav className="shell-nav" aria-label="Main">
        <ul>
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to}>{item.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="shell-main" tabIndex={-1}>
        <Suspense fallback={<Loading label="Loading page…" />}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </div>
  );
}
