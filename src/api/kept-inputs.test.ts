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
  /** A create the server accepts. */
  const createdNow = (alias: string) => sendCreate({ resource: 'attribute', label: alias, uid: `uid-${alias}`, values: { Alias: alias } }, () => Promise.resolve());
  /** A create sent, not answered yet. */
  const createUnderWay = (alias: string) => void sendCreate({ resource: 'attribute', label: alias, uid: `uid-${alias}`, values: { Alias: alias } }, () => new Promise<never>(() => {}));
  return { outbox, drafts, refusedCreate, createdNow, createUnderWay, diskKey, loadOutbox };
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

const offeredValue = (page: Awaited<ReturnType<typeof loadPage>>) => page.drafts.readCreate(new Set())?.values.Alias;

/** Restores the input another page kept, as the form's offer does. */
async function restoreOthers(page: Awaited<ReturnType<typeof loadPage>>, alias: string) {
  const others = page.outbox.list().find((entry) => entry.page === 'another-page');
  await page.drafts.adopt({ key: others!.key, keptAt: new Date(others!.updatedAt).toISOString(), values: { Alias: alias } });
}

describe('kept input of new records, one per page', () => {
  it('this page’s own input is offered before a newer one another page left', async () => {
    const page = await loadPage();
    await keptByAnotherPage(page, 'yTwo', Date.now() + 60_000);
    await page.refusedCreate('xOne');
    expect(offeredValue(page)).toBe('xOne');
  });

  it('another page’s input restored over this page’s own stays kept, offered first after a reload; this page’s own stays kept too', async () => {
    const page = await loadPage();
    await keptByAnotherPage(page, 'yTwo', Date.now() - 60_000);
    // Offered yTwo, the editor typed xOne and its create was refused; then restored yTwo: the form shows yTwo.
    expect(offeredValue(page)).toBe('yTwo');
    await page.refusedCreate('xOne');
    await restoreOthers(page, 'yTwo');
    expect(page.outbox.list().every((entry) => entry.page !== 'another-page')).toBe(true);
    expect(page.outbox.list().map((entry) => entry.values)).toEqual(expect.arrayContaining([{ Alias: 'yTwo' }, { Alias: 'xOne' }]));
    // This page's own key holds what the form shows: its next create replaces it, and removes it once the server has it.
    expect(offeredValue(page)).toBe('yTwo');

    const reloaded = await loadPage();
    expect(offeredValue(reloaded)).toBe('yTwo');
    const restored = reloaded.drafts.readCreate(new Set())!;
    await reloaded.drafts.forget(restored);
    expect(offeredValue(reloaded)).toBe('xOne');
  });

  it('the restored input, once created, is not offered again; the input it was restored over still is', async () => {
    const page = await loadPage();
    await keptByAnotherPage(page, 'yTwo', Date.now() - 60_000);
    await page.refusedCreate('xOne');
    await restoreOthers(page, 'yTwo');
    await page.createdNow('yTwo');
    expect(page.outbox.list().map((entry) => entry.values)).toEqual([{ Alias: 'xOne' }]);
    expect(offeredValue(await loadPage())).toBe('xOne');
  });

  it('restored while this page’s create is still being sent, the other page’s input stays where it was', async () => {
    const page = await loadPage();
    await keptByAnotherPage(page, 'yTwo', Date.now() - 60_000);
    page.createUnderWay('xOne');
    await vi.waitFor(() => expect(page.outbox.list()).toHaveLength(2));
    await restoreOthers(page, 'yTwo');
    expect(page.outbox.list().map((entry) => entry.values)).toEqual(expect.arrayContaining([{ Alias: 'yTwo' }, { Alias: 'xOne' }]));
    expect(page.outbox.list().find((entry) => entry.page === 'another-page')?.values).toEqual({ Alias: 'yTwo' });
  });
});

describe('a save a reload cut off, once the server has it', () => {
  const columns = (...uids: string[]) => ({ Uid: 's1', ViewColumns: uids.map((FieldUid) => ({ FieldUid, Width: null })) });
  async function keptSave(base: object, mine: object) {
    const page = await loadPage();
    const key = 'savedSearch:s1@cut-off-page';
    device.set(page.diskKey(key), {
      key,
      resource: 'savedSearch',
      recordId: 's1@cut-off-page',
      kind: 'save',
      state: 'sending',
      label: 'Search',
      base,
      mine,
      values: {},
      page: 'cut-off-page',
      createdAt: 1,
      updatedAt: 1,
    });
    await page.loadOutbox();
    const { keptInputs } = await import('./kept-inputs');
    return keptInputs('savedSearch', { lists: { ViewColumns: 'FieldUid' } });
  }

  it('is not offered back when it landed merged with a colleague’s change to the same list (their column added, mine removed)', async () => {
    const drafts = await keptSave(columns('a', 'b', 'c'), columns('a', 'b'));
    expect(drafts.read('s1', columns('a', 'b', 'x'))).toBeNull();
  });

  it('is offered back when the server does not have it', async () => {
    const drafts = await keptSave(columns('a', 'b', 'c'), columns('a', 'b'));
    expect(drafts.read('s1', columns('a', 'b', 'c', 'x'))).not.toBeNull();
  });
});
