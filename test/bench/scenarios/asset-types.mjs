// The asset type designer with the large seed: time from navigation start until the
// 5,000-property asset type shows its first property rows (median of 3 loads), and the
// longest keyboard move step (keydown to next paint, Chromium Event Timing) over a series
// of arrow presses, within a section and across a section boundary.
/* global document, window, requestAnimationFrame -- functions handed to page.evaluate run in the browser */
import { median, ms, useLargeSeed, waitForKeptList, waitForMock, waitForSettledPage } from '../lib.mjs';

export const name = 'asset type designer (large seed)';

const RUNS = 3;
const LARGE_ALIAS = 'benchmarkLarge';

async function timeToDesigner(page, path) {
  await page.goto(path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => {
      const rows = document.querySelectorAll('.property-row [data-handle]');
      return rows.length > 0 && rows[0].checkVisibility() ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  return handle.jsonValue();
}

/** Starts collecting Event Timing entries of key presses (only those of 16 ms and more are reported). */
async function observeKeyEvents(page) {
  await page.evaluate(() => {
    window.__keyTimings = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'keydown') window.__keyTimings.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
}

/** Presses `key` `times` times, each after the previous one has been painted. */
async function press(page, key, times) {
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(key);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}

export async function run(ctx) {
  const context = await ctx.newContext();
  const rows = [];
  try {
    const page = await context.newPage();
    await useLargeSeed(page);
    await page.goto('/asset-types');
    await waitForMock(page, 60_000);
    // The row with the alias (the link names the asset type by its label).
    const link = page.getByRole('row').filter({ hasText: LARGE_ALIAS }).getByRole('link');
    await link.waitFor({ timeout: 30_000 }).catch(() => {
      throw new Error(`no link to the ${LARGE_ALIAS} asset type on /asset-types`);
    });
    const path = await link.getAttribute('href');

    const times = [];
    for (let i = 0; i < RUNS; i += 1) times.push(await timeToDesigner(page, path));
    rows.push({
      metric: 'open 5,000-property asset type',
      value: ms(median(times)),
      unit: 'ms',
      note: `median of ${RUNS} loads (${times.map(ms).join(', ')} ms), navigation start to first property rows visible`,
    });
    const inDom = await page.evaluate(() => document.querySelectorAll('.property-row').length);
    rows.push({ metric: 'property rows in the DOM', value: inDom, unit: 'rows', note: 'of 5,000 (only the active tab, long sections windowed)' });

    // The steps are measured on a settled page: the lists it opened with re-read and kept on the
    // device (that background work after a load is not a keyboard step's cost).
    await waitForSettledPage(page);
    await waitForKeptList(page, '"attributes","list"');
    await observeKeyEvents(page);
    const handles = page.locator('.property-row [data-handle]');
    // Within the first section: pick up, 15 steps down, drop.
    await handles.first().focus();
    await press(page, 'Space', 1);
    await press(page, 'ArrowDown', 15);
    await press(page, 'Space', 1);
    // Across a boundary: the first property of the second section, up into the first one's end.
    // Its rows render as it comes into view, as when an editor scrolls (or tabs) to it.
    const secondSection = page.locator('.section-card').nth(1);
    await secondSection.scrollIntoViewIfNeeded();
    const second = secondSection.locator('.property-row [data-handle]').first();
    await second.focus();
    await press(page, 'Space', 1);
    await press(page, 'ArrowUp', 5);
    await press(page, 'Space', 1);
    await page
      .getByTestId('designer-announcer')
      .filter({ hasText: /^Dropped/ })
      .waitFor();
    const timings = await page.evaluate(() => window.__keyTimings);
    const announced = await page.getByTestId('designer-announcer').textContent();
    const steps = 1 + 15 + 1 + 1 + 5 + 1;
    rows.push({
      metric: 'longest keyboard move step',
      value: timings.length ? ms(Math.max(...timings)) : '< 16',
      unit: 'ms',
      note: `Event Timing keydown→paint over ${steps} presses; ${timings.length} of them took 16 ms or more (${[...timings]
        .sort((a, b) => a - b)
        .map(ms)
        .join(', ')}). Last announcement: “${(announced ?? '').trim()}”`,
    });
  } finally {
    await context.close();
  }
  return rows;
}
