import { afterEach, describe, expect, it } from 'vitest';
import { EPOCH_KEY, RECORD_PREFIX } from '../../src/mocks/shared-storage';
import { closeTabs, openTab, SortedStorage, type Tab } from './tabs';
import { useMockServer } from './use-mock-server';

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest lifecycle helper, not a React hook
useMockServer();

afterEach(() => {
  closeTabs();
  localStorage.clear();
});

// decisions.md: the embedded mock is one server for every tab of a browser.

type Named = { Name: string | null };
const names = async (tab: Tab, path: string) => ((await tab.call('GET', path)).body as Named[]).map((item) => item.Name);

async function renameLanguage(tab: Tab, id: number, name: string) {
  const language = (await tab.call('GET', `/v1/Languages/${id}`)).body as Record<string, unknown>;
  expect((await tab.call('PUT', '/v1/Languages', { ...language, Name: name })).status).toBe(200);
}

function mockStorageSize() {
  let size = 0;
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i)!;
    size += key.length + (localStorage.getItem(key)?.length ?? 0);
  }
  return size;
}

describe('the mock in two tabs of one browser', () => {
  it('keeps both tabs’ changes to different records, and each tab sees the other’s at its next request', async () => {
    const a = await openTab('a');
    const b = await openTab('b');
    // Both tabs have loaded the data before either changes anything, as two open tabs do.
    expect(await names(a, '/v1/Languages')).toEqual(await names(b, '/v1/Languages'));

    await renameLanguage(a, 1, 'Changed in tab A');
    await renameLanguage(b, 2, 'Changed in tab B');

    for (const tab of [a, b, await openTab('reloaded')]) {
      const seen = await names(tab, '/v1/Languages');
      expect(seen).toContain('Changed in tab A');
      expect(seen).toContain('Changed in tab B');
    }
  });

  it('hands out a new language id once across tabs', async () => {
    const a = await openTab('a');
    const b = await openTab('b');
    const first = (await a.call('POST', '/v1/Languages', { CultureCode: 'fi-FI', Name: 'Finnish' })).body;
    const second = (await b.call('POST', '/v1/Languages', { CultureCode: 'is-IS', Name: 'Icelandic' })).body;
    expect(second).toBe(Number(first) + 1);
    const codes = ((await (await openTab('reloaded')).call('GET', '/v1/Languages')).body as { CultureCode: string }[]).map((l) => l.CultureCode);
    expect(codes).toEqual(expect.arrayContaining(['fi-FI', 'is-IS']));
  });

  it('shows a record deleted in one tab as gone in the other, also after a reload', async () => {
    const a = await openTab('a');
    const b = await openTab('b');
    const [search] = (await b.call('GET', '/v1/savedsearches')).body as { Uid: string }[];
    expect((await a.call('DELETE', `/v1/savedsearches/${search!.Uid}`)).status).toBe(200);
    expect((await b.call('GET', `/v1/savedsearches/${search!.Uid}`)).status).toBe(404);
    const reloaded = await openTab('reloaded');
    expect((await reloaded.call('GET', `/v1/savedsearches/${search!.Uid}`)).status).toBe(404);
  });

  it('keeps the order records were created in across tabs and reloads', async () => {
    const storage = new SortedStorage();
    const a = await openTab('a', { storage });
    const b = await openTab('b', { storage });
    // Uids in the opposite order to their creation: the storage lists them sorted.
    await a.call('POST', '/v1/savedsearchfolders', { Uid: '00000000-0000-4000-8000-00000000000c', Name: 'First, from A' });
    await b.call('POST', '/v1/savedsearchfolders', { Uid: '00000000-0000-4000-8000-00000000000b', Name: 'Second, from B' });
    await a.call('POST', '/v1/savedsearchfolders', { Uid: '00000000-0000-4000-8000-00000000000a', Name: 'Third, from A' });
    const created = (await names(await openTab('reloaded', { storage }), '/v1/savedsearchfolders')).filter((name) => name?.includes(', from '));
    expect(created).toEqual(['First, from A', 'Second, from B', 'Third, from A']);
  });

  it('resets every tab when one tab resets the demo data', async () => {
    const a = await openTab('a');
    const b = await openTab('b');
    const original = await names(b, '/v1/Languages');
    await renameLanguage(b, 1, 'Changed in tab B');
    expect(await names(a, '/v1/Languages')).toContain('Changed in tab B');

    a.control.resetDemoData();
    expect(await names(b, '/v1/Languages')).toEqual(original);
    expect(await names(await openTab('reloaded'), '/v1/Languages')).toEqual(original);
  });

  it('takes another tab’s change in on its storage event, before any request', async () => {
    const events = new EventTarget();
    const a = await openTab('a');
    const b = await openTab('b', { events });
    await renameLanguage(a, 1, 'Changed in tab A');
    expect(b.store.exportChanges().changes.languages).toEqual({});
    events.dispatchEvent(new StorageEvent('storage', { key: `${RECORD_PREFIX}languages.1` }));
    expect(b.store.exportChanges().changes.languages['1']).toMatchObject({ Name: 'Changed in tab A' });
  });

  it('tells its own page which collections changed when another tab’s writes arrive after a request of its own', async () => {
    const events = new EventTarget();
    const told: string[][] = [];
    const a = await openTab('a');
    const b = await openTab('b', { events, onLateChanges: (collections) => told.push(collections) });
    await renameLanguage(a, 1, 'Changed in tab A');
    events.dispatchEvent(new StorageEvent('storage', { key: `${RECORD_PREFIX}languages.1` }));
    expect(told).toEqual([['languages']]);
    // Nothing new (already taken in before a request): nothing to tell.
    await renameLanguage(a, 2, 'Again in tab A');
    await names(b, '/v1/Languages');
    events.dispatchEvent(new StorageEvent('storage', { key: `${RECORD_PREFIX}languages.2` }));
    expect(told).toEqual([['languages']]);
  });

  it('shares the large seed by name: a tab switching to it switches all, and only changes are stored', async () => {
    const a = await openTab('a');
    const b = await openTab('b');
    a.control.resetDemoData('large');
    expect(((await b.call('GET', '/attributes')).body as unknown[]).length).toBe(10_000);
    await renameLanguage(b, 1, 'Over the large seed');

    expect(JSON.parse(localStorage.getItem(EPOCH_KEY)!)).toMatchObject({ seed: 'large' });
    expect(mockStorageSize()).toBeLessThan(5_000);
    const reloaded = await openTab('reloaded');
    expect(reloaded.store.currentSeedName()).toBe('large');
    expect(reloaded.store.getStore().attributes.size).toBe(10_000);
    expect(await names(reloaded, '/v1/Languages')).toContain('Over the large seed');
  });
});

describe('a request that waits for a collection’s seed', () => {
  it('catches up with another tab’s write made while it waited: a PATCH is not applied over the copy from before it', async () => {
    const a = await openTab('a');
    a.control.resetDemoData('large');
    const search = ((await a.call('GET', '/v1/savedsearches')).body as { Uid: string; Name: string; SortOrder: number }[])[0]!;
    // Tab B was open before: its store has taken its seed, tab A's (just reloaded) has not.
    const b = await openTab('b');
    await b.call('PATCH', '/v1/savedsearches', { Uid: search.Uid, SortOrder: search.SortOrder });
    const reloaded = await openTab('a-reloaded');
    // A's move waits for the large seed's 10,000 attributes; B's rename lands meanwhile.
    const move = reloaded.call('PATCH', '/v1/savedsearches', { Uid: search.Uid, SortOrder: 77 });
    expect((await b.call('PATCH', '/v1/savedsearches', { Uid: search.Uid, Name: 'Renamed in tab B' })).status).toBe(200);
    expect((await move).status).toBe(200);
    const after = (await (await openTab('c')).call('GET', `/v1/savedsearches/${search.Uid}`)).body;
    expect(after).toMatchObject({ Name: 'Renamed in tab B', SortOrder: 77 });
  });
});
