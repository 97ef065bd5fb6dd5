import { lazy, Suspense, useEffect, useRef } from 'react';
import { NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { ActivityButton } from '../components/activity-panel';
import { installDoubleClickGuard } from '../components/double-click-guard';
import { Loading } from '../components/page-state';
import { ShortcutsProvider } from '../components/shortcuts';
import { ToastProvider } from '../components/toast';
import { useConnection } from '../components/use-connection';
import { usePaletteShortcut } from './command-palette/use-palette-shortcut';
import { KeptListsStatus } from './kept-lists-status';
import { OutboxLeaveGuard } from './outbox-leave-guard';
import { ResumePlans } from './resume-plans';

// The palette is fetched the first time it opens: the first page does not carry it.
const CommandPalette = lazy(() => import('./command-palette/command-palette').then((module) => ({ default: module.CommandPalette })));

const NAV_ITEMS = [
  { to: '/attributes', label: 'Attributes' },
  { to: '/saved-searches', label: 'Saved searches' },
  { to: '/asset-types', label: 'Asset types' },
  { to: '/translations', label: 'Translations' },
  { to: '/languages', label: 'Languages' },
  { to: '/import', label: 'Import' },
  { to: '/settings', label: 'Settings' },
] as const;

/**
 * After moving to another page, focus that was left on the navigation or the header (Activity's
 * link was followed) or dropped to the body (its button went away with the old page) goes to the new page's content, so keyboard and
 * screen reader users start there. Focus the new page placed itself is left alone.
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active === null || active === document.body || active.closest('.shell-nav, .shell-header')) document.getElementById('main')?.focus();
  }, [pathname]);
}

export function Layout() {
  const { mock } = useConnection();
  useFocusOnNavigation();
  const palette = usePaletteShortcut();
  // Every dialog and every button that goes away when clicked: a double click acts once, where it was aimed.
  useEffect(() => installDoubleClickGuard(), []);
  return (
    <ToastProvider>
      <ShortcutsProvider>
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
            <button type="button" className="shell-palette-button" onClick={() => palette.setOpen(true)} aria-keyshortcuts="Control+K Meta+K">
              Go to… <kbd>Ctrl K</kbd>
            </button>
            <ActivityButton className="shell-header-button" />
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
            <KeptListsStatus />
            <OutboxLeaveGuard />
            <ResumePlans />
            <Suspense fallback={<Loading label="Loading page…" />}>
              <Outlet />
            </Suspense>
          </main>
          <ScrollRestoration />
          {palette.open && (
            <Suspense fallback={null}>
              <CommandPalette onClose={() => palette.setOpen(false)} />
            </Suspense>
          )}
        </div>
      </ShortcutsProvider>
    </ToastProvider>
  );
}
