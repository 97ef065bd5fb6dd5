import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoAndWait, test, waitForMock } from './fixtures';

// Issue 18, item 12: every tab of the demo is served by one msw service worker. msw's page side told
// it CLIENT_CLOSED on every unload, and the worker then unregistered itself when it counted no other
// controlled window, though a tab between two documents (loading, reloading) is not counted.

const languageRow = (page: Page, cultureCode: string) => page.getByRole('row').filter({ has: page.getByText(cultureCode, { exact: true }) });

/** What the mock answers this page for the languages, as the app asks (the static server would not answer JSON). */
function askTheMock(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/Languages', { headers: { Authorization: 'demo-key' } });
    if (!response.headers.get('content-type')?.includes('json')) return `not the mock: ${response.status} ${response.headers.get('content-type')}`;
    return ((await response.json()) as { CultureCode: string }[]).map((language) => language.CultureCode);
  });
}

/**
 * The page is served by the mock's worker, which is registered for the next tabs. (When it was
 * removed while a tab started, Chromium settles msw's update() of it seconds later, and only then
 * registers it again.)
 */
async function expectServedByTheMock(page: Page) {
  await expect(languageRow(page, 'da-DK')).toBeVisible();
  expect(await askTheMock(page)).toContain('da-DK');
  await expect
    .poll(
      () =>
        page.evaluate(async () => ({
          controlled: navigator.serviceWorker.controller !== null,
          registered: (await navigator.serviceWorker.getRegistration()) !== undefined,
        })),
      { timeout: 15_000 },
    )
    .toEqual({ controlled: true, registered: true });
}

/** Holds the page's next load of `path` at the network, so the tab stays between two documents until released. */
async function holdNextLoad(page: Page, path: string) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      arrive();
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { arrived, release };
}

/**
 * Starts reloading `page` and keeps its old document alive until the mock's worker has handled
 * what the page told it on leaving (the old document asks the worker something after its unload
 * handlers ran, and the worker answers in order). `finishReload` lets the new document load.
 */
async function reloadUntilTheWorkerListened(page: Page, path: string) {
  const load = await holdNextLoad(page, path);
  await page.evaluate(() =>
    window.addEventListener('beforeunload', () => {
      setTimeout(() => {
        navigator.serviceWorker.addEventListener('message', (event) => {
          if ((event.data as { type?: string } | null)?.type === 'INTEGRITY_CHECK_RESPONSE') console.log('[test] the worker answered after the unload');
        });
        navigator.serviceWorker.controller?.postMessage('INTEGRITY_CHECK_REQUEST');
      });
    }),
  );
  const answered = page.waitForEvent('console', (message) => message.text() === '[test] the worker answered after the unload');
  const reloaded = page.reload();
  await load.arrived;
  await answered;
  return {
    finishReload: async () => {
      load.release();
      await reloaded;
    },
  };
}

/**
 * What a tab opened at this moment finds: the mock's worker registered, so that the tab is served
 * by it. (Looked at from a static file of the app, so that no msw start registers it again.)
 */
async function expectTheMockStillRegistered(context: BrowserContext) {
  const tab = await context.newPage();
  await tab.goto('/favicon.svg');
  expect(await tab.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 'registrations of the mock’s worker').toBe(1);
  await tab.close();
}

