import { afterEach, describe, expect, it, vi } from 'vitest';

/** The device's IndexedDB, shared by the pages loaded below. */
const device = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => 'pim-outbox',
  set: async (key: string, value: unknown) => void device.set(key, structuredClone(value)),
  get: async (key: string) => structuredClone(device.get(key)),
  del: async (key: string) => void device.delete(key),
  entries: async () => [...device.entries()].map(([key, value]) => [key, structuredClone(value)]),
  clear: async () => device.clear(),
}));

/** A page of the app on this device (its own page id), with the kept inputs of new attributes. */
async function loadPage() {
  vi.resetModules();
  vi.stubGlobal('indexedDB', {});
  const { diskKey, loadOutbox, outbox } = await import('./outbox');
  const { sendCreate } = await import('./outbox-create');
  const { keptInputs } = await import('./kept-inputs');
  await loadOutbox();
  const drafts = keptInputs<{ Alias: string }>('attribute');
  /** A create the server refuses: its input stays kept. */
  const refusedCreate = (alias: string) =>
    sendCreate({ resource: 'attribute', label: alias, uid: `uid-${alias}`, values: { Alias: alias } }, () => Promise.reject(new Error('refused'))).catch(() => undefined);
  return { outbox, drafts, refusedCreate, diskKey, loadOutbox };
}

afterEach(() => {
  vi.unstubAllGlobals();
  device.clear();
});

/** An input another page (closed since) kept for a new attribute, found on the device as this page loads. */
async function keptByAnotherPage(page: Awaited<ReturnType<typeof loadPage>>, alias: string, updatedAt: number) {
  const key = 'attribute:new:another-page';
  device.set(page.diskKey(key), {
    key,
    resource: 'attribute',
    recordId: 'new:another-page',
    kind: 'save',
    state: 'held',
    label: alias,
    mine: { Uid: `uid-${alias}` },
    values: { Alias: alias },
    page: 'another-page',
    createdAt: updatedAt,
    updatedAt,
  });
  await page.loadOutbox();
}

describe('kept input of new records, one per page', () => {
  it('this page’s own input is offered before a newer one another page left, and restoring that one never replaces it', async () => {
    const page = await loadPage();
    await keptByAnotherPage(page, 'yTwo', Date.now() + 60_000);
    await page.refusedCreate('xOne');

    const offered = page.drafts.readCreate(new Set());
    expect(offered?.values).toEqual({ Alias: 'xOne' });
    const others = page.outbox.list().find((entry) => entry.page === 'another-page');
    await page.drafts.adopt({ key: others!.key, keptAt: new Date(others!.updatedAt).toISOString(), values: { Alias: 'yTwo' } });
    expect(page.outbox.list().map((entry) => entry.values)).toEqual([{ Alias: 'xOne' }]);
  });
});
