import { FolderSearch, Globe, Import, Languages, LayoutTemplate, Menu, Search, Settings, Tag } from 'lucide';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { outbox } from '../api/outbox';
import { installDoubleClickGuard } from '../components/double-click-guard';
import { Icon } from '../components/icon';
import { LoadBoundary, useLazyPart } from '../components/load-boundary';
import { Loading } from '../components/page-state';
import { ShortcutsProvider } from '../components/shortcuts';
import { ToastProvider } from '../components/toast';
import { useConnection } from '../components/use-connection';
import { usePaletteShortcut } from './command-palette/use-palette-shortcut';
import { KeptListsStatus } from './kept-lists-status';
import { OutboxLeaveGuard } from './outbox-leave-guard';
import { preloadPage } from './pages';

// Loaded only when the outbox holds a plan (a bulk edit, an import, grid saves) to continue or offer, at start.
const loadResumePlans = () => import('./resume-plans');
const pickResumePlans = (module: Awaited<ReturnType<typeof loadResumePlans>>) => module.ResumePlans;
const holdsPlans = () => outbox.list().some((entry) => entry.kind === 'plan');

// The palette is fetched the first time it opens: the first page does not carry it.
const loadPalette = () => import('./command-palette/command-palette');
const pickPalette = (module: Awaited<ReturnType<typeof loadPalette>>) => module.CommandPalette;

// Activity (what happened in this tab: saved, failed, merged, replaced, each with its way back), fetched when first opened.
const loadActivity = () => import('../components/activity-list');
const pickActivity = (module: Awaited<ReturnType<typeof loadActivity>>) => module.ActivityPanel;

const NAV_ITEMS = [
  { to: '/attributes', label: msg`Attributes`, icon: Tag },
  { to: '/saved-searches', label: msg`Saved searches`, icon: FolderSearch },
  { to: '/asset-types', label: msg`Asset types`, icon: LayoutTemplate },
  { to: '/translations', label: msg`Translations`, icon: Languages },
  { to: '/languages', label: msg`Languages`, icon: Globe },
  { to: '/import', label: msg`Import`, icon: Import },
  { to: '/settings', label: msg`Settings`, icon: Settings },
] as const;

/**
 * At 1024 px and less the navigation is a rail of icons (each link keeps its name); the menu
 * button shows the names over the page until a link is followed, Escape, or the button again.
 */
function useNavExpansion() {
  const [expanded, setExpanded] = useState(false);
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setExpanded(false);
  }
  useEffect(() => {
    if (!expanded) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setExpanded(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [expanded]);
  return { expanded, setExpanded };
}

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
  const { t, i18n } = useLingui();
  const { mock } = useConnection();
  useFocusOnNavigation();
  const palette = usePaletteShortcut();
  const nav = useNavExpansion();
  const queryClient = useQueryClient();
  const [plansAtStart, setPlansAtStart] = useState(holdsPlans);
  // The shell's parts fetched on demand: one that cannot be fetched (offline, a new deployment) says so, and the
  // page under it, with what the editor typed there, stays (the shell's error page would replace it).
  const [CommandPalette, retryPalette] = useLazyPart(loadPalette, pickPalette);
  const [ActivityPanel, retryActivity] = useLazyPart(loadActivity, pickActivity);
  const [ResumePlans, retryResumePlans] = useLazyPart(loadResumePlans, pickResumePlans);
  const [activityOpen, setActivityOpen] = useState(false);
  // Another page's code is on its way (a slow connection): the click was heard.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loadingPage = navigation.location !== undefined && navigation.location.pathname !== pathname;
  // Every dialog and every button that goes away when clicked: a double click acts once, where it was aimed.
  useEffect(() => installDoubleClickGuard(), []);
  return (
    <ToastProvider>
      <ShortcutsProvider>
        <div className={nav.expanded ? 'shell shell-nav-expanded' : 'shell'}>
          <a className="skip-link" href="#main">
            <Trans>Skip to content</Trans>
          </a>
          <header className="shell-header">
            <span className="shell-brand">
              <Trans>PIM models</Trans>
            </span>
            {mock && (
              <span className="badge badge-warning" title={t`Data comes from the embedded mock API, kept in this browser`}>
                <Trans>Demo data</Trans>
              </span>
            )}
            <button type="button" className="shell-palette-button" onClick={() => palette.setOpen(true)} aria-keyshortcuts="Control+K Meta+K">
              <Icon node={Search} />
              <Trans>
                Go to… <kbd>Ctrl K</kbd>
              </Trans>
            </button>
            <button type="button" className="shell-header-button" aria-haspopup="dialog" onClick={() => setActivityOpen(true)}>
              <Trans>Activity</Trans>
            </button>
          </header>
          <nav className="shell-nav" aria-label={t`Main`}>
            <button type="button" className="shell-nav-toggle button-quiet" aria-expanded={nav.expanded} aria-label={t`Show names in the menu`} onClick={() => nav.setExpanded(!nav.expanded)}>
              <Icon node={Menu} />
            </button>
            <ul>
              {NAV_ITEMS.map(({ to, label, icon }) => (
                <li key={to}>
                  <NavLink to={to} title={i18n._(label)} onPointerEnter={() => preloadPage(queryClient, to)} onFocus={() => preloadPage(queryClient, to)}>
                    <Icon node={icon} />
                    <span className="shell-nav-label">{i18n._(label)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <main id="main" className="shell-main" tabIndex={-1} aria-busy={loadingPage}>
            <KeptListsStatus />
            <OutboxLeaveGuard />
            {plansAtStart && (
              // Closed, the work stays kept: it is offered again at the next start.
              <LoadBoundary what={t`the work to continue`} onRetry={retryResumePlans} onClose={() => setPlansAtStart(false)} inPage>
                <ResumePlans />
              </LoadBoundary>
            )}
            <Suspense fallback={<Loading label={t`Loading page…`} />}>
              <Outlet />
            </Suspense>
          </main>
          <ScrollRestoration />
          {activityOpen && (
            <LoadBoundary what={t`the activity`} onRetry={retryActivity} onClose={() => setActivityOpen(false)}>
              <ActivityPanel onClose={() => setActivityOpen(false)} />
            </LoadBoundary>
          )}
          {palette.open && (
            <LoadBoundary what={t`the command palette`} onRetry={retryPalette} onClose={() => palette.setOpen(false)}>
              <CommandPalette onClose={() => palette.setOpen(false)} />
            </LoadBoundary>
          )}
        </div>
      </ShortcutsProvider>
    </ToastProvider>
  );
}