test('the first tab, after saves in the attribute editor and the designer, reloads while a second tab opens: every tab keeps the mock', async ({ page, context }) => {
  await gotoAndWait(page, '/attributes?q=colour');
  await page.getByRole('table', { name: 'Attributes' }).getByRole('link', { name: 'colour', exact: true }).click();
  await page.getByLabel('Backoffice name').fill('Hue');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Attribute colour saved.' })).toBeVisible();
  await gotoAndWait(page, '/asset-types');
  await page.getByRole('link', { name: 'Image', exact: true }).click();
  await page.getByRole('button', { name: 'Image alt text', exact: true }).click();
  await page.getByRole('button', { name: 'Move down' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('No unsaved changes.')).toBeVisible();
  await gotoAndWait(page, '/languages');

  const second = await context.newPage();
  const secondLoad = await holdNextLoad(second, '/languages');
  const opened = second.goto('/languages');
  await secondLoad.arrived;
  const { finishReload } = await reloadUntilTheWorkerListened(page, '/languages');
  // Both tabs are between two documents now: the worker counts no window but the one leaving.
  await expectTheMockStillRegistered(context);
  await finishReload();
  secondLoad.release();
  await opened;

  const third = await context.newPage();
  await gotoAndWait(third, '/languages');
  for (const tab of [page, second, third]) await expectServedByTheMock(tab);
});

test('the second tab reloads while the first one comes back to the app: every tab keeps the mock', async ({ page, context }) => {
  await gotoAndWait(page, '/languages');
  const second = await context.newPage();
  await gotoAndWait(second, '/languages');
  await page.goto('about:blank');

  const firstLoad = await holdNextLoad(page, '/languages');
  const back = page.goto('/languages');
  await firstLoad.arrived;
  const { finishReload } = await reloadUntilTheWorkerListened(second, '/languages');
  await expectTheMockStillRegistered(context);
  await finishReload();
  firstLoad.release();
  await back;

  const third = await context.newPage();
  await gotoAndWait(third, '/languages');
  for (const tab of [page, second, third]) await expectServedByTheMock(tab);
});

test('a tab starting just as the mock’s registration is removed gets the mock, and so does the next tab', async ({ page, context }) => {
  await gotoAndWait(page, '/languages');
  const second = await context.newPage();
  // The removal lands between msw's look-up of the registration and its update() of it, as it did
  // when another tab's unload made the worker unregister itself ("Failed to update a ServiceWorker … Not found").
  await second.addInitScript(() => {
    const getRegistrations = ServiceWorkerContainer.prototype.getRegistrations;
    let removed = false;
    ServiceWorkerContainer.prototype.getRegistrations = async function (this: ServiceWorkerContainer) {
      const registrations = await getRegistrations.call(this);
      if (!removed) {
        removed = true;
        await Promise.all(registrations.map((registration) => registration.unregister()));
      }
      return registrations;
    };
  });
  await gotoAndWait(second, '/languages');
  for (const tab of [page, second]) await expectServedByTheMock(tab);

  const third = await context.newPage();
  await gotoAndWait(third, '/languages');
  await expectServedByTheMock(third);
});

test('a tab whose mock cannot start says so and offers a reload, which starts it', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('test.allowWorker')) return;
    ServiceWorkerContainer.prototype.register = () => Promise.reject(new DOMException('The user denied permission to use Service Worker.', 'SecurityError'));
  });
  await page.goto('/languages');
  await expect(page.getByRole('heading', { level: 1, name: 'The demo’s mock server is not running' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('The user denied permission to use Service Worker.');
  await expectNoSeriousA11yViolations(page, 'the mock-not-running page');

  await page.evaluate(() => sessionStorage.setItem('test.allowWorker', '1'));
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await waitForMock(page);
  await expectServedByTheMock(page);
});

test('a tab opened while the mock’s registration is being removed says the mock is not running, and a reload brings it', async ({ page, context }) => {
  await gotoAndWait(page, '/languages');
  // As DevTools' "Unregister" or clearing the site's data does: the open tab keeps its worker.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.unregister());
  const second = await context.newPage();
  await second.goto('/languages');
  await expect(second.getByRole('heading', { level: 1, name: 'The demo’s mock server is not running' })).toBeVisible();
  await second.getByRole('button', { name: 'Reload the page' }).click();
  await waitForMock(second);
  for (const tab of [page, second]) await expectServedByTheMock(tab);
});

test('with the mock off, a mock worker left registered by the demo is removed', async ({ page, context }) => {
  await gotoAndWait(page, '/languages');
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), mock: false } });
  });
  await page.reload();
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
