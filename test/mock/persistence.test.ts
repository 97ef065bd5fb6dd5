import { afterEach, describe, expect, it, vi } from 'vitest';
import { applySeedParam, chooseLatency, LATENCY_KEY } from '../../src/mocks/browser-state';
import { getLatency } from '../../src/mocks/control';
import { connectSharedStorage, LEGACY_STATE_KEY, RECORD_PREFIX } from '../../src/mocks/shared-storage';
import { currentSeedName, exportChanges, getStore, replayChanges, resetStore } from '../../src/mocks/store';
import { closeTabs, openTab } from './tabs';
import { call, useMockServer } from './use-mock-server';

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest lifecycle helper named as the brief asks, not a React hook
useMockServer();

afterEach(() => {
  closeTabs();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const FOLDER = '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b';

/** A few changes of every kind: create, update, delete, and a new language id. */
async function makeChanges() {
  await call('POST', '/v1/Languages', { CultureCode: 'fi-FI', Name: 'Finnish', SortOrder: 6 });
  await call('POST', '/v1/savedsearchfolders', { Uid: FOLDER, Name: 'Kept over reload' });
  const searches = (await call('GET', '/v1/savedsearches')).body as { Uid: string }[];
  await call('DELETE', `/v1/savedsearches/${searches[0]!.Uid}`);
  await call('PATCH', '/v1/savedsearches', { Uid: searches[1]!.Uid, Name: 'Renamed' });
}

async function snapshot() {
  const paths = ['/v1/Languages', '/attributes', '/v1/savedsearchfolders', '/v1/savedsearches', '/v1/assettypes'];
  return Promise.all(paths.map(async (path) => (await call('GET', path)).text));
}

describe('export and replay of changes', () => {
  it('exports only the seed name and the changed records (null for deleted), and replays them over a fresh seed', async () => {
    await makeChanges();
    const exported = exportChanges();
    expect(exported.seed).toBe('default');
    expect(Object.keys(exported.changes.languages)).toEqual(['7']);
    expect(Object.keys(exported.changes.attributes)).toEqual([]);
    expect(Object.values(exported.changes.searches)).toContain(null);
    expect(exported.counters.nextLanguageId).toBe(8);
    const before = await snapshot();
    const serialized = JSON.stringify(exported);
    expect(serialized.length).toBeLessThan(10_000);

    resetStore('default');
    expect(await snapshot()).not.toEqual(before);
    expect(replayChanges(JSON.parse(serialized))).toBe(true);
    expect(await snapshot()).toEqual(before);
    // The id counter survives too: the next language does not reuse 7.
    expect((await call('POST', '/v1/Languages', { CultureCode: 'is-IS', Name: 'Icelandic', SortOrder: 7 })).body).toBe(8);
  });

  it('replays over the large seed without storing it', async () => {
    resetStore('large');
    await call('POST', '/v1/savedsearchfolders', { Uid: FOLDER, Name: 'Over large' });
    const serialized = JSON.stringify(exportChanges());
    expect(serialized.length).toBeLessThan(5_000);
    resetStore('default');
    expect(replayChanges(JSON.parse(serialized))).toBe(true);
    expect(currentSeedName()).toBe('large');
    expect(getStore().attributes.size).toBe(10_000);
    expect((await call('GET', `/v1/savedsearchfolders/${FOLDER}`)).status).toBe(200);
  });

  it('refuses what it did not write, leaving the store as it was', () => {
    for (const bad of [null, 'x', { version: 2, seed: 'default', changes: {} }, { version: 1, seed: 'huge', changes: {} }, { version: 1, seed: 'default', changes: { attributes: [] } }]) {
      expect(replayChanges(bad)).toBe(false);
    }
    expect(currentSeedName()).toBe('default');
  });
});

describe('browser state', () => {
  it('keeps every change across a reload, one storage key per changed record', async () => {
    const tab = await openTab('before-reload');
    await tab.call('POST', '/v1/Languages', { CultureCode: 'fi-FI', Name: 'Finnish', SortOrder: 6 });
    await tab.call('POST', '/v1/savedsearchfolders', { Uid: FOLDER, Name: 'Kept over reload' });
    const searches = (await tab.call('GET', '/v1/savedsearches')).body as { Uid: string }[];
    await tab.call('DELETE', `/v1/savedsearches/${searches[0]!.Uid}`);
    const paths = ['/v1/Languages', '/v1/savedsearchfolders', '/v1/savedsearches'];
    const before = await Promise.all(paths.map(async (path) => (await tab.call('GET', path)).text));

    expect(localStorage.getItem(`${RECORD_PREFIX}folders.${FOLDER}`)).toContain('Kept over reload');
    expect(JSON.parse(localStorage.getItem(`${RECORD_PREFIX}searches.${searches[0]!.Uid.toLowerCase()}`)!)).toMatchObject({ r: null });
    const reloaded = await openTab('after-reload');
    expect(await Promise.all(paths.map(async (path) => (await reloaded.call('GET', path)).text))).toEqual(before);
  });

  it('migrates demo data saved in the previous format (one key with every change) and drops that key', async () => {
    await makeChanges();
    const saved = JSON.stringify(exportChanges());
    const before = await snapshot();
    resetStore('default');
    localStorage.setItem(LEGACY_STATE_KEY, saved);

    const migrated = await openTab('migrated');
    expect(localStorage.getItem(LEGACY_STATE_KEY)).toBeNull();
    const paths = ['/v1/Languages', '/attributes', '/v1/savedsearchfolders', '/v1/savedsearches', '/v1/assettypes'];
    expect(await Promise.all(paths.map(async (path) => (await migrated.call('GET', path)).text))).toEqual(before);
    const reloaded = await openTab('reloaded');
    expect(await Promise.all(paths.map(async (path) => (await reloaded.call('GET', path)).text))).toEqual(before);
    // The id counter came along: the next language does not reuse 7.
    expect((await reloaded.call('POST', '/v1/Languages', { CultureCode: 'is-IS', Name: 'Icelandic' })).body).toBe(8);
  });

  it('drops unreadable saved data with a warning and starts from the default seed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(LEGACY_STATE_KEY, '{broken');
    const tab = await openTab('after-broken');
    expect(localStorage.getItem(LEGACY_STATE_KEY)).toBeNull();
    expect(tab.store.currentSeedName()).toBe('default');
    expect(tab.store.exportChanges().changes.languages).toEqual({});
    expect(warn).toHaveBeenCalledOnce();
  });

  it('warns once when storage is full and keeps working until the page reloads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = {
      length: 0,
      key: () => null,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const tab = await openTab('full', { storage: full });
    await tab.call('POST', '/v1/savedsearchfolders', { Uid: FOLDER, Name: 'Only in memory' });
    await tab.call('PATCH', '/v1/savedsearchfolders', { Uid: FOLDER, Name: 'Still only in memory' });
    expect((await tab.call('GET', `/v1/savedsearchfolders/${FOLDER}`)).body).toMatchObject({ Name: 'Still only in memory' });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('?mock-seed=large resets to the large seed, is kept across reloads and leaves the URL', async () => {
    window.history.replaceState(null, '', '/attributes?mock-seed=large&q=colour#top');
    const disconnect = connectSharedStorage(localStorage, null);
    expect(applySeedParam()).toBe('large');
    disconnect();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/attributes?q=colour#top');
    expect(currentSeedName()).toBe('large');
    const reloaded = await openTab('reloaded');
    expect(reloaded.store.currentSeedName()).toBe('large');
    expect(reloaded.store.getStore().attributes.size).toBe(10_000);
  });

  it('latency: ?mock-latency= beats the tab’s earlier choice, which beats the default', () => {
    expect(chooseLatency(250)).toBe(250);
    expect(getLatency()).toBe(250);
    window.history.replaceState(null, '', '/?mock-latency=0');
    expect(chooseLatency(250)).toBe(0);
    expect(sessionStorage.getItem(LATENCY_KEY)).toBe('0');
    window.history.replaceState(null, '', '/');
    expect(chooseLatency(300)).toBe(0);
  });
});
