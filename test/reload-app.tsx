import { waitFor } from '@testing-library/react';
import { http as mockHttp } from 'msw';
import { expect, vi } from 'vitest';
import { mockServer, TEST_API_BASE_URL } from '../src/mocks/node';

const TEST_CONFIG = { apiBaseUrl: TEST_API_BASE_URL, mock: true, defaultApiKey: 'test-key' };
/** Where a page that is gone sends what it still tries: nowhere (its requests never answer). */
const GONE = 'http://gone.invalid/api';

/** Loads the app's modules anew, as a page load does (its own page id, locks, caches, query client), reads the outbox as main.tsx does and renders. */
async function loadPage(path: string) {
  vi.resetModules();
  const settings = await import('../src/api/settings');
  settings.setRuntimeConfig(TEST_CONFIG);
  await (await import('../src/api/outbox')).loadOutbox();
  const view = (await import('./render-app')).renderApp(path);
  return { view, settings };
}

/**
 * The app at `path`, as `renderApp`, in a page of its own that the test can reload the way a
 * browser does. `reload()` cuts the page off (requests it has under way still reach the
 * server, as in a reload; nothing it tries afterwards reaches the server or the outbox, and
 * what it held stays with it), then loads a new page on the same outbox (kept in memory in
 * jsdom) and the same mock server, at `path` again. The test's own modules (http, the mock's
 * control) are not the page's, so they keep working across reloads.
 */
export async function renderReloadableApp(path: string) {
  const underWay = new Set<string>();
  mockServer.events.on('request:start', ({ request, requestId }) => {
    if (request.url.startsWith(TEST_API_BASE_URL)) underWay.add(requestId);
  });
  mockServer.events.on('request:end', ({ requestId }) => underWay.delete(requestId));
  mockServer.use(mockHttp.all(`${GONE}/*`, () => new Promise<never>(() => {})));

  let page = await loadPage(path);
  const reload = async () => {
    page.settings.setRuntimeConfig({ apiBaseUrl: GONE });
    page.view.unmount();
    await waitFor(() => expect(underWay.size).toBe(0), { timeout: 10_000 });
    page = await loadPage(path);
    return page.view;
  };
  return { ...page.view, reload };
}
