import { expect, expectNoSeriousA11yViolations, gotoAndWait, openColour, refuseFirstFetch, test } from './fixtures';

test('duplicates an asset type: the copy opens with the same layout, and both are listed after a reload', async ({ page }) => {
  await gotoAndWait(page, '/asset-types');
  await page.getByRole('link', { name: 'Image', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Asset type: Image' })).toBeVisible();
  const sections = await page.locator('.section-card h3').allInnerTexts();

  await page.getByRole('button', { name: 'Duplicate…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate Image' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the duplicate dialog', '[role="dialog"]');
  await dialog.getByLabel('Alias of the copy').fill('imageVariant');
  await dialog.getByLabel('Label of the copy').fill('Image variant');
  await dialog.getByRole('button', { name: 'Create the copy' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Asset type: Image variant' })).toBeVisible();
  await expect(page.locator('.section-card h3')).toHaveText(sections);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Asset type: Image variant' })).toBeVisible();
  await page.getByRole('link', { name: 'Asset types' }).first().click();
  await expect(page.getByRole('link', { name: 'Image variant', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Image', exact: true })).toBeVisible();
});

test('the designer does not carry the duplicate form; when it cannot be fetched, the failure says so over the designer, and Close leaves the layout as it was', async ({ page }) => {
  await refuseFirstFetch(page, /\/assets\/duplicate-dialog-[^/]*\.js$/);
  await gotoAndWait(page, '/asset-types');
  await page.getByRole('link', { name: 'Image', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Asset type: Image' })).toBeVisible();
  const sections = await page.locator('.section-card h3').allInnerTexts();

  const duplicate = page.getByRole('button', { name: 'Duplicate…' });
  await duplicate.click();
  const failure = page.getByRole('alert').filter({ hasText: 'Could not load the duplicate form.' });
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeFocused();
  await failure.getByRole('button', { name: 'Close' }).click();
  await expect(failure).toHaveCount(0);
  await expect(duplicate).toBeFocused();
  await expect(page.locator('.section-card h3')).toHaveText(sections);

  await duplicate.click();
  await expect(page.getByRole('dialog', { name: 'Duplicate Image' }).getByLabel('Alias of the copy')).toBeVisible();
});

test('Duplicate… in the attribute editor creates the copy in a real browser, and leaves what is typed in the editor unsaved', async ({ page }) => {
  await openColour(page);
  await page.getByLabel('Backoffice name').fill('Hue (typed, not saved)');
  await page.getByRole('button', { name: 'Duplicate…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate colour' });
  await dialog.getByLabel('Alias of the copy').fill('colourCopy');
  await dialog.getByLabel('Alias of the copy').press('Enter');
  await expect(page.getByText('Attribute colour duplicated as colourCopy.')).toBeVisible();
  // Opening the copy would leave what is typed here: the editor asks first, and staying keeps it.
  await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Backoffice name')).toHaveValue('Hue (typed, not saved)');
  const onServer = await page.evaluate(async () => {
    const all = (await (await fetch('/api/attributes', { headers: { Authorization: 'demo-key' } })).json()) as { Alias: string; BackofficeName: string }[];
    return all.filter((attribute) => attribute.Alias === 'colour' || attribute.Alias === 'colourCopy').map((attribute) => `${attribute.Alias}: ${attribute.BackofficeName}`);
  });
  expect(onServer.sort()).toEqual(['colour: Colour', 'colourCopy: Colour']);
});

test('the page under an open dialog does not scroll with the wheel, and scrolls again once it is closed', async ({ page }) => {
  await openColour(page);
  await page.getByRole('button', { name: 'Duplicate…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate colour' });
  await expect(dialog).toBeVisible();
  const before = await page.evaluate(() => window.scrollY);
  const box = (await dialog.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 40);
  await page.mouse.wheel(0, 600);
  // A wheel event is handled by the next frame: scrolled or not, the position is settled then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
});
