import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoAndWait, test, waitForMock } from './fixtures';

test.use({ viewport: { width: 1440, height: 1000 } });

// Issues 8 and 9 in the designer, in a real browser: drafts survive a crash, two tabs merge.
async function openImage(page: Page) {
  await gotoAndWait(page, '/asset-types');
  await page.getByRole('link', { name: 'Image', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Asset type: / })).toBeVisible();
}

/** The Label field, inside the "Asset type settings" disclosure. */
async function labelField(page: Page) {
  const field = page.getByRole('textbox', { name: 'Label' });
  if (!(await field.isVisible())) await page.getByText('Asset type settings').click();
  return field;
}

const propertyNames = (page: Page, section: string) =>
  page
    .getByRole('list', { name: `Properties of ${section}` })
    .getByRole('listitem')
    .locator('.item-select')
    .allTextContents();

async function moveAltTextDown(page: Page) {
  await page.getByRole('button', { name: 'Image alt text', exact: true }).click();
  await page.getByRole('button', { name: 'Move down' }).click();
  await expect.poll(() => propertyNames(page, 'Basics')).toEqual(expect.arrayContaining(['Subtitle', 'Image alt text']));
  expect((await propertyNames(page, 'Basics')).slice(0, 2)).toEqual(['Subtitle', 'Image alt text']);
}

test('a change followed at once by a crash keeps the draft, which is offered back', async ({ page }) => {
  // A crash runs no pagehide handler: this page's are silenced, so only what was written at the change counts.
  await page.addInitScript(() => window.addEventListener('pagehide', (event) => event.stopImmediatePropagation()));
  await openImage(page);
  await moveAltTextDown(page);
  await page.reload();
  await waitForMock(page);
  const offer = page.getByRole('region', { name: 'Unsaved draft' });
  await expect(offer).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the draft offer', '.draft-offer');
  await offer.getByRole('button', { name: 'Restore draft' }).click();
  expect((await propertyNames(page, 'Basics')).slice(0, 2)).toEqual(['Subtitle', 'Image alt text']);
});

test('two tabs on one asset type: a colleague’s label and my move both survive the save', async ({ page, context }) => {
  const colleague = await context.newPage();
  await openImage(page);
  await openImage(colleague);
  await moveAltTextDown(page);

  await (await labelField(colleague)).fill('Picture');
  await colleague.getByRole('button', { name: 'Save' }).click();
  await expect(colleague.getByText('No unsaved changes.')).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Asset type: Picture' })).toBeVisible();
  await expect(page.getByText('No unsaved changes.')).toBeVisible();

  await colleague.reload();
  await expect(colleague.getByRole('heading', { level: 1, name: 'Asset type: Picture' })).toBeVisible();
  await expect.poll(async () => (await propertyNames(colleague, 'Basics')).slice(0, 2)).toEqual(['Subtitle', 'Image alt text']);
});

test('both tabs change the label: the second save shows the conflict, and nothing is sent until the editor chooses', async ({ page, context }) => {
  const colleague = await context.newPage();
  await openImage(page);
  await openImage(colleague);
  await (await labelField(colleague)).fill('Picture');
  await colleague.getByRole('button', { name: 'Save' }).click();
  await expect(colleague.getByText('No unsaved changes.')).toBeVisible();

  await (await labelField(page)).fill('Photo');
  let puts = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts += 1;
  });
  await page.getByRole('button', { name: 'Save' }).click();
  const panel = page.getByRole('region', { name: /Someone else changed this field too/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading')).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'the conflict panel', '.conflict-panel');
  expect(puts).toBe(0);
  await panel.getByRole('button', { name: 'Save with these choices' }).click();
  await expect(page.getByText('No unsaved changes.')).toBeVisible();
  await colleague.reload();
  await expect(colleague.getByRole('heading', { level: 1, name: 'Asset type: Photo' })).toBeVisible();
});

test('a draft restored after a colleague saved is merged with their change', async ({ page, context }) => {
  await openImage(page);
  const uid = new URL(page.url()).pathname.split('/').pop()!;
  await moveAltTextDown(page);
  await page.close();

  // A colleague renames the asset type through the API while the draft waits.
  const colleague = await context.newPage();
  await gotoAndWait(colleague, '/languages');
  await colleague.evaluate(async (assetTypeUid) => {
    const headers = { Authorization: 'demo-key', 'Content-Type': 'application/json' };
    const doc = await (await fetch(`/api/v1/assettypes/${assetTypeUid}`, { headers })).json();
    await fetch('/api/v1/assettypes', { method: 'PUT', headers, body: JSON.stringify({ ...doc, Label: 'Picture' }) });
  }, uid);

  // The list now names it by its new label: open it by its address.
  await gotoAndWait(colleague, `/asset-types/${uid}`);
  await expect(colleague.getByRole('heading', { level: 1, name: /^Asset type: / })).toBeVisible();
  const offer = colleague.getByRole('region', { name: 'Unsaved draft' });
  await expect(offer).toContainText('saved by someone since this draft began');
  await offer.getByRole('button', { name: 'Restore draft' }).click();
  await expect(await labelField(colleague)).toHaveValue('Picture');
  expect((await propertyNames(colleague, 'Basics')).slice(0, 2)).toEqual(['Subtitle', 'Image alt text']);
});

