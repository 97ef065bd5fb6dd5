import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoAndWait, injectFault, refuseFirstFetch, test, waitForPageData } from './fixtures';

/** The navigation of the shell: link text, route, and what the page's h1 says. */
const pages = [
  { link: 'Attributes', path: '/attributes', heading: /attributes/i },
  { link: 'Saved searches', path: '/saved-searches', heading: /saved searches/i },
  { link: 'Asset types', path: '/asset-types', heading: /asset types/i },
  { link: 'Languages', path: '/languages', heading: /languages/i },
  { link: 'Settings', path: '/settings', heading: /settings/i },
] as const;

const nav = (page: Page) => page.getByRole('navigation');

async function expectOneHeading(page: Page, name: RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
}

test('the navigation opens every page, each with one h1 naming it', async ({ page }) => {
  await gotoAndWait(page, '/');
  for (const { link, path, heading } of pages) {
    await nav(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectOneHeading(page, heading);
  }
});

test('the not-found page names the path as typed, odd characters as text', async ({ page }) => {
  await gotoAndWait(page, '/no such page/<b>x</b>');
  await expectOneHeading(page, /page not found/i);
  await expect(page.locator('main code')).toHaveText('/no such page/<b>x</b>');
});

test('after moving to another page the keyboard starts in its content, not on the old link or the body', async ({ page }) => {
  await gotoAndWait(page, '/attributes');
  await nav(page).getByRole('link', { name: 'Languages', exact: true }).press('Enter');
  await expectOneHeading(page, /languages/i);
  await expect(page.locator('main')).toBeFocused();

  // Creating an attribute replaces the page whose button had the focus.
  await gotoAndWait(page, '/attributes/new');
  await page.getByLabel('Alias').fill('focusAfterCreate');
  await page.getByRole('button', { name: 'Create attribute' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /focusAfterCreate/ })).toBeVisible();
  await expect(page.locator('main')).toBeFocused();
});

for (const { path, heading } of pages) {
  test(`${path} opens directly (a shared link or a reload) and has no serious axe violations`, async ({ page }) => {
    await gotoAndWait(page, path);
    await expectOneHeading(page, heading);
    await waitForPageData(page);
    await expectNoSeriousA11yViolations(page, path);
  });
}

test('an unknown route shows a not-found page, with the navigation still there', async ({ page }) => {
  await gotoAndWait(page, '/no-such-page/at-all');
  await expectOneHeading(page, /not found/i);
  await expect(nav(page).getByRole('link', { name: 'Languages', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'not-found page');
});

/** On a refused key the page explains and offers a way to the key setting (not the nav link). */
async function expectLedToApiKeySetting(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByText(/api key/i).first()).toBeVisible();
  const toSettings = main
    .getByRole('link', { name: /settings|api key/i })
    .or(main.getByRole('button', { name: /settings|api key/i }))
    .first();
  await toSettings.click();
  await expect(page).toHaveURL(/\/settings/);
  await expect(page.getByLabel('API key', { exact: true })).toBeVisible();
}

test('a 401 from the API leads the user to the API key setting', async ({ page }) => {
  await gotoAndWait(page, '/settings');
  await injectFault(page, { method: '*', path: '/v1/*', status: 401 });
  await nav(page).getByRole('link', { name: 'Languages', exact: true }).click();
  await expectOneHeading(page, /languages/i);
  await expectLedToApiKeySetting(page);
});

test('clearing the API key in Settings leads back to the key setting (the mock answers 401)', async ({ page }) => {
  await gotoAndWait(page, '/settings');
  const key = page.getByLabel('API key', { exact: true });
  await key.fill('');
  await page.getByRole('button', { name: /^save/i }).click();
  await nav(page).getByRole('link', { name: 'Languages', exact: true }).click();
  await expectOneHeading(page, /languages/i);
  await expectLedToApiKeySetting(page);
});

test('a part of the shell that cannot be fetched says so over the page, and the form under it keeps what was typed', async ({ page }) => {
  // As after a new deployment replaced the files: the palette's and Activity's first fetches fail.
  await refuseFirstFetch(page, /\/assets\/command-palette-[^/]*\.js$/);
  await refuseFirstFetch(page, /\/assets\/activity-list-[^/]*\.js$/);
  await gotoAndWait(page, '/attributes/new');
  await page.getByLabel('Alias').fill('careNote');

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('alert').filter({ hasText: 'Could not load the command palette.' });
  await expect(palette.getByRole('button', { name: 'Try again' })).toBeFocused();
  await expect(page.getByLabel('Alias')).toHaveValue('careNote');
  await expectNoSeriousA11yViolations(page, 'the palette that could not load, over the form');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Go to or do' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The focus is back where the editor was typing.
  await expect(page.getByLabel('Alias')).toBeFocused();

  const activityButton = page.getByRole('button', { name: 'Activity' });
  await activityButton.click();
  const activity = page.getByRole('alert').filter({ hasText: 'Could not load the activity.' });
  await expect(activity.getByRole('button', { name: 'Try again' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(activity.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(activity).toHaveCount(0);
  await expect(activityButton).toBeFocused();
  // Opened again, it is fetched again.
  await activityButton.click();
  await expect(page.getByRole('dialog', { name: 'Activity' })).toBeVisible();
  await expect(page.getByLabel('Alias')).toHaveValue('careNote');
});
