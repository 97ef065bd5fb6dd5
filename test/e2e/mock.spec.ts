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
