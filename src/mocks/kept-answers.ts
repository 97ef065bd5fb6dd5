import { yieldToPage } from '../api/yield-to-page';
import { jsonBody } from './routing';
import type { BodyKeeper, CollectionName } from './store';

const CACHE_NAME = 'pim-mock-answers';
const PATH = '/__pim-mock/answers/';

/**
 * A 106-bit digest (cyrb53, twice): WebCrypto's SHA-256 took 30 ms of the page's time at its first use, just
 * as the first rows showed.
 */
function digest(text: string): string {
  const cyrb53 = (seed: number) => {
    let h1 = 0xdeadbeef ^ seed;
    let h2 = 0x41c6ce57 ^ seed;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
  };
  return `${cyrb53(1)}${cyrb53(2)}`;
}

/** When a kept answer is written: after the answer has gone, not on its way. */
type Later = (keep: () => void) => void;

/**
 * As soon as the page has handled what waits (a background task). Not when the page is idle: a designer opened and
 * left within a second (a reload, the next link) never was, and each such load built the 10,000 attributes again
 * (720-820 ms to its rows instead of 530). The write's own share of the page's thread is about 1 ms: the answer's
 * slices stream to the cache.
 */
const afterWhatWaits: Later = (keep) => void yieldToPage().then(keep);

function keep(cache: Cache, name: CollectionName, url: string, parts: Uint8Array<ArrayBuffer>[], later: Later): void {
  const write = async () => {
    // One answer per list: the others are of states gone.
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname;
      if (path.startsWith(`${PATH}${name}/`) && path !== url) await cache.delete(request);
    }
    await cache.put(url, jsonBody(parts));
  };
  later(() => void write().catch(() => undefined));
}

/** Every kept answer goes (the demo data was reset: the old seed's would only take room). */
export function forgetKeptAnswers(): void {
  if (typeof caches !== 'undefined') void caches.delete(CACHE_NAME).catch(() => undefined);
}

/**
 * The mock's list answers in the browser's Cache Storage, kept between page loads: a reload answers the 10,000
 * attributes without building them again. Named by the list's exact state and by `build` (the URL of the mock's
 * built code, which changes with the seeds' code), so a kept answer is always the one building would give. None
 * where the page has no Cache Storage (not a secure context). Lists under `minRecords` are built each time.
 */
export function cacheStorageKeeper(build: string, minRecords = 1000, later: Later = afterWhatWaits): BodyKeeper | null {
  if (typeof caches === 'undefined') return null;
  return {
    minRecords,
    async keptOr(name, state, buildBody) {
      const url = `${PATH}${name}/${digest(`${build}\n${state}`)}`;
      const cache = await caches.open(CACHE_NAME).catch(() => null);
      const kept = await cache?.match(url).catch(() => undefined);
      if (kept?.body) return kept.body;
      const built = buildBody();
      const parts = await built.parts;
      if (cache && built.inState) keep(cache, name, url, parts, later);
      return parts;
    },
  };
}
