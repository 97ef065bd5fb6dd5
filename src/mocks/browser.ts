import { setupWorker } from 'msw/browser';
import { rememberLatency, applySeedParam, chooseLatency, persistChanges, restoreState } from './browser-state';
import { addFault, clearFaults, getLatency, listFaults, resetDemoData, type Fault } from './control';
import { createHandlers } from './handlers';
import { currentSeedName, exportChanges, isSeedName, type SeedName } from './store';

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

/**
 * Starts the embedded mock in the browser: restores the saved demo data, applies
 * `?mock-seed=` and `?mock-latency=`, starts the service worker and exposes the control
 * API on window.__pimMock. Loaded with a dynamic import only when the mock is on.
 */
export function startMockWorker(options: { apiBaseUrl: string; latencyMs?: number }): Promise<void> {
  started ??= start(options);
  return started;
}

async function start(options: { apiBaseUrl: string; latencyMs?: number }): Promise<void> {
  restoreState();
  // Subscribe before applying ?mock-seed=, so the chosen seed is saved and survives reloads.
  persistChanges();
  applySeedParam();
  chooseLatency(options.latencyMs ?? DEFAULT_LATENCY_MS);

  const worker = setupWorker(...createHandlers(options.apiBaseUrl));
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
  });

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
    currentSeedName,
    exportChanges,
  };
  (window as unknown as { __pimMock?: PimMockControl }).__pimMock = control;
}
