import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheStorageKeeper } from '../../src/mocks/kept-answers';
import { closeTabs, openTab, type Tab } from './tabs';
import { useMockServer } from './use-mock-server';

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest lifecycle helper, not a React hook
useMockServer();

/** The browser's Cache Storage as far as the keeper uses it (jsdom has none), one cache, counting what it answered. */
class FakeCache {
  readonly bodies = new Map<string, string>();
  answered = 0;
  puts = 0;
  /** Runs while the cache is being asked (as another request's catch-up, or a write, could). */
  whileAsked: (() => void) | null = null;
  private readonly url = (request: RequestInfo | URL) => new URL(request instanceof Request ? request.url : String(request), 'http://localhost').href;
  async match(request: RequestInfo | URL) {
    this.whileAsked?.();
    const body = this.bodies.get(this.url(request));
    if (body === undefined) return undefined;
    this.answered += 1;
    return new Response(body);
  }
  async put(request: RequestInfo | URL, response: Response) {
    this.bodies.set(this.url(request), await response.text());
    this.puts += 1;
  }
  async keys() {
    return [...this.bodies.keys()].map((url) => new Request(url));
  }
  async delete(request: RequestInfo | URL) {
    return this.bodies.delete(this.url(request));
  }
}

let cache: FakeCache;
/** The answers' writes, held until `keepNow`. */
let writes: (() => void)[];

beforeEach(() => {
  cache = new FakeCache();
  writes = [];
  vi.stubGlobal('caches', { open: async () => cache });
});

/** The page has handled what waited: what it was to keep is kept. */
async function keepNow() {
  const runs = writes.splice(0);
  const kept = cache.puts + runs.length;
  for (const run of runs) run();
  await vi.waitFor(() => expect(cache.puts).toBe(kept));
}

const holdWrite = (write: () => void) => void writes.push(write);

afterEach(() => {
  vi.unstubAllGlobals();
  closeTabs();
  localStorage.clear();
});

/** A page load of the mock (its own store, replayed from the shared storage), keeping its answers for `build`. */
async function load(name: string, build = 'build-1'): Promise<Tab> {
  const tab = await openTab(name);
  // Every list, however small (the browser's keeper keeps only lists of 1,000 records or more).
  tab.store.setBodyKeeper(cacheStorageKeeper(build, 0, holdWrite));
  return tab;
}

const folders = async (tab: Tab) => (await tab.call('GET', '/v1/savedsearchfolders')).text;

describe("the mock's list answers kept between page loads", () => {
  it('answers a reload with the list kept by the load before, as building it would', async () => {
    const first = await load('first');
    await first.call('PATCH', '/v1/savedsearchfolders', { Uid: first.store.getStore().folders.values()[1]!.Uid, Name: 'Renamed before the reload' });
    // The change made here: built. The next load holds it as saved, and keeps its answer.
    expect(await folders(first)).toContain('Renamed before the reload');
    expect(cache.answered).toBe(0);
    const second = await load('second');
    const built = await folders(second);
    await keepNow();
    expect(cache.bodies.size).toBe(1);

    const third = await load('third');
    expect(await folders(third)).toBe(built);
    expect(cache.answered).toBe(1);
    expect(built).toContain('Renamed before the reload');
  });

  it('never answers from what was kept once the list changed in this page life, here or in another tab', async () => {
    await folders(await load('first'));
    await keepNow();
    const page = await load('page');
    const other = await load('other');
    const first = page.store.getStore().folders.values()[0]!;

    await other.call('PATCH', '/v1/savedsearchfolders', { Uid: first.Uid, Name: 'From the other tab' });
    expect(await folders(page)).toContain('From the other tab');
    await page.call('PATCH', '/v1/savedsearchfolders', { Uid: first.Uid, Name: 'From this tab' });
    expect(await folders(page)).toContain('From this tab');
    expect(cache.answered).toBe(0);
  });

  it('keeps an answer only for data a reload would hold in the same order', async () => {
    const page = await load('page');
    const collection = page.store.getStore().folders;
    const [key, record] = collection.entries()[0]!;
    // Deleted and made again: last here, but in its seed place after a reload, with the same saved change.
    collection.delete(key);
    collection.set(key, record);
    expect(JSON.parse(await folders(page)).at(-1).Uid).toBe(record.Uid);
    await keepNow();
    const reloaded = await load('reloaded');
    const answer = JSON.parse(await folders(reloaded));
    expect(answer[0].Uid).toBe(record.Uid);
    expect(answer).toEqual(reloaded.store.getStore().folders.values());
  });

  it('does not keep an answer built after the list changed while the cache was asked', async () => {
    const page = await load('page');
    const first = page.store.getStore().folders.values()[0]!;
    cache.whileAsked = () => page.store.getStore().folders.set(first.Uid.toLowerCase(), { ...first, Name: 'Changed meanwhile' });
    expect(await folders(page)).toContain('Changed meanwhile');
    await keepNow();
    // Kept, it would have been named as the seed unchanged: a reset to the seed would have listed the change.
    expect(cache.bodies.size).toBe(0);
  });

  it('does not keep an answer whose seed records were still being taken when another tab’s change came in', async () => {
    const other = await load('other');
    other.control.resetDemoData('large');
    const attribute = other.store.getStore().attributes.values()[5]!;
    const page = await load('page');
    expect(page.store.getStore().attributes.sizeWithoutSeed).toBeUndefined();
    // Another tab's change arrives (its storage event) while the 10,000 attributes are taken a slice at a time.
    cache.whileAsked = () => void setTimeout(() => page.store.applyChanges({ attributes: { [attribute.Uid.toLowerCase()]: { ...attribute, BackofficeName: 'From the other tab' } } }), 1);
    expect((await page.call('GET', '/attributes')).text).toContain('From the other tab');
    await keepNow();
    // Kept, it would be named as the seed unchanged (a reload after a reset to the large seed would be answered it).
    expect(cache.bodies.size).toBe(0);
  });

  it('keeps an answer on a page that is never idle (a designer opened and left within a second)', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    const page = await openTab('page');
    page.store.setBodyKeeper(cacheStorageKeeper('build-1', 0));
    const built = await folders(page);
    await vi.waitFor(() => expect(cache.bodies.size).toBe(1));
    expect(await folders(await load('reloaded'))).toBe(built);
    expect(cache.answered).toBe(1);
  });

  it('builds a small list each time (reading it back would be slower)', async () => {
    const page = await openTab('page');
    page.store.setBodyKeeper(cacheStorageKeeper('build-1', undefined, holdWrite));
    await folders(page);
    await keepNow();
    expect(cache.bodies.size).toBe(0);
  });

  it('keeps one answer per list, and none from another build', async () => {
    await folders(await load('first'));
    await keepNow();
    const changed = await load('changed');
    await changed.call('PATCH', '/v1/savedsearchfolders', { Uid: changed.store.getStore().folders.values()[0]!.Uid, Name: 'Changed' });
    const [before] = cache.bodies.keys();
    await folders(await load('reloaded'));
    await keepNow();
    expect(cache.bodies.size).toBe(1);
    expect([...cache.bodies.keys()]).not.toEqual([before]);

    expect(await folders(await load('next-build', 'build-2'))).toContain('Changed');
    expect(cache.answered).toBe(0);
  });
});
