import { setLatency } from './control';
import { isSeedName } from './seed-data';
import { resetStore } from './store';

/**
 * What the browser mock takes from the address bar and keeps per tab, without msw (so it is
 * testable in jsdom): the seed chosen with `?mock-seed=` and the latency, kept for this tab
 * in sessionStorage. The data itself is shared by all tabs: see shared-storage.ts.
 */
export const LATENCY_KEY = 'pim.mock.latencyMs';
const SEED_PARAM = 'mock-seed';
const LATENCY_PARAM = 'mock-latency';

function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/** This browser's localStorage, or null where it is unavailable (e.g. blocked by the user). */
export function localStorageOrNull(): Storage | null {
  return safeStorage('local');
}

/**
 * `?mock-seed=large|default` resets the data to that seed (kept across reloads and shared
 * with the other tabs through the shared storage), then leaves the URL. Answers the seed chosen, if any.
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
