import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Dialog, type Locator, type Page } from '@playwright/test';

export { expect };

/** What window.__pimMock.addFault takes (src/mocks/ browser side). */
export type MockFault = {
  method: string;
  path: string;
  status?: number;
  network?: boolean;
  once?: boolean;
};

type PimMock = {
  addFault(fault: MockFault): void;
  clearFaults(): void;
  setLatency(ms: number): void;
  resetDemoData(seed?: string): unknown;
  currentSeedName(): string;
};

declare global {
  interface Window {
    __pimMock?: PimMock;
    axe?: { run(context: unknown, options: unknown): Promise<AxeResults> };
    /** Layout shifts seen by layout-stability.spec.ts. */
    __shifts?: { value: number; nodes: string[] }[];
  }
}

type AxeNode = { target: unknown[] };
type AxeViolation = { id: string; impact?: string | null; help: string; nodes: AxeNode[] };
type AxeResults = { violations: AxeViolation[] };

// Evaluated rather than added as a <script> element: the app's CSP (script-src 'self') refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Every test gets a fresh browser context (Playwright's default), so localStorage is
 * empty and the mock starts from its default seed. Uncaught errors in the page fail the test:
 * a user would see a broken screen. So does anything the Content-Security-Policy refused (the
 * preview sends production's headers): in production that script, style or request would not run.
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      const consoleProblems: string[] = [];
      page.on('pageerror', (error) => errors.push(error));
      // Reported on the console, where the check below finds it with the page's other errors.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content-Security-Policy refused ${event.blockedURI || 'an inline source'} (${event.effectiveDirective}) at ${event.sourceFile || 'the page'}:${event.lineNumber}`);
        });
      });
      // React and the router report misuse (keys, hooks, missing fallbacks) on the console.
      // A refused request is logged by the browser itself, and a part of a page whose file it refused by React's
      // error boundary; tests inject those on purpose.
      page.on('console', (message) => {
        if ((message.type() === 'error' || message.type() === 'warning') && !/Failed to load resource|Failed to fetch dynamically imported module/.test(message.text())) {
          consoleProblems.push(`${message.type()}: ${message.text()}`);
        }
      });
      await use(errors);
      expect(
        errors.map((e) => e.message),
        'uncaught errors in the page',
      ).toEqual([]);
      expect(consoleProblems, 'errors and warnings on the console').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Refuses the first fetch of the app's file matching `file` (a chunk fetched on demand), as when the network drops or
 * a new deployment replaced it; later fetches pass. Routed on the context: the mock's service worker fetches what the
 * page asks for.
 */
export async function refuseFirstFetch(page: Page, file: RegExp) {
  let refused = false;
  await page.context().route(file, (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.abort('internetdisconnected');
  });
}

/** Waits until the embedded mock is running and makes sure it answers without delay. */
export async function waitForMock(page: Page) {
  await page.waitForFunction(() => window.__pimMock !== undefined, undefined, { timeout: 10_000 });
  await page.evaluate(() => window.__pimMock!.setLatency(0));
}

/**
 * Opens a path of the app and waits until the page has rendered its heading
 * (the app has started, the mock is on and answers at once).
 */
export async function gotoAndWait(page: Page, path: string) {
  await page.goto(path);
  await waitForMock(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Waits until nothing on the page is loading any more (no spinner), so a check sees the page as a user does. */
export async function waitForPageData(page: Page) {
  await expect(page.locator('.spinner')).toHaveCount(0);
}

/** Makes the mock answer matching requests with an error status or a network failure. */
export async function injectFault(page: Page, fault: MockFault) {
  await waitForMock(page);
  await page.evaluate((f) => window.__pimMock!.addFault(f), fault);
}

/**
 * Runs axe-core on the page (or only inside the elements matching `include`, e.g. a dialog);
 * fails listing every serious or critical violation with the elements it found it on.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, include?: string) {
  if (!(await page.evaluate(() => window.axe !== undefined))) {
    await page.evaluate(axeSource);
  }
  // Map inside the page: axe's full result objects are large and not worth serialising.
  const violations = await page.evaluate(async (selector) => {
    const context = selector ? { include: [selector] } : document;
    const results = await window.axe!.run(context, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  }, include);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n` + v.nodes.map((n) => `    at ${JSON.stringify(n.target)}`).join('\n'));
  expect(report, `serious or critical axe violations on ${label}`).toEqual([]);
}

/**
 * Reloads the page, answering the browser's "leave the page?" question with yes; answers the
 * kinds of dialog that were shown (['beforeunload'] when the page asked first) once the mock is back.
 */
export async function reloadAnsweringLeave(page: Page): Promise<string[]> {
  const asked: string[] = [];
  const answer = (dialog: Dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  };
  page.on('dialog', answer);
  await page.reload();
  page.off('dialog', answer);
  await waitForMock(page);
  return asked;
}

/**
 * Presses `button` while the mock holds every answer for a minute, and waits for `pending` (the button's "…ing" state):
 * the request is under way, and a reload comes before it is answered.
 */
export async function pressWhileMockHolds(page: Page, button: Locator, pending: Locator): Promise<void> {
  await page.evaluate(() => window.__pimMock!.setLatency(60_000));
  await button.click();
  await expect(pending).toBeVisible();
}

/** Reloads in the middle of a request (answering the page's question, which it returns); the page after it answers at once. */
export async function reloadMidRequest(page: Page): Promise<string[]> {
  await page.evaluate((key) => sessionStorage.setItem(key, '0'), 'pim.mock.latencyMs');
  return reloadAnsweringLeave(page);
}

/** What the outbox keeps on the device (IndexedDB), as `{ resource, ... }` entries. */
export function outboxOnDevice(page: Page): Promise<{ resource: string }[]> {
  return page.evaluate(
    () =>
      new Promise<{ resource: string }[]>((resolve, reject) => {
        const open = indexedDB.open('pim-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('entries').objectStore('entries').getAll();
          all.onsuccess = () => resolve(all.result);
        };
      }),
  );
}

/** Opens the attribute "colour" from the list, as an editor would. */
export async function openColour(page: Page) {
  await gotoAndWait(page, '/attributes?q=colour');
  await page.getByRole('table').getByRole('link', { name: 'colour', exact: true }).click();
  await expect(page.getByLabel('Alias')).toHaveValue('colour');
}

/** An editor's Save button (not "Saving…"). */
export const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
