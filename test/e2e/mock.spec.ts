import type { Page } from '@playwright/test';
import { expect, test, waitForMock } from './fixtures';

// The embedded mock is a product feature (DESIGN.md): the seed chosen with ?mock-seed= stays
// chosen across reloads (issue 2), which is what benchmarks and demos rely on.
async function seedAfterLoad(page: Page) {
  await waitForMock(page);
  return page.evaluate(() => window.__pimMock!.currentSeedName());
}

test('?mock-seed=large switches to the large seed and it stays chosen across reloads', async ({ page }) => {
  test.setTimeout(60_000); // the large seed is generated in the page on every load
  await page.goto('/languages?mock-seed=large');
  expect(await seedAfterLoad(page)).toBe('large');
  await expect(page).not.toHaveURL(/mock-seed/);

  await page.reload();
  expect(await seedAfterLoad(page)).toBe('large');

  await page.goto('/languages?mock-seed=default');
  expect(await seedAfterLoad(page)).toBe('default');
  await page.reload();
  expect(await seedAfterLoad(page)).toBe('default');
});

test('the page opened with ?mock-seed= writes its own parameters without it, so a reload does not reset the data again', async ({ page }) => {
  await page.goto('/attributes?mock-seed=default');
  expect(await seedAfterLoad(page)).toBe('default');
  await page.getByRole('searchbox', { name: 'Search attributes' }).fill('colour');
  await expect(page).toHaveURL(/[?&]q=colour/);
  await expect(page).not.toHaveURL(/mock-seed/);
});

type Attribute = { Uid: string; Name: Record<string, string> };

const keptAnswers = (page: Page) => page.evaluate(async () => (await (await caches.open('pim-mock-answers')).keys()).map((request) => new URL(request.url).pathname));
const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, { method, headers: { Authorization: 'demo-key', 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, body: (await response.text()) || null };
    },
    { method, path, body },
  );

test("a reload answers the large seed's attribute list from the one the mock kept, and a change made since is in the next answer", async ({ page }) => {
  test.setTimeout(120_000); // the large seed is generated in the page on every load
  await page.goto('/attributes?mock-seed=large');
  await waitForMock(page);
  await expect(page.getByRole('status').filter({ hasText: '10,000 attributes' })).toBeVisible();
  // Kept once the page is idle (at the latest 5 s on), 10 MB: no tight limit on a busy machine.
  await expect.poll(() => keptAnswers(page), { timeout: 30_000 }).toEqual([expect.stringMatching(/^\/__pim-mock\/answers\/attributes\//)]);
  const [kept] = await keptAnswers(page);

  await page.reload();
  await waitForMock(page);
  const listed = JSON.parse((await api(page, 'GET', '/attributes')).body!) as Attribute[];
  expect(listed).toHaveLength(10_000);
  const renamed = { ...listed[42]!, Name: { ...listed[42]!.Name, 'da-DK': 'Omdøbt før genindlæsningen' } };
  expect((await api(page, 'PUT', '/attributes', renamed)).status).toBe(200);

  await page.reload();
  await waitForMock(page);
  const after = JSON.parse((await api(page, 'GET', '/attributes')).body!) as Attribute[];
  expect(after.find((attribute) => attribute.Uid === renamed.Uid)?.Name['da-DK']).toBe('Omdøbt før genindlæsningen');
  // The answer of the new state is kept in place of the old one.
  await expect.poll(() => keptAnswers(page), { timeout: 30_000 }).toEqual([expect.not.stringMatching(kept!)]);
});
