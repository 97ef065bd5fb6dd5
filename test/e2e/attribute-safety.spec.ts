import { expect, expectNoSeriousA11yViolations, injectFault, openColour, saveButton, test } from './fixtures';

// Issues 8 and 9 in the attribute editor, in a real browser: slow saves, two tabs, a save that fails after leaving.
test('text typed while a slow save runs stays unsaved and goes with the next save', async ({ page }) => {
  await openColour(page);
  await page.evaluate(() => window.__pimMock!.setLatency(800));
  await page.getByLabel('Backoffice name').fill('Hue');
  await saveButton(page).click();
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeVisible();
  await page.getByLabel('Backoffice description').fill('Typed while saving');
  await expect(page.getByRole('status').filter({ hasText: 'Attribute colour saved.' })).toBeVisible();
  await expect(page.getByLabel('Backoffice description')).toHaveValue('Typed while saving');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await saveButton(page).click();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await page.evaluate(() => window.__pimMock!.setLatency(0));
  await page.reload();
  await expect(page.getByLabel('Backoffice name')).toHaveValue('Hue');
  await expect(page.getByLabel('Backoffice description')).toHaveValue('Typed while saving');
});

test('Save pressed from the keyboard keeps the focus while it saves and after, so the next Tab goes on from there', async ({ page }) => {
  await openColour(page);
  await page.evaluate(() => window.__pimMock!.setLatency(800));
  await page.getByLabel('Backoffice name').fill('Hue');
  await saveButton(page).focus();
  await page.keyboard.press('Enter');
  const saving = page.getByRole('button', { name: 'Saving…' });
  await expect(saving).toBeVisible();
  // A screen reader hears "Saving…, unavailable" where a disabled button would have dropped the focus to the page.
  await expect(saving).toBeFocused();
  await expect(saving).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await expect(saveButton(page)).toBeFocused();
});

test('two tabs on one attribute: a colleague’s translation and my name both survive, and the merge is named', async ({ page, context }) => {
  const colleague = await context.newPage();
  await openColour(page);
  await openColour(colleague);

  // Typed before the colleague's save reaches this tab (a form nobody typed in would show their copy instead).
  await page.getByLabel('Backoffice name').fill('Hue');
  await colleague
    .getByLabel(/\(de-DE\)$/)
    .first()
    .fill('Farbton');
  await saveButton(colleague).click();
  await expect(colleague.getByText('Unsaved changes')).toBeHidden();

  await saveButton(page).click();
  await expect(page.getByText(/^Merged with changes made since you opened it: Name in .+ \(de-DE\)\.$/)).toBeVisible();
  await expect(page.getByLabel(/\(de-DE\)$/).first()).toHaveValue('Farbton');
  await expectNoSeriousA11yViolations(page, 'the attribute editor after a merge', '.attribute-editor');

  await colleague.reload();
  await expect(colleague.getByLabel('Backoffice name')).toHaveValue('Hue');
  await expect(colleague.getByLabel(/\(de-DE\)$/).first()).toHaveValue('Farbton');
});

test('a save that fails after the editor left says so with a link back, and the typed text is offered again', async ({ page }) => {
  await openColour(page);
  await injectFault(page, { method: 'PUT', path: '/attributes', status: 500, once: true });
  await page.evaluate(() => window.__pimMock!.setLatency(600));
  await page.getByLabel('Backoffice name').fill('Hue');
  await saveButton(page).click();
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Languages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();

  const toast = page.locator('.toast').filter({ hasText: /Attribute colour was not saved: .* What you typed is kept\./ });
  await expect(toast).toBeVisible();
  await page.evaluate(() => window.__pimMock!.setLatency(0));
  await toast.getByRole('link', { name: 'Open it' }).click();
  const offer = page.getByRole('region', { name: 'Unsaved input' });
  await offer.getByRole('button', { name: 'Restore what you typed' }).click();
  await expect(page.getByLabel('Backoffice name')).toHaveValue('Hue');
  await saveButton(page).click();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
});

test('a colleague’s save in another tab shows in an editor nobody has typed in, and says so', async ({ page, context }) => {
  const colleague = await context.newPage();
  await openColour(page);
  await openColour(colleague);
  await colleague.getByLabel('Backoffice name').fill('Colour (colleague)');
  await saveButton(colleague).click();
  await expect(colleague.getByText('Unsaved changes')).toBeHidden();

  await expect(page.getByLabel('Backoffice name')).toHaveValue('Colour (colleague)');
  await expect(page.getByText('Changed elsewhere (Backoffice name): the form shows the saved copy now.')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
});

test('a save refused in one tab keeps what was typed there, though another tab then saves the same attribute', async ({ page, context }) => {
  await openColour(page);
  await injectFault(page, { method: 'PUT', path: '/attributes', status: 500, once: true });
  await page.getByLabel('Backoffice name').fill('Hue');
  await saveButton(page).click();
  await expect(page.getByText(/What you typed is kept\./).first()).toBeVisible();

  const other = await context.newPage();
  await openColour(other);
  await other.getByLabel('Backoffice description').fill('Described in the other tab');
  await saveButton(other).click();
  await expect(other.getByText('Attribute colour saved.').first()).toBeVisible();
  await page.close();

  const later = await context.newPage();
  await openColour(later);
  await later.getByRole('region', { name: 'Unsaved input' }).getByRole('button', { name: 'Restore what you typed' }).click();
  await expect(later.getByLabel('Backoffice name')).toHaveValue('Hue');
  await expect(later.getByLabel('Backoffice description')).toHaveValue('Described in the other tab');
});
