import type { Page } from '@playwright/test';
import { expect, gotoAndWait, outboxOnDevice, pressWhileMockHolds, reloadMidRequest, test } from './fixtures';

/** Types a new asset type and presses Create; the mock holds the request until long after the reload that follows. */
async function createHeld(page: Page) {
  await gotoAndWait(page, '/asset-types?new');
  const dialog = page.getByRole('dialog', { name: 'New asset type' });
  await dialog.getByLabel('Alias').fill('banner');
  await dialog.getByLabel('Label').fill('Banner');
  await pressWhileMockHolds(page, dialog.getByRole('button', { name: 'Create' }), dialog.getByRole('button', { name: 'Creating…' }));
}

const reloadNow = async (page: Page) => expect(await reloadMidRequest(page)).toEqual(['beforeunload']);

test('a reload in the middle of creating an asset type asks first, and the dialog offers what was typed back', async ({ page }) => {
  await createHeld(page);
  await reloadNow(page);

  const again = page.getByRole('dialog', { name: 'New asset type' });
  await again.getByRole('region', { name: 'Unsaved input' }).getByRole('button', { name: 'Restore what you typed' }).click();
  await expect(again.getByLabel('Alias')).toHaveValue('banner');
  await expect(again.getByLabel('Label')).toHaveValue('Banner');
  await again.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Asset type: Banner' })).toBeVisible();
  await expect.poll(async () => (await outboxOnDevice(page)).filter((entry) => entry.resource === 'assetType')).toEqual([]);
});

test('an asset type the server made though a reload cut its create off is said to be created, and not offered', async ({ page }) => {
  await createHeld(page);
  // The server gets it all the same (as a request cut off after it arrived): the same uid, as typed.
  await expect.poll(async () => (await outboxOnDevice(page)).filter((entry) => entry.resource === 'assetType')).toHaveLength(1);
  await page.evaluate(async () => {
    window.__pimMock!.setLatency(0);
    const entries = await new Promise<{ resource: string; mine: { Uid: string } }[]>((resolve) => {
      indexedDB.open('pim-outbox').onsuccess = (event) => {
        const all = (event.target as IDBOpenDBRequest).result.transaction('entries').objectStore('entries').getAll();
        all.onsuccess = () => resolve(all.result);
      };
    });
    const uid = entries.find((entry) => entry.resource === 'assetType')!.mine.Uid;
    const body = { Uid: uid, Alias: 'banner', Label: 'Banner', AllowedFileTypes: [0], SpecifiedExtensions: [], HotspotDefinitions: [], Configuration: { Tabs: [] } };
    const answer = await fetch('/api/v1/assettypes', { method: 'POST', headers: { Authorization: 'demo-key', 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    if (!answer.ok) throw new Error(`the server did not make it: ${answer.status}`);
  });
  await reloadNow(page);

  const said = page.getByText('Asset type Banner was created after all: the server has it.');
  await expect(said).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'New asset type' });
  await expect(dialog.getByLabel('Alias')).toHaveValue('');
  await expect(dialog.getByRole('region', { name: 'Unsaved input' })).toBeHidden();
  await expect.poll(async () => (await outboxOnDevice(page)).filter((entry) => entry.resource === 'assetType')).toEqual([]);
  await page.locator('.toast', { has: said }).getByRole('link', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Asset type: Banner' })).toBeVisible();
});
