import { expect, gotoAndWait, injectFault, openColour, outboxOnDevice, reloadAnsweringLeave, saveButton, test, waitForMock } from './fixtures';

// Issue 18: one write path. Reloads in the middle of a save, two tabs saving one record at nearly the same moment.
test('a reload in the middle of an attribute save asks first, and what was typed is offered back after it (item 1)', async ({ page }) => {
  await openColour(page);
  await page.evaluate(() => window.__pimMock!.setLatency(1500));
  await page.getByLabel('Backoffice name').fill('Hue');
  await saveButton(page).click();
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeVisible();

  expect(await reloadAnsweringLeave(page)).toEqual(['beforeunload']);

  const offer = page.getByRole('region', { name: 'Unsaved input' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Restore what you typed' }).click();
  await expect(page.getByLabel('Backoffice name')).toHaveValue('Hue');
  await saveButton(page).click();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('Backoffice name')).toHaveValue('Hue');
  await expect(page.getByRole('region', { name: 'Unsaved input' })).toBeHidden();
});

test('an interrupted save the server already has is not offered again', async ({ page }) => {
  await openColour(page);
  await page.evaluate(() => window.__pimMock!.setLatency(600));
  await page.getByLabel('Backoffice name').fill('Hue');
  await saveButton(page).click();
  // Cut after the write, before the answer was read back.
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeVisible();
  page.on('dialog', (dialog) => void dialog.accept());
  const uid = new URL(page.url()).pathname.split('/').pop()!;
  const serverName = () => page.evaluate(async (path) => (await (await fetch(path, { headers: { Authorization: 'demo-key' } })).json()).BackofficeName, `/api/attributes/${uid}`);
  await expect.poll(serverName, { timeout: 20_000 }).toBe('Hue');
  await page.reload();
  await waitForMock(page);
  await expect(page.getByLabel('Backoffice name')).toHaveValue('Hue');
  await expect(page.getByRole('region', { name: 'Unsaved input' })).toBeHidden();
});

test('a reload in the same instant as Enter in the translations grid does not lose the translation', async ({ page }) => {
  await gotoAndWait(page, '/translations?missing=fr-CA');
  const cell = page
    .getByRole('grid', { name: 'Names by language' })
    .getByRole('textbox', { name: / name in fr-CA$/ })
    .first();
  await expect(cell).toHaveValue('');
  const alias = (await cell.getAttribute('aria-label'))!.replace(/ name in fr-CA$/, '');
  await cell.fill('Traduit juste avant');
  // IndexedDB busy storing something large (as when the app keeps a 10 MB list), so the save's
  // outbox entry is unlikely to reach it before the reload right after Enter: without the copy the
  // outbox keeps in localStorage meanwhile, 4 runs of 7 lost the save (outbox-cut-off.test.ts: every time).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('busy-device');
        open.onupgradeneeded = () => open.result.createObjectStore('blobs');
        open.onsuccess = () => {
          open.result
            .transaction('blobs', 'readwrite')
            .objectStore('blobs')
            .put(new Uint8Array(96 * 1024 * 1024), 'large');
          resolve();
        };
      }),
  );
  page.on('dialog', (dialog) => void dialog.accept());
  await cell.press('Enter');
  await page.reload();
  await waitForMock(page);

  const serverName = () =>
    page.evaluate(async (wanted) => {
      const attributes = (await (await fetch('/api/attributes', { headers: { Authorization: 'demo-key' } })).json()) as { Alias: string; Name?: Record<string, string> }[];
      return attributes.find((attribute) => attribute.Alias === wanted)?.Name?.['fr-CA'];
    }, alias);
  await expect.poll(serverName).toBe('Traduit juste avant');
});

test('two tabs saving different fields of one attribute at nearly the same moment both keep their field (item 4)', async ({ page, context }) => {
  const other = await context.newPage();
  await openColour(page);
  await openColour(other);
  for (const tab of [page, other]) await tab.evaluate(() => window.__pimMock!.setLatency(1500));

  await page.getByLabel('Backoffice name').fill('Hue');
  await other.getByLabel('Backoffice description').fill('Written in the other tab');
  await saveButton(page).click();
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeVisible();
  await saveButton(other).click();

  // Three requests of 1.5 s each, then the other tab's turn.
  const slow = { timeout: 20_000 };
  await expect(page.getByRole('status').filter({ hasText: 'Attribute colour saved.' })).toBeVisible(slow);
  await expect(other.getByRole('status').filter({ hasText: /Attribute colour saved\. Merged with changes made since you opened it: Backoffice name\./ })).toBeVisible(slow);
  await expect(page.getByText(/replaced by a save made at the same moment/)).toHaveCount(0);
  await expect(other.getByText(/replaced by a save made at the same moment/)).toHaveCount(0);
  // The first tab never blames "elsewhere" for its own field.
  await expect(page.getByText(/changed|saved/i).filter({ hasText: 'Backoffice name' })).toHaveCount(0);

  for (const tab of [page, other]) await tab.evaluate(() => window.__pimMock!.setLatency(0));
  await page.reload();
  await expect(page.getByLabel('Backoffice name')).toHaveValue('Hue');
  await expect(page.getByLabel('Backoffice description')).toHaveValue('Written in the other tab');
});

test('a new attribute cut off by a reload, restored and created: its kept input is let go, not offered again', async ({ page }) => {
  await gotoAndWait(page, '/attributes/new');
  await page.getByLabel('Alias').fill('isGiftWrapped');
  await page.evaluate(() => window.__pimMock!.setLatency(60_000));
  await page.getByRole('button', { name: 'Create attribute' }).click();
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeVisible();
  await page.evaluate((key) => sessionStorage.setItem(key, '0'), 'pim.mock.latencyMs');
  expect(await reloadAnsweringLeave(page)).toEqual(['beforeunload']);

  await page.getByRole('region', { name: 'Unsaved input' }).getByRole('button', { name: 'Restore what you typed' }).click();
  await expect(page.getByLabel('Alias')).toHaveValue('isGiftWrapped');
  await page.getByRole('button', { name: 'Create attribute' }).click();
  await expect(page.getByText('Attribute isGiftWrapped created.')).toBeVisible();
  // Nothing of the create is kept on the device: the page cut off by the reload left its input, which this page took over.
  await expect.poll(async () => (await outboxOnDevice(page)).filter((entry) => entry.resource === 'attribute')).toEqual([]);
});

test('kept input restored, changed and saved is not offered again after a reload (it would put the older text back)', async ({ page }) => {
  await openColour(page);
  await injectFault(page, { method: 'PUT', path: '/attributes', status: 500, once: true });
  await page.getByLabel('Backoffice name').fill('Hue');
  await saveButton(page).click();
  await expect(page.getByText(/What you typed is kept\./).first()).toBeVisible();
  await page.reload();
  await waitForMock(page);

  await page.getByRole('region', { name: 'Unsaved input' }).getByRole('button', { name: 'Restore what you typed' }).click();
  await expect(page.getByLabel('Backoffice name')).toHaveValue('Hue');
  await page.getByLabel('Backoffice name').fill('Hue 2');
  await saveButton(page).click();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await expect.poll(async () => (await outboxOnDevice(page)).filter((entry) => entry.resource === 'attribute')).toEqual([]);
  await page.reload();
  await waitForMock(page);
  await expect(page.getByLabel('Backoffice name')).toHaveValue('Hue 2');
  await expect(page.getByRole('region', { name: 'Unsaved input' })).toBeHidden();
});
