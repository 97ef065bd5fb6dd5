// Bulk edit of 100 attributes (issue 18): rows 1-100 of the list ticked (a click, a shift-click),
// Attribute group set on them at 300 ms latency. Prints the time from the confirming click
// until the bar says all were saved and the outbox on the device is empty, and checks that the
// server has the value on all 100 (and on no other attribute).
/* global window, document, indexedDB -- functions handed to page.evaluate run in the browser */
import { ms, waitForMock } from '../lib.mjs';

export const name = 'bulk edit (attributes)';

const COUNT = 100;
const LATENCY_MS = 300;
const GROUP = 9137;

/** Entries left in the outbox's IndexedDB store (the app's pending work). Runs in the page. */
function outboxEntriesInPage() {
  return new Promise((resolve) => {
    const open = indexedDB.open('pim-outbox');
    open.onerror = () => resolve(-1);
    open.onsuccess = () => {
      try {
        const count = open.result.transaction('entries').objectStore('entries').count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => resolve(-1);
      } catch {
        resolve(0);
      } finally {
        open.result.close();
      }
    };
  });
}

/** Scrolls the windowed list until row `index` (aria-rowindex, header is 1) is rendered. Runs in the page. */
function scrollRowIntoViewInPage(index) {
  const first = document.querySelector('[role="row"][aria-rowindex="2"]');
  let scroller = first?.parentElement ?? null;
  while (scroller && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement;
  const height = first?.getBoundingClientRect().height ?? 40;
  (scroller ?? document.scrollingElement).scrollTop += (index - 2) * height - 200;
}

export async function run(ctx) {
  const context = await ctx.newContext();
  const rows = [];
  try {
    const page = await context.newPage();
    const counts = { GET: 0, PUT: 0 };
    page.on('request', (request) => {
      if (request.url().includes('/api/attributes') && request.method() in counts) counts[request.method()] += 1;
    });
    await page.goto('/attributes');
    await waitForMock(page);
    const table = page.getByRole('table', { name: 'Attributes' });
    await table.locator('[role="row"][aria-rowindex="2"]').getByRole('checkbox').click();
    await page.evaluate(scrollRowIntoViewInPage, COUNT + 1);
    const last = table.locator(`[role="row"][aria-rowindex="${COUNT + 1}"]`).getByRole('checkbox');
    await last.waitFor();
    await last.click({ modifiers: ['Shift'] });
    const bar = page.getByRole('region', { name: 'Bulk edit' });
    await bar.getByText(`${COUNT} attributes selected`).waitFor();
    await bar.getByLabel('Setting to change').selectOption('AttributeGroupId');
    await bar.getByLabel('New value').fill(String(GROUP));
    await bar.getByRole('button', { name: `Apply to ${COUNT} attributes…` }).click();
    const confirm = page.getByRole('alertdialog').getByRole('button', { name: `Set on ${COUNT} attributes` });
    await confirm.waitFor();
    await page.evaluate((latency) => window.__pimMock.setLatency(latency), LATENCY_MS);
    counts.GET = 0;
    counts.PUT = 0;

    const start = Date.now();
    await confirm.click();
    await bar.getByRole('status').getByText(`${COUNT} attributes saved.`).waitFor({ timeout: 300_000 });
    await page.waitForFunction(`(${outboxEntriesInPage})().then((left) => left === 0)`, undefined, { polling: 50, timeout: 30_000 }).catch(() => {});
    const left = await page.evaluate(outboxEntriesInPage);
    const end = Date.now();

    await page.evaluate(() => window.__pimMock.setLatency(0));
    const server = await page.evaluate(async (group) => {
      const all = await (await fetch('/api/attributes', { headers: { Authorization: 'demo-key' } })).json();
      return all.filter((attribute) => attribute.AttributeGroupId === group).length;
    }, GROUP);
    rows.push({
      metric: `bulk edit of ${COUNT} attributes (${LATENCY_MS} ms latency): last confirm → server has all and nothing pending`,
      value: ms(end - start),
      unit: 'ms',
      note: `server has the value on ${server} of ${COUNT}; outbox entries left ${left}; ${counts.GET} GETs and ${counts.PUT} PUTs (re-read, write, read back per attribute, 4 at a time)`,
    });
  } finally {
    await context.close();
  }
  return rows;
}
