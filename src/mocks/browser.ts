import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { notifyThisTab, openChangeChannel } from '../api/change-channel';
import { assetTypeQueries } from '../api/asset-types';
import { attributeQueries } from '../api/attributes';
import { languageQueries } from '../api/languages';
import { savedSearchFolderQueries } from '../api/saved-search-folders';
import { savedSearchQueries } from '../api/saved-searches';
import type { CollectionName } from './store';
import { applySeedParam, chooseLatency, localStorageOrNull, rememberLatency } from './browser-state';
import { addFault, clearFaults, getLatency, listFaults, resetDemoData, type Fault } from './control';
import { createHandlers } from './handlers';
import { connectSharedStorage } from './shared-storage';
import { basePathOf, pathAfterBase } from './routing';
import { isSeedName, type SeedName } from './seed-data';
import { cacheStorageKeeper, forgetKeptAnswers } from './kept-answers';
import { catchUpWithOtherTabs, currentSeedName, exportChanges, setBodyKeeper, subscribeStore } from './store';
import { startForEveryTab } from './worker-upkeep';

/** What `window.__pimMock` offers e2e tests, demos and the console. */
export type PimMockControl = {
  addFault(fault: Fault): () => void;
  clearFaults(): void;
  listFaults(): Fault[];
  setLatency(ms: number): void;
  getLatency(): number;
  resetDemoData(seed?: SeedName): void;
  currentSeedName(): SeedName;
  exportChanges(): ReturnType<typeof exportChanges>;
};

/** A small visible delay by default, so loading states can be seen and designed. */
const DEFAULT_LATENCY_MS = 250;

let started: Promise<void> | null = null;

/** The app's query root for each of the mock's collections (the references are read through attributes). */
const QUERY_ROOTS: Record<CollectionName, readonly string[]> = {
  languages: languageQueries.all().queryKey.slice(0, 1),
  attributes: attributeQueries.all().queryKey.slice(0, 1),
  references: attributeQueries.all().queryKey.slice(0, 1),
  folders: savedSearchFolderQueries.all().queryKey.slice(0, 1),
  searches: savedSearchQueries.all().queryKey.slice(0, 1),
  assetTypes: assetTypeQueries.all().queryKey.slice(0, 1),
};

/**
 * Starts the embedded mock in the browser: loads the demo data shared by all tabs, applies
 * `?mock-seed=` and `?mock-latency=`, starts the service worker (one for every tab: see
 * worker-upkeep.ts) and exposes the control API on window.__pimMock. Rejects when the mock cannot
 * serve this tab. Loaded with a dynamic import only when the mock is on.
 */
export function startMockWorker(options: { apiBaseUrl: string; latencyMs?: number }): Promise<void> {
  started ??= start(options);
  return started;
}

async function start(options: { apiBaseUrl: string; latencyMs?: number }): Promise<void> {
  // Connect before applying ?mock-seed=, so the chosen seed is saved, survives reloads and reaches every tab.
  const storage = localStorageOrNull();
  if (storage) connectSharedStorage(storage, window, (collections) => notifyThisTab({ roots: collections.map((collection) => QUERY_ROOTS[collection]) }));
  // Other tabs' mocks pick a reset up at their next request; their open pages must ask again.
  const changes = openChangeChannel();
  subscribeStore((event) => {
    if (event.type !== 'reset') return;
    changes.announce({ all: true });
    forgetKeptAnswers();
  });
  applySeedParam();
  // The dev server's module URLs stay the same when the seeds' code changes: there, lists are always built.
  if (!import.meta.env.DEV) setBodyKeeper(cacheStorageKeeper(import.meta.url));
  chooseLatency(options.latencyMs ?? DEFAULT_LATENCY_MS);

  // The worker asks this page about every request the page makes; tested against every operation, each of
  // the app's own files (modules, styles, icons) cost the main thread several milliseconds while a page loads.
  const basePath = basePathOf(options.apiBaseUrl);
  const ownFiles = http.all(
    ({ request }) => pathAfterBase(request.url, basePath) === null,
    () => passthrough(),
  );
  const worker = setupWorker(ownFiles, ...createHandlers(options.apiBaseUrl));
  await startForEveryTab((url) => worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url }, quiet: true }));

  const control: PimMockControl = {
    addFault,
    clearFaults,
    listFaults,
    setLatency: rememberLatency,
    getLatency,
    resetDemoData: (seed) => {
      if (seed !== undefined && !isSeedName(seed)) throw new Error(`Unknown seed "${String(seed)}"; use "default" or "large".`);
      resetDemoData(seed);
    },
    currentSeedName: () => {
      catchUpWithOtherTabs();
      return currentSeedName();
    },
    exportChanges: () => {
      catchUpWithOtherTabs();
      return exportChanges();
    },
  };
  (window as unknown as { __pimMock?: PimMockControl }).__pimMock = control;
}
