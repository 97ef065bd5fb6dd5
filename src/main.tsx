import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { holdRequestsUntil } from './api/http';
import { loadOutbox } from './api/outbox';
import { getConnection, loadRuntimeConfig } from './api/settings';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { startInterfaceLanguage } from './i18n/interface-language';
import { createAppRouter } from './app/router';
import './app/styles.css';

/** Starts the embedded mock; answers why it could not start in this tab, or null. */
async function startMock(): Promise<{ error: unknown } | null> {
  try {
    // A dynamic import: with the mock off, msw is never downloaded.
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker({ apiBaseUrl: getConnection().apiBaseUrl, latencyMs: import.meta.env.DEV ? 300 : 0 });
    return null;
  } catch (error) {
    return { error };
  }
}

// The interface's language (a catalog to load unless English) while the configuration arrives.
const languageReady = startInterfaceLanguage();
const config = await loadRuntimeConfig();
// Before the first render: an editor opened at once offers what a reload interrupted. Read while the mock starts.
const outboxLoaded = loadOutbox();
const mockStarted = config.mock ? startMock() : null;
if (mockStarted) holdRequestsUntil(mockStarted);
else void removeLeftoverMockWorker();

/** A mock worker a demo left on this origin passes requests through; it goes. Loaded only when some worker is registered. */
async function removeLeftoverMockWorker() {
  const registrations = await navigator.serviceWorker?.getRegistrations().catch(() => []);
  if (registrations?.length) await (await import('./mocks/worker-upkeep')).removeLeftoverMockWorker();
}

// The first page's chunk and data start loading now (the route's loader), not after the first render: while the
// mock starts, its chunk downloads and its kept lists are read (a request waits for the mock).
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const mockFailure = await mockStarted;
// The mock took its ?mock-seed= out of the address: the router, made before, follows (a page writing its own
// parameters must not put it back, where a reload would reset the demo data again).
if (router.state.location.search !== location.search) void router.navigate(location.pathname + location.search + location.hash, { replace: true });
await outboxLoaded;
await languageReady;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
if (mockFailure) {
  const { MockNotRunning } = await import('./app/mock-not-running');
  createRoot(root).render(
    <I18nProvider i18n={i18n}>
      <MockNotRunning error={mockFailure.error} />
    </I18nProvider>,
  );
} else {
  createRoot(root).render(<App router={router} queryClient={queryClient} />);
}