test('a draft another open tab is working on is not offered here, so it cannot be discarded from here', async ({ page, context }) => {
  await openImage(page);
  await moveAltTextDown(page);
  await expect(page.getByText(/kept as a draft in this browser/)).toBeVisible();

  const other = await context.newPage();
  await openImage(other);
  await expect.poll(() => propertyNames(other, 'Basics')).not.toEqual([]);
  await expect(other.getByRole('region', { name: 'Unsaved draft' })).toBeHidden();

  // Once that tab is closed, its draft is offered: it was kept all along.
  await page.close();
  await other.reload();
  await waitForMock(other);
  await expect(other.getByRole('region', { name: 'Unsaved draft' })).toContainText('kept by another tab of this browser');
});

test('a layout save a reload cut off after the server had it is not offered back as a draft', async ({ page }) => {
  await openImage(page);
  const uid = new URL(page.url()).pathname.split('/').pop()!;
  await moveAltTextDown(page);
  await page.evaluate(() => window.__pimMock!.setLatency(600));
  await page.getByRole('button', { name: 'Save' }).click();
  const firstOnServer = () =>
    page.evaluate(async (assetTypeUid) => {
      const doc = await (await fetch(`/api/v1/assettypes/${assetTypeUid}`, { headers: { Authorization: 'demo-key' } })).json();
      const general = doc.Configuration.Tabs.find((tab: { Label: string }) => tab.Label === 'General');
      return general.Sections[0].Properties[1].Uid as string;
    }, uid);
  const before = await firstOnServer();
  // Cut after the write, before the answer was read back.
  await expect.poll(firstOnServer, { timeout: 20_000 }).not.toBe(before);
  page.on('dialog', (dialog) => void dialog.accept());
  // The page after the reload answers at once.
  await page.evaluate((key) => sessionStorage.setItem(key, '0'), 'pim.mock.latencyMs');
  await page.reload();
  await waitForMock(page);
  await expect.poll(() => propertyNames(page, 'Basics')).toEqual(expect.arrayContaining(['Subtitle', 'Image alt text']));
  expect((await propertyNames(page, 'Basics')).slice(0, 2)).toEqual(['Subtitle', 'Image alt text']);
  await expect(page.getByRole('region', { name: 'Unsaved draft' })).toBeHidden();
});

test('a duplicated browser tab does not offer the draft the tab it came from is working on', async ({ page, context }) => {
  await openImage(page);
  await moveAltTextDown(page);
  await expect(page.getByText(/kept as a draft in this browser/)).toBeVisible();
  // window.open copies this tab's session storage, as the browser's "Duplicate tab" does: the designer's tab id comes along.
  const [duplicate] = await Promise.all([context.waitForEvent('page'), page.evaluate(() => void window.open(window.location.href))]);
  await waitForMock(duplicate);
  await expect.poll(() => propertyNames(duplicate, 'Basics')).not.toEqual([]);
  await expect(duplicate.getByRole('region', { name: 'Unsaved draft' })).toBeHidden();
  await expect(page.getByText(/kept as a draft in this browser/)).toBeVisible();
});

test('a duplicated browser tab keeps its draft apart: the tab it came from crashes, and its work is offered in a new tab', async ({ page, context }) => {
  // A crash runs no pagehide handler (see the first test).
  await page.addInitScript(() => window.addEventListener('pagehide', (event) => event.stopImmediatePropagation()));
  await openImage(page);
  const [duplicate] = await Promise.all([context.waitForEvent('page'), page.evaluate(() => void window.open(window.location.href))]);
  await waitForMock(duplicate);
  await expect.poll(() => propertyNames(duplicate, 'Basics')).not.toEqual([]);
  await moveAltTextDown(page);
  await expect(page.getByText(/kept as a draft in this browser/)).toBeVisible();
  // The duplicate, which shares the first tab's designer tab id, edits too: its draft is written after the first's.
  await (await labelField(duplicate)).fill('Picture');
  await expect(duplicate.getByText(/kept as a draft in this browser/)).toBeVisible();

  await page.close({ runBeforeUnload: false });
  const fresh = await context.newPage();
  await openImage(fresh);
  const offer = fresh.getByRole('region', { name: 'Unsaved draft' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Restore draft' }).click();
  expect((await propertyNames(fresh, 'Basics')).slice(0, 2)).toEqual(['Subtitle', 'Image alt text']);
  await expect(await labelField(fresh)).toHaveValue('Image');
  // The duplicate's work is still its own.
  await expect(await labelField(duplicate)).toHaveValue('Picture');
  await expect(duplicate.getByText(/kept as a draft in this browser/)).toBeVisible();
});

test('a draft offered after a reload and ignored goes once the editor saves other changes: the next reload offers nothing', async ({ page }) => {
  await openImage(page);
  await moveAltTextDown(page);
  await page.reload();
  await waitForMock(page);
  const offer = page.getByRole('region', { name: 'Unsaved draft' });
  await expect(offer).toContainText('kept in this browser');
  const label = await labelField(page);
  await label.fill('Picture');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Asset type Picture saved.')).toBeVisible();
  await expect(offer).toBeHidden();
  await page.reload();
  await waitForMock(page);
  await expect(await labelField(page)).toHaveValue('Picture');
  await expect(page.getByRole('region', { name: 'Unsaved draft' })).toBeHidden();
  expect((await propertyNames(page, 'Basics')).slice(0, 2)).toEqual(['Image alt text', 'Subtitle']);
});
