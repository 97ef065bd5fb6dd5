import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoAndWait, refuseFirstFetch, test } from './fixtures';

// Default seed (src/mocks/seed-saved-searches.ts): top-level folders Marketing, Data quality,
// Purchasing, My searches and an empty Archive; searches at the top level after them.
const item = (page: Page, name: string) => page.getByRole('treeitem', { name: new RegExp(`^${name}`) });

// Tall enough that the whole default tree is on screen: a pointer cannot drag what it cannot reach.
test.use({ viewport: { width: 1280, height: 1200 } });

async function openTree(page: Page) {
  await gotoAndWait(page, '/saved-searches');
  await expect(item(page, 'Marketing')).toBeVisible();
}

/** dnd-kit's PointerSensor wants real pointer events and a few pixels of travel before it starts a drag. */
async function drag(page: Page, source: Locator, target: Locator) {
  await source.scrollIntoViewIfNeeded();
  await target.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + 40, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 50, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(to.x + 60, to.y + to.height / 2, { steps: 12 });
  await page.mouse.move(to.x + 62, to.y + to.height / 2, { steps: 2 });
  await page.mouse.up();
}

test('the tree is navigated with the keyboard: arrows, expand/collapse, Home/End, type-ahead', async ({ page }) => {
  await openTree(page);
  await item(page, 'Marketing').click();
  await expect(item(page, 'Marketing')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'Campaigns')).toBeFocused();
  await expect(item(page, 'Campaigns')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(item(page, 'Campaigns')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(item(page, 'Spring 2024')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(item(page, 'Campaigns')).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('treeitem').last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item(page, 'Marketing')).toBeFocused();
  await page.keyboard.type('pu');
  await expect(item(page, 'Purchasing')).toBeFocused();
  // One tab stop: Tab leaves the tree instead of walking every item.
  await expect(page.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(item(page, 'Purchasing')).toHaveAttribute('aria-expanded', 'false');
  await expectNoSeriousA11yViolations(page, '/saved-searches');
});

test('a pointer drag puts a folder into another folder, and a reload keeps it there', async ({ page }) => {
  await openTree(page);
  await expect(item(page, 'Archive')).toHaveAttribute('aria-level', '1');
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
  await drag(page, item(page, 'Archive'), item(page, 'Purchasing'));
  await expect(item(page, 'Archive')).toHaveAttribute('aria-level', '2');
  await saved;
  await expect(page.locator('.tree-saving')).toHaveText('');
  await page.reload();
  await expect(item(page, 'Purchasing')).toBeVisible();
  await expect(item(page, 'Archive')).toHaveAttribute('aria-level', '2');
  // It sits inside Purchasing: the row right after Purchasing's own subfolder.
  const names = await page.getByRole('treeitem').allInnerTexts();
  const purchasing = names.findIndex((name) => name.includes('Purchasing'));
  expect(names.slice(purchasing + 1, purchasing + 3).some((name) => name.includes('Archive'))).toBe(true);
});

test('a drag can never put a folder into its own subfolder', async ({ page }) => {
  await openTree(page);
  await drag(page, item(page, 'Marketing'), item(page, 'Campaigns'));
  await expect(item(page, 'Marketing')).toHaveAttribute('aria-level', '1');
  await expect(item(page, 'Campaigns')).toHaveAttribute('aria-level', '2');
});

test('Ctrl+arrow moves an item by keyboard, and a reload keeps the move', async ({ page }) => {
  await openTree(page);
  await item(page, 'Data quality').click();
  await expect(item(page, 'Data quality')).toHaveAttribute('aria-posinset', '2');
  await page.keyboard.press('Control+ArrowUp');
  await expect(item(page, 'Data quality')).toHaveAttribute('aria-posinset', '1');
  await expect(item(page, 'Data quality')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Moved folder “Data quality”' })).toHaveCount(1);
  // Ctrl+← takes an item out of its folder.
  await item(page, 'Campaigns').click();
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.request().postData()!.includes('"ParentUid"'));
  await page.keyboard.press('Control+ArrowLeft');
  await expect(item(page, 'Campaigns')).toHaveAttribute('aria-level', '1');
  await saved;
  await expect(page.locator('.tree-saving')).toHaveText('');
  await page.reload();
  await expect(item(page, 'Data quality')).toHaveAttribute('aria-posinset', '1');
  await expect(item(page, 'Campaigns')).toHaveAttribute('aria-level', '1');
});

test('the editor, a failed search and the dialogs have no serious accessibility problems', async ({ page }) => {
  await openTree(page);
  await item(page, 'Duplicate EANs').click();
  await expect(page.getByText(/This search has failed/)).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Duplicate EANs (legacy)');
  await page.screenshot({ path: test.info().outputPath('saved-searches-editor.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the saved search editor');
  await item(page, 'Purchasing').click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('holds 1 folder and 4 saved searches');
  await expectNoSeriousA11yViolations(page, 'the delete confirmation');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Move to…' }).click();
  await expect(page.getByRole('dialog', { name: 'Move “Purchasing” to…' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Move to… dialog');
});

test('a link to a search shows the tree at once and the editor when its code has arrived, on a slow connection', async ({ page }) => {
  // The editor's code is held on its way: the tree must not wait for it.
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // The context, not the page: the mock's service worker fetches what the page asks for.
  await page.context().route(/\/assets\/saved-search-editor-[^/]+\.js$/, async (route) => {
    arrive();
    await released;
    await route.continue();
  });
  await page.goto('/saved-searches/ed5d16d3-e94a-48f2-bed5-000000000001');
  await arrived;
  await expect(item(page, 'Marketing')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the saved search…' })).toBeVisible();
  await item(page, 'Archive').click();
  await expect(item(page, 'Archive')).toBeFocused();
  release();
  await expect(page.getByRole('heading', { name: 'Edit “Spring campaign products”' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Spring campaign products');
  // The click on Archive selected it while the editor loaded; the editor's arrival leaves the focus where it was.
  await expect(item(page, 'Archive')).toBeFocused();
});

test('a link to a search whose editor could not be fetched keeps the tree, says so, and Try again opens the editor', async ({ page }) => {
  await refuseFirstFetch(page, /\/assets\/saved-search-editor-[^/]+\.js$/);
  await page.goto('/saved-searches/ed5d16d3-e94a-48f2-bed5-000000000001');
  const problem = page.getByRole('alert').filter({ hasText: 'Could not load the saved search editor.' });
  await expect(problem).toBeVisible();
  await expect(item(page, 'Marketing')).toBeVisible();
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Edit “Spring campaign products”' })).toBeVisible();
  await expect(problem).toHaveCount(0);
});

test('“New folder” clicked before its code has arrived opens when it arrives, with the focus in the name', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(/\/assets\/new-folder-dialog-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await openTree(page);
  const button = page.getByRole('button', { name: 'New folder' });
  await button.click();
  await expect(button).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  await expect(dialog.getByLabel('Folder name')).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(button).toBeFocused();
});

test('a New folder form whose file could not be fetched says so in the page, and Try again opens it', async ({ page }) => {
  await refuseFirstFetch(page, /\/assets\/new-folder-dialog-[^/]+\.js$/);
  await openTree(page);
  await page.getByRole('button', { name: 'New folder' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'Could not load the new folder form.' });
  await expect(problem).toBeVisible();
  await expect(item(page, 'Marketing')).toBeVisible();
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'New folder' }).getByLabel('Folder name')).toBeVisible();
  await expect(problem).toHaveCount(0);
});
