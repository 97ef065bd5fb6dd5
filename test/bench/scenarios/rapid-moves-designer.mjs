// Rapid moves, designer half (issue 8): 50 keyboard moves of random properties of the asset
// type designer (pick up, one or two steps, drop), fired without waiting, then one save at
// 300 ms latency. Prints whether the layout on screen, the server's copy and a reload agree
// (they must, every run) and how long the moves and the save took.
/* global window, document -- functions handed to page.evaluate run in the browser */
import { ms, outboxSendingInPage, waitForMock } from '../lib.mjs';

export const name = 'rapid moves (asset type designer)';

const MOVES = 50;
const LATENCY_MS = 300;

/** Property uids per section of the tab on screen, in order. Runs in the page. */
function layoutOnScreen() {
  return [...document.querySelectorAll('[aria-label^="Properties of "]')].map((list) => [...list.querySelectorAll('[data-handle]')].map((handle) => handle.getAttribute('data-handle')));
}

/** The same, from the server's copy: the sections of the tab whose sections are on screen. Runs in the page. */
function layoutOnServer(uid) {
  return fetch(`/api/v1/assettypes/${uid}`, { headers: { Authorization: 'demo-key' } })
    .then((response) => response.json())
    .then((doc) => {
      const onScreen = new Set([...document.querySelectorAll('[aria-label^="Properties of "] [data-handle]')].map((handle) => handle.getAttribute('data-handle')));
      const tab = doc.Configuration.Tabs.find((candidate) => (candidate.Sections ?? []).some((section) => (section.Properties ?? []).some((property) => onScreen.has(property.Uid))));
      return (tab?.Sections ?? []).map((section) => (section.Properties ?? []).map((property) => property.Uid));
    });
}

// An empty section shows no list on screen: sections are compared by their properties.
const same = (a, b) => JSON.stringify(a.filter((section) => section.length > 0)) === JSON.stringify(b.filter((section) => section.length > 0));

export async function run(ctx) {
  const context = await ctx.newContext({ viewport: { width: 1440, height: 1400 } });
  const rows = [];
  try {
    const page = await context.newPage();
    await page.goto('/asset-types');
    await waitForMock(page);
    await page.getByRole('link', { name: 'Image', exact: true }).click();
    await page.getByRole('list', { name: 'Properties of Basics' }).waitFor();
    const uid = new URL(page.url()).pathname.split('/').pop();
    await page.evaluate((latency) => window.__pimMock.setLatency(latency), LATENCY_MS);

    let seed = Number(process.env.BENCH_SEED ?? Date.now() % 100_000);
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const firstSeed = seed;
    const handles = page.locator('[aria-label^="Properties of "] [data-handle]');
    const fireStart = Date.now();
    for (let move = 0; move < MOVES; move += 1) {
      await handles.nth(Math.floor(random() * (await handles.count()))).focus();
      await page.keyboard.press('Space');
      const key = random() < 0.5 ? 'ArrowUp' : 'ArrowDown';
      for (let step = 0, steps = 1 + Math.floor(random() * 2); step < steps; step += 1) await page.keyboard.press(key);
      await page.keyboard.press('Space');
    }
    const moved = Date.now();
    const asked = await page.evaluate(layoutOnScreen);

    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText('No unsaved changes.')
      .waitFor({ timeout: 120_000 })
      .catch(async (error) => {
        await page.screenshot({ path: 'test-results/rapid-moves-designer.png' });
        throw error;
      });
    const saved = Date.now();
    // Nothing pending: the save's outbox entry is gone from the device too.
    await page.waitForFunction(`(${outboxSendingInPage})().then((sending) => sending === 0)`, undefined, { polling: 50, timeout: 30_000 }).catch(() => {});
    const drained = Date.now();
    const shown = await page.evaluate(layoutOnScreen);
    const server = await page.evaluate(layoutOnServer, uid);

    await page.evaluate(() => window.__pimMock.setLatency(0));
    await page.reload();
    await waitForMock(page);
    // The moves may have carried the view to another tab (the URL keeps it): any section will do.
    await page.locator('[aria-label^="Properties of "] [data-handle]').first().waitFor();
    const reloaded = await page.evaluate(layoutOnScreen);

    if (process.env.BENCH_DEBUG) ctx.log(JSON.stringify({ asked, shown, server, reloaded }));
    const agree = same(asked, shown) && same(shown, server) && same(server, reloaded);
    rows.push({
      metric: 'UI, server and reload agree',
      value: agree ? 'yes' : 'NO',
      unit: '',
      note: `asked=UI ${same(asked, shown)}, UI=server ${same(shown, server)}, server=reload ${same(server, reloaded)}; seed ${firstSeed} (BENCH_SEED replays)`,
    });
    rows.push({ metric: 'firing the moves', value: ms(moved - fireStart), unit: 'ms', note: `${MOVES} keyboard moves (pick up, 1-2 steps, drop) on random properties, no waiting` });
    rows.push({ metric: 'save, re-read and merge', value: ms(saved - moved), unit: 'ms', note: `${LATENCY_MS} ms latency: a GET, a PUT and the read-back GET` });
    rows.push({
      metric: 'designer save: last key → server as shown, nothing pending',
      value: ms(drained - moved),
      unit: 'ms',
      note: `${MOVES} keyboard moves then Save, ${LATENCY_MS} ms latency; until the save's outbox entry is gone from the device`,
    });
  } finally {
    await context.close();
  }
  return rows;
}
