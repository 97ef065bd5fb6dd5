import type { Page } from '@playwright/test';
import { expect, gotoAndWait, refuseFirstFetch, reloadAnsweringLeave, test, waitForMock } from './fixtures';

// Issue 18: a plan of several requests (an import) survives a reload: it goes on by itself after it, and nothing is written twice.
const COUNT = 16;
const DONE = /^Import of sixteen\.pim\.json is done: \d+ records? written\.$/;
const CONTINUING = /^Import of sixteen\.pim\.json: continuing where it was cut off \(\d+ left\)\.$/;

type Attribute = { Uid: string; Alias?: string | null };

const serverAttributes = (page: Page) => page.evaluate(async () => (await (await fetch('/api/attributes', { headers: { Authorization: 'demo-key' } })).json()) as Attribute[]);

/** Imports COUNT demo attributes as copies at 400 ms latency, and answers once at least 4 are written (the rest under way). */
async function importUnderWay(page: Page) {
  await gotoAndWait(page, '/import');
  const before = await serverAttributes(page);
  const picked = before.slice(0, COUNT);
  // Copies: every record is created anew, so a create sent twice would show as a second copy.
  const file = {
    format: 'pim-models-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    source: { apiBaseUrl: 'https://elsewhere.example/api', serverVersion: '4.0.0' },
    attributes: picked,
    assetTypes: [],
    savedSearchFolders: [],
    savedSearches: [],
  };
  await page.getByLabel('Choose an export file…').setInputFiles({ name: 'sixteen.pim.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('radio', { name: /Create copies/ }).check();
  await expect(preview.getByRole('status').first()).toHaveText(`${COUNT} new, 0 differ from what is here, 0 the same (skipped), 0 refused.`);

  await page.evaluate(() => window.__pimMock!.setLatency(400));
  await preview.getByRole('button', { name: `Apply ${COUNT} changes` }).click();
  const progress = preview.getByRole('progressbar', { name: 'Import progress' });
  await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
  return { before, picked };
}

/** Every record of the file is on the server exactly once. */
async function expectEachOnce(page: Page, before: Attribute[], picked: Attribute[]) {
  const after = await serverAttributes(page);
  expect(after).toHaveLength(before.length + COUNT);
  for (const { Alias } of picked) {
    expect(
      after.filter((attribute) => attribute.Alias === `${Alias}Copy`),
      `${Alias}Copy`,
    ).toHaveLength(1);
    expect(
      after.filter((attribute) => attribute.Alias === `${Alias}Copy2`),
      `${Alias}Copy2`,
    ).toHaveLength(0);
  }
}

test('a reload in the middle of an import asks first; after it the import goes on, and every record of the file is on the server exactly once', async ({ page }) => {
  const { before, picked } = await importUnderWay(page);

  expect(await reloadAnsweringLeave(page)).toEqual(['beforeunload']);

  await expect(page.getByText(CONTINUING)).toBeVisible();
  await expect(page.getByText(DONE)).toBeVisible({ timeout: 20_000 });
  await expectEachOnce(page, before, picked);
});

test('an import cut off by closing its tab is continued by one of two tabs opened at once, never by both', async ({ page, context }) => {
  const { before, picked } = await importUnderWay(page);
  await page.close();
  const [first, second] = await Promise.all([context.newPage(), context.newPage()]);
  await Promise.all([first.goto('/attributes'), second.goto('/attributes')]);
  await Promise.all([waitForMock(first), waitForMock(second)]);

  // Whichever tab took it says so, and says when it is done; the other says nothing of it.
  const doneIn = async () => ((await first.getByText(DONE).count()) > 0 ? 'first' : (await second.getByText(DONE).count()) > 0 ? 'second' : null);
  await expect.poll(doneIn, { timeout: 20_000 }).not.toBeNull();
  const taker = (await doneIn()) === 'first' ? first : second;
  const other = taker === first ? second : first;
  await expect(taker.getByText(CONTINUING)).toBeVisible();
  await expect(other.getByText(CONTINUING)).toHaveCount(0);
  await expect(other.getByText(DONE)).toHaveCount(0);
  await expectEachOnce(other, before, picked);
});

test('when what continues a plan cannot be fetched after the reload, the page stays and says so; Try again continues it', async ({ page }) => {
  const { before, picked } = await importUnderWay(page);
  // As after a new deployment, or the connection lost just then.
  await refuseFirstFetch(page, /\/assets\/resume-plans-[^/]*\.js$/);

  expect(await reloadAnsweringLeave(page)).toEqual(['beforeunload']);

  const failure = page.getByRole('alert').filter({ hasText: 'Could not load the work to continue.' });
  await expect(failure).toContainText("Check the connection, or reload the page for the app's latest version.");
  await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
  // It says so in the page, and leaves the focus to the editor.
  await expect(failure.getByRole('button', { name: 'Try again' })).not.toBeFocused();
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(CONTINUING)).toBeVisible();
  await expect(page.getByText(DONE)).toBeVisible({ timeout: 20_000 });
  await expect(failure).toHaveCount(0);
  // The keyboard goes on from the page, not from the top of the document.
  await expect(page.getByRole('main')).toBeFocused();
  await expectEachOnce(page, before, picked);
});

test('that failure can be closed: the work stays kept, and the next start continues it', async ({ page }) => {
  const { before, picked } = await importUnderWay(page);
  await refuseFirstFetch(page, /\/assets\/resume-plans-[^/]*\.js$/);
  await reloadAnsweringLeave(page);

  const failure = page.getByRole('alert').filter({ hasText: 'Could not load the work to continue.' });
  await failure.getByRole('button', { name: 'Close' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByText(CONTINUING)).toHaveCount(0);

  await page.reload();
  await expect(page.getByText(CONTINUING)).toBeVisible();
  await expect(page.getByText(DONE)).toBeVisible({ timeout: 20_000 });
  await expectEachOnce(page, before, picked);
});
