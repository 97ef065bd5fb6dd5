// The command palette (Ctrl+K) with the large seed (10,000 attributes): from the key press to
// the search box ready, and from the last typed key to the attribute found by a Danish name,
// measured in the page (performance.now); the longest step by Chromium's Event Timing.
/* global window, document */
import { longestPerInteraction, ms, sortedMs, useLargeSeed, waitForMock, waitForSettledPage } from '../lib.mjs';

export const name = 'command palette (large seed)';

const WORD = 'felt 4321';

/** Ctrl+K → the palette's search box has focus, in ms (key press timed in the page). */
async function openPalette(page) {
  await page.evaluate(() => {
    window.__paletteKey = undefined;
    const listener = (event) => {
      if (event.key !== 'k' || !event.ctrlKey) return;
      window.__paletteKey = performance.now();
      document.removeEventListener('keydown', listener, { capture: true });
    };
    document.addEventListener('keydown', listener, { capture: true });
  });
  await page.keyboard.press('Control+k');
  const handle = await page.waitForFunction(
    () => {
      const box = document.querySelector('[role="dialog"] [role="combobox"]');
      return box && document.activeElement === box && window.__paletteKey !== undefined ? performance.now() - window.__paletteKey : false;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return handle.jsonValue();
}

export async function run(ctx) {
  const context = await ctx.newContext();
  try {
    const page = await context.newPage();
    await useLargeSeed(page);
    await page.goto('/attributes');
    await waitForMock(page, 60_000);
    await page.getByRole('table', { name: 'Attributes' }).waitFor({ timeout: 30_000 });
    await waitForSettledPage(page);
    await page.evaluate(() => {
      window.__steps = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.interactionId) window.__steps.push({ duration: entry.duration, id: entry.interactionId });
      }).observe({ type: 'event', durationThreshold: 16 });
    });
    const firstOpen = await openPalette(page);
    const box = page.getByRole('dialog').getByRole('combobox');
    await box.pressSequentially(WORD.slice(0, -1), { delay: 100 });
    await page.evaluate(() => document.addEventListener('keydown', () => (window.__lastKey = performance.now()), { capture: true, once: true }));
    await box.press(WORD.slice(-1));
    const found = await (
      await page.waitForFunction(
        (word) => {
          const option = document.querySelector('[role="listbox"] [role="option"][aria-selected="true"]');
          return option && option.textContent.includes(word.split(' ').pop()) ? performance.now() - window.__lastKey : false;
        },
        WORD,
        { polling: 'raf', timeout: 30_000 },
      )
    ).jsonValue();
    const options = await page.getByRole('listbox').getByRole('option').count();
    await box.press('Enter');
    await page.getByRole('heading', { level: 1, name: /^Attribute / }).waitFor();
    await waitForSettledPage(page);
    const secondOpen = await openPalette(page);
    const steps = await page.evaluate(() => window.__steps);
    const slow = longestPerInteraction(steps).map((step) => step.duration);
    return [
      { metric: 'Ctrl+K → search box ready, first open', value: ms(firstOpen), unit: 'ms', note: 'the palette’s chunk is fetched on this first open (not in the first-visit JS)' },
      { metric: 'Ctrl+K → search box ready, again', value: ms(secondOpen), unit: 'ms', note: 'chunk cached; 10,000 attributes indexed again on open' },
      { metric: `last key → “${WORD}” found and selected`, value: ms(found), unit: 'ms', note: `attribute found by its Danish name; ${options} options rendered (virtualized)` },
      {
        metric: 'palette: longest step',
        value: slow.length ? ms(Math.max(...slow)) : '< 16',
        unit: 'ms',
        note: `${WORD.length + 3} interactions (2× Ctrl+K, typing, Enter): ${slow.length} took 16 ms or more${slow.length ? ` (${sortedMs(slow)} ms)` : ''}`,
      },
    ];
  } finally {
    await context.close();
  }
}
