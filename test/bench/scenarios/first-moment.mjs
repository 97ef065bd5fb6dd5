// The first moment, measured as a person uses the app (issue 19): act as soon as the rows show
// (type in the search, pick a field, move a property), keep acting every 100 ms until the page has
// settled (kept lists re-checked and written), and report from the first rows on:
// - the slowest interaction (Chromium Event Timing, input to next paint; only 16 ms and more are reported),
// - the longest main-thread frame (Long Animation Frames): what a key pressed at that moment would wait for,
// - how long the page took to settle after its first rows.
// Large seed, mock on, production build; each page on a reload (its list kept on the device) and
// /attributes also on a first visit (nothing kept). Taken twice: in a page Playwright drives, and in an
// editor's browser (bare-chromium.mjs: headed on Xvfb, no DevTools network agent). Playwright's network
// agent copies and decodes each answer on the page's main thread (a 41-48 ms task for a re-checked big
// list, in the first second), which delays whatever key lands then, and headless Chromium sometimes
// draws a frame only at the next input; no editor's browser does either.
/* global window, document, indexedDB -- functions handed to the page run in the browser */
import { chromiumLaunchArgs, findChromium } from '../../e2e/chromium.mjs';
import { launchBareChromium } from '../bare-chromium.mjs';
import { keptListInPage, longestPerInteraction, ms, waitForKeptList, waitForSettledPage } from '../lib.mjs';
import { bareDriver, byText, playwrightDriver } from '../page-driver.mjs';

export const name = 'first moment (large seed, act at once)';

const KEY_GAP_MS = 100;
const MAX_ACTIONS = 80;
// At least this many actions (3 s at 100 ms apart): the window in which the first keys land.
const MIN_ACTIONS = 30;
const LARGE_ALIAS = 'benchmarkLarge';

/** Installed before any page script: every slow event and long frame from navigation start. */
function observeFromStart() {
  window.__firstMoment = { events: [], frames: [] };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId) window.__firstMoment.events.push({ id: entry.interactionId, name: entry.name, start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // no Event Timing: no figure
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__firstMoment.frames.push({ start: entry.startTime, duration: entry.duration, blocking: entry.blockingDuration });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // no Long Animation Frames: no figure
  }
}

/** Settled: no list is a kept copy still being checked, and the idle-time write of the big list is done. */
async function settled(driver, keptListKey) {
  const done = await driver.evaluate(() => (document.querySelector('.kept-lists-status')?.textContent ?? '') === '');
  return done && (!keptListKey || (await driver.evaluate(keptListInPage, keptListKey)));
}

/** The mock with the large seed, chosen the way a user does (`/?mock-seed=large`), latency 0. */
async function useLargeSeed(driver) {
  const mockRunning = () => window.__pimMock !== undefined;
  for (const path of ['/?mock-seed=large', '/attributes']) {
    await driver.goto(path);
    await driver.until(mockRunning);
    await driver.evaluate(() => window.__pimMock.setLatency(0));
  }
  const seed = await driver.evaluate(() => window.__pimMock.currentSeedName());
  if (seed !== 'large') throw new Error(`the mock is on the "${seed}" seed, not the large one`);
}

/**
 * Goes to `path`, waits for `firstRows` ([in-page check, its argument]: the time when the page's rows show), then runs
 * `act(step)` every KEY_GAP_MS until the page has settled.
 */
async function measure(driver, { path, firstRows, start, act, keptListKey }) {
  await driver.goto(path);
  const rowsAt = await driver.until(...firstRows);
  await start(driver);
  let actions = 0;
  const begun = Date.now();
  while (actions < MAX_ACTIONS) {
    await act(driver, actions);
    actions += 1;
    await driver.pause(KEY_GAP_MS); // a person's typing rhythm, not a wait for the app
    if (actions >= MIN_ACTIONS && (await settled(driver, keptListKey))) break;
  }
  const settledAfter = Date.now() - begun;
  await waitForSettledPage(driver); // observers deliver their last entries
  const { events, frames } = await driver.evaluate(() => window.__firstMoment);
  const late = (entry) => entry.start + entry.duration >= rowsAt;
  const slowEvents = longestPerInteraction(events.filter(late));
  const longFrames = frames.filter(late);
  const worstEvent = slowEvents.reduce((max, entry) => Math.max(max, entry.duration), 0);
  const worstFrame = longFrames.reduce((max, entry) => Math.max(max, entry.duration), 0);
  const over50 = slowEvents.filter((entry) => entry.duration > 50).length;
  return { rowsAt, worstEvent, worstFrame, over50, slowEvents, longFrames, actions, settledAfter };
}

/** In the page: performance.now() once `min` elements matching `selector` are visible. */
function visibleAt({ selector, min }) {
  let visible = 0;
  for (const element of document.querySelectorAll(selector)) if (element.checkVisibility()) visible += 1;
  return visible >= min ? performance.now() : false;
}
const rowsVisible = [visibleAt, { selector: '[role="row"], tr', min: 2 }];
const designerRows = [visibleAt, { selector: '.property-row [data-handle]', min: 1 }];

