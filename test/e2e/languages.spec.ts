import type { Page, Request } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoAndWait, refuseFirstFetch, test } from './fixtures';

// The default seed has en-GB, da-DK, de-DE, sv-SE, nb-NO, fr-CA... (issue 2).
const field = (page: Page, label: 'Culture code' | 'Name' | 'Sort order') => page.getByLabel(label, { exact: true });
/** The table row whose culture code is exactly `cultureCode`. */
const rowOf = (page: Page, cultureCode: string) => page.getByRole('row').filter({ has: page.getByText(cultureCode, { exact: true }) });

async function openLanguages(page: Page) {
  await gotoAndWait(page, '/languages');
  await expect(rowOf(page, 'da-DK')).toBeVisible();
}

const isLanguageWrite = (method: string) => (request: Request) => request.method() === method && /\/v1\/Languages$/.test(new URL(request.url()).pathname);

test('adds a language: the name is proposed from the culture code, and a reload keeps it', async ({ page }) => {
  await openLanguages(page);
  const sortOrders = (await page.locator('tbody tr td:nth-child(3)').allInnerTexts()).map(Number);
  await page.getByRole('button', { name: 'New language' }).click();

  await field(page, 'Culture code').fill('it-IT');
  await field(page, 'Culture code').blur();
  await expect(field(page, 'Name')).toHaveValue('Italian (Italy)');
  // Sort order defaults to after the last language.
  await expect(field(page, 'Sort order')).toHaveValue(String(Math.max(...sortOrders) + 1));
  await expectNoSeriousA11yViolations(page, 'the new language dialog', '[role="dialog"]');

  const post = page.waitForRequest(isLanguageWrite('POST'));
  await page.getByRole('button', { name: 'Save' }).click();
  await post;

  const row = rowOf(page, 'it-IT');
  await expect(row).toBeVisible();
  await expect(row).toContainText('Italian (Italy)');
  await expect(field(page, 'Culture code')).toBeHidden();

  await page.reload();
  await expect(rowOf(page, 'it-IT')).toContainText('Italian (Italy)');
});

test('edits a language by clicking its row (PUT), and a reload keeps the change', async ({ page }) => {
  await openLanguages(page);
  await rowOf(page, 'de-DE').click();

  const name = field(page, 'Name');
  await expect(name).not.toHaveValue('');
  await name.fill('Deutsch (Deutschland)');
  const put = page.waitForRequest(isLanguageWrite('PUT'));
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await put).postDataJSON()).toMatchObject({ CultureCode: 'de-DE', Name: 'Deutsch (Deutschland)' });

  await expect(rowOf(page, 'de-DE')).toContainText('Deutsch (Deutschland)');
  await page.reload();
  await expect(rowOf(page, 'de-DE')).toContainText('Deutsch (Deutschland)');
});

test('cancel asks before discarding what was typed, then leaves the list as it was', async ({ page }) => {
  await openLanguages(page);
  const rowsBefore = await page.getByRole('row').count();
  await page.getByRole('button', { name: 'New language' }).click();
  await field(page, 'Culture code').fill('pt-BR');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect(field(page, 'Culture code')).toBeHidden();
  await expect(rowOf(page, 'pt-BR')).toHaveCount(0);
  await expect(page.getByRole('row')).toHaveCount(rowsBefore);
});

test('a duplicate culture code (any case) is refused at the field and the form keeps its values', async ({ page }) => {
  await openLanguages(page);
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (isLanguageWrite('POST')(request)) posts.push(request);
  });

  await page.getByRole('button', { name: 'New language' }).click();
  await field(page, 'Culture code').fill('DA-dk');
  await field(page, 'Culture code').blur();
  await field(page, 'Name').fill('Danish again');
  await field(page, 'Sort order').fill('99');
  await page.getByRole('button', { name: 'Save' }).click();

  const code = field(page, 'Culture code');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  // The message is tied to the field, so assistive tech reads it with the field.
  await expect(code).toHaveAccessibleDescription(/already (exists|in use|taken)|duplicate/i);
  await expect(code).toHaveValue('DA-dk');
  await expect(field(page, 'Name')).toHaveValue('Danish again');
  await expect(field(page, 'Sort order')).toHaveValue('99');
  // Caught before sending (issue 2): nothing reached the server.
  expect(posts).toHaveLength(0);
  await expect(page.getByRole('row').filter({ hasText: 'Danish again' })).toHaveCount(0);
});

test('a form whose file could not be fetched says so in the page, and Try again opens it', async ({ page }) => {
  await refuseFirstFetch(page, /\/assets\/new-language-dialog-[^/]*\.js$/);
  await openLanguages(page);
  await page.getByRole('button', { name: 'New language' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'Could not load the new language form.' });
  // Over the page, where the dialog would have opened, with the focus: as any dialog fetched on demand.
  await expect(problem.getByRole('button', { name: 'Try again' })).toBeFocused();
  await expect(problem.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(rowOf(page, 'da-DK')).toBeVisible();
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(field(page, 'Culture code')).toBeVisible();
  await expect(problem).toHaveCount(0);
});
