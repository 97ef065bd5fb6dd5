import { setLatency } from './control';
import { exportChanges, isSeedName, replayChanges, resetStore, subscribeStore } from './store';

/**
 * What the browser mock keeps across reloads, without msw (so it is testable in jsdom):
 * the seed's name plus the changes made over it in localStorage (the large seed does not
 * fit in its ~5 MB), and the latency chosen for this tab in sessionStorage.
 */
export const STATE_KEY = 'pim.mock.state';
export const LATENCY_KEY = 'pim.mock.latencyMs';
export const SEED_PARAM = 'mock-seed';
export const LATENCY_PARAM = 'mock-latency';

function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/** Replays saved changes over their seed; false (and the default seed) when there are none or they are unreadable. */
export function restoreState(storage: Storage | null = safeStorage('local')): boolean {
  const raw = storage?.getItem(STATE_KEY);
  if (!raw) return false;
  try {
    if (replayChanges(JSON.parse(raw))) return true;
  } catch {
    // fall through: a broken entry is dropped below
  }
  console.warn('[mock] The saved demo data could not be read; starting from the default seed.');
  storage?.removeItem(STATE_KEY);
  return false;
}

let warnedAboutQuota = false;

export function saveState(storage: Storage | null = safeStorage('local')): void {
  if (!storage) return;
  try {
    storage.setItem(STATE_KEY, JSON.stringify(exportChanges()));
  } catch (error) {
    if (!warnedAboutQuota) {
      warnedAboutQuota = true;
      console.warn('[mock] Changes to the demo data could not be saved (storage full?); they last until the page reloads.', error);
    }
  }
}

/** Saves after every change (coalesced per task), so a reload loses nothing. Answers a stop function. */
export function persistChanges(storage: Storage | null = safeStorage('local')): () => void {
  let scheduled = false;
  return subscribeStore(() => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      saveState(storage);
    });
  });
}

/**
 * `?mock-seed=large|default` resets the data to that seed (kept across reloads through the
 * saved state), then leaves the URL. Answers the seed chosen, if any.
 */
export function applySeedParam(location: Location = window.location, history: History = window.history): string | null {
  const url = new URL(location.href);
  const seed = url.searchParams.get(SEED_PARAM);
  if (seed === null) return null;
  if (isSeedName(seed)) resetStore(seed);
  else console.warn(`[mock] Unknown ${SEED_PARAM} "${seed}"; use "default" or "large".`);
  url.searchParams.delete(SEED_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return isSeedName(seed) ? seed : null;
}

/** Latency: `?mock-latency=` beats this tab's earlier choice, which beats the app's default. */
export function chooseLatency(defaultMs: number, location: Location = window.location): number {
  const session = safeStorage('session');
  const param = new URL(location.href).searchParams.get(LATENCY_PARAM);
  const fromParam = param !== null && param.trim() !== '' ? Number(param) : NaN;
  const fromSession = Number(session?.getItem(LATENCY_KEY) ?? NaN);
  const ms = Number.isFinite(fromParam) ? fromParam : Number.isFinite(fromSession) ? fromSession : defaultMs;
  rememberLatency(ms);
  return ms;
}

/** Sets the latency and keeps it for this tab's reloads (e2e tests set 0 once). */
export function rememberLatency(ms: number): void {
  setLatency(ms);
  try {
    safeStorage('session')?.setItem(LATENCY_KEY, String(Math.max(0, ms)));
  } catch {
    // not worth a warning: the latency is only a demo aid
  }
}