/** Types WORD, then alternately deletes and retypes its last letter. */
function typing(word) {
  return async (driver, step) => {
    if (step < word.length) await driver.press(word[step]);
    else await driver.press(step % 2 === 0 ? 'Backspace' : word.at(-1));
  };
}

function rowsFor(label, result) {
  const list = (entries) =>
    entries
      .map((entry) => (entry.name ? `${ms(entry.duration)} ${entry.name} at +${ms(entry.start - result.rowsAt)}` : ms(entry.duration)))
      .sort((a, b) => parseInt(b) - parseInt(a))
      .slice(0, 8)
      .join(', ');
  return [
    {
      metric: `${label}: slowest interaction from the first rows`,
      value: result.slowEvents.length ? ms(result.worstEvent) : '< 16',
      unit: 'ms',
      note: `first rows at ${ms(result.rowsAt)} ms; ${result.actions} actions ${KEY_GAP_MS} ms apart from then until settled; ${result.slowEvents.length} of 16 ms or more${
        result.slowEvents.length ? ` (${list(result.slowEvents)})` : ''
      }, ${result.over50} over 50 ms; goal: none over 50`,
    },
    {
      metric: `${label}: longest main-thread frame from the first rows`,
      value: result.longFrames.length ? ms(result.worstFrame) : '< 50',
      unit: 'ms',
      note: `Long Animation Frames over 50 ms until settled (${result.settledAfter.toLocaleString('en')} ms after the first action): ${result.longFrames.length}${
        result.longFrames.length ? ` (${list(result.longFrames)})` : ''
      }`,
    },
  ];
}

/** Throws the kept lists away, from a page of the app's origin that runs no app (so the database is not held open). */
async function forgetKeptLists(driver) {
  await driver.goto('/config.json');
  await driver.until(() => document.readyState === 'complete');
  await driver.evaluate(
    () =>
      new Promise((resolve) => {
        const request = indexedDB.deleteDatabase('pim-backoffice');
        request.onsuccess = request.onerror = request.onblocked = () => resolve(true);
      }),
  );
}

const searchBox = `() => document.querySelector('.toolbar-search input[type="search"]')`;
const addFilter = byText('.query-actions button', 'Add filter');
const firstFieldPicker = `() => document.querySelector('[role="combobox"][aria-label="Filter 1 field"]')`;
const firstHandle = `() => document.querySelector('.property-row [data-handle]')`;

/** Every measurement of this scenario, in one page (`label` names the browser). */
async function measureAll(driver, label, log) {
  const rows = [];
  const add = (name, result) => {
    log(`first moment: ${name}${label} measured`);
    rows.push(...rowsFor(`${name}${label}`, result));
  };
  await useLargeSeed(driver);
  const attributes = { path: '/attributes', firstRows: rowsVisible, start: (d) => d.click(searchBox), act: typing('colour'), keptListKey: '"attributes","list"' };

  // Warm: every list kept on the device once, as after a day's use.
  await driver.goto('/attributes');
  await waitForSettledPage(driver);
  await waitForKeptList(driver, attributes.keptListKey);

  add('/attributes reload', await measure(driver, attributes));
  await forgetKeptLists(driver);
  add('/attributes first visit', await measure(driver, attributes));
  add('/translations reload', await measure(driver, { ...attributes, path: '/translations' }));
  add(
    'query builder field picker, reload',
    await measure(driver, {
      path: '/saved-searches/new',
      firstRows: [() => Boolean([...document.querySelectorAll('.query-actions button')].find((button) => button.textContent.trim() === 'Add filter')) && performance.now()],
      start: async (d) => {
        await d.click(addFilter);
        await d.click(firstFieldPicker);
      },
      act: typing('field 4321'),
      keptListKey: attributes.keptListKey,
    }),
  );

  await driver.goto('/asset-types');
  const designerPath = await driver.until(
    (alias) =>
      [...document.querySelectorAll('tr')]
        .find((row) => row.textContent.includes(alias))
        ?.querySelector('a')
        ?.getAttribute('href'),
    LARGE_ALIAS,
  );
  add(
    'designer (5,000 properties), reload',
    await measure(driver, {
      path: designerPath,
      firstRows: designerRows,
      start: (d) => d.focus(firstHandle),
      // Pick up, two steps down, drop; again.
      act: (d, step) => d.press(['Space', 'ArrowDown', 'ArrowDown', 'Space'][step % 4]),
      // The big list the designer reads (it reads the asset types in use only when asked).
      keptListKey: attributes.keptListKey,
    }),
  );
  return rows;
}

export async function run(ctx) {
  const rows = [];
  const context = await ctx.newContext();
  try {
    await context.addInitScript(observeFromStart);
    rows.push(...(await measureAll(playwrightDriver(await context.newPage()), '', ctx.log)));
  } finally {
    await context.close();
  }
  const bare = await launchBareChromium(findChromium(), chromiumLaunchArgs);
  try {
    const page = await bare.newPage();
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${observeFromStart})()` });
    rows.push(...(await measureAll(bareDriver(page, ctx.baseURL), `, editor's browser${bare.headed ? '' : ' (headless: Xvfb not installed)'}`, ctx.log)));
  } finally {
    await bare.close();
  }
  return rows;
}
