import { afterEach, describe, expect, it, vi } from 'vitest';
import { applySeedParam, chooseLatency, LATENCY_KEY, persistChanges, restoreState, saveState, STATE_KEY } from '../../src/mocks/browser-state';
import { getLatency } from '../../src/mocks/control';
import { currentSeedName, exportChanges, getStore, replayChanges, resetStore } from '../../src/mocks/store';
import { call, useMockServer } from './use-mock-server';

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest lifecycle helper named as the brief asks, not a React hook
useMockServer();

afterEach(() => {
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
  it('persists after each change and restores on the next load', async () => {
    const stop = persistChanges(localStorage);
    await makeChanges();
    await Promise.resolve();
    stop();
    const saved = localStorage.getItem(STATE_KEY);
    expect(saved).not.toBeNull();
    const before = await snapshot();
    resetStore('default');
    expect(restoreState(localStorage)).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('drops an unreadable saved state with a warning and starts from the default seed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(STATE_KEY, '{broken');
    expect(restoreState(localStorage)).toBe(false);
    expect(localStorage.getItem(STATE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('warns once when storage is full and keeps working', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    saveState(full);
    saveState(full);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('?mock-seed=large resets to the large seed, is kept across reloads and leaves the URL', () => {
    window.history.replaceState(null, '', '/attributes?mock-seed=large&q=colour#top');
    const stop = persistChanges(localStorage);
    expect(applySeedParam()).toBe('large');
    stop();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/attributes?q=colour#top');
    expect(currentSeedName()).toBe('large');
    saveState(localStorage);
    resetStore('default');
    expect(restoreState(localStorage)).toBe(true);
    expect(currentSeedName()).toBe('large');
    expect(getStore().attributes.size).toBe(10_000);
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
