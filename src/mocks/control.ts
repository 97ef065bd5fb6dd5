import type { SeedName } from './seed-data';
import { currentSeedName, resetStore } from './store';

/**
 * Run-time control of the mock, shared by the browser (window.__pimMock, the Settings
 * page's mock tools) and Node tests. No msw import here: the handlers turn a matched
 * fault into a response, so this module stays cheap to load.
 */
export type FaultMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | '*';

export type Fault = {
  method: FaultMethod | (string & {});
  /** Matched against the path after the base URL, case-insensitively; `*` matches anything. */
  path: string;
  /** Status to answer with a ProblemDetails body (default 500). */
  status?: number;
  /** Fail like an unreachable server instead of answering. */
  network?: boolean;
  /** Only the next matching request fails. */
  once?: boolean;
};

type ActiveFault = Fault & { pattern: RegExp };

let faults: ActiveFault[] = [];
let latencyMs = 0;

function globToRegExp(glob: string): RegExp {
  const escaped = glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`, 'i');
}

/** Makes matching requests fail until cleared (or once). Answers a function that removes it. */
export function addFault(fault: Fault): () => void {
  if (typeof fault?.path !== 'string' || fault.path === '') throw new Error('A fault needs a path pattern, e.g. "/v1/Languages*".');
  if (fault.status !== undefined && !(Number.isInteger(fault.status) && fault.status >= 200 && fault.status <= 599)) {
    throw new Error(`A fault status must be an HTTP status 200-599, not ${String(fault.status)}.`);
  }
  const active: ActiveFault = { ...fault, method: (fault.method || '*').toUpperCase(), pattern: globToRegExp(fault.path) };
  faults.push(active);
  return () => {
    faults = faults.filter((item) => item !== active);
  };
}

export function clearFaults(): void {
  faults = [];
}

export function listFaults(): Fault[] {
  return faults.map(({ pattern: _pattern, ...fault }) => fault);
}

/** The first fault matching a request (used up when `once`), or null. */
export function takeFault(method: string, path: string): Fault | null {
  const upper = method.toUpperCase();
  const found = faults.find((fault) => (fault.method === '*' || fault.method === upper) && fault.pattern.test(path));
  if (!found) return null;
  if (found.once) faults = faults.filter((fault) => fault !== found);
  const { pattern: _pattern, ...fault } = found;
  return fault;
}

/** Delay of every answer in ms (0: none). */
export function setLatency(ms: number): void {
  latencyMs = Number.isFinite(ms) && ms > 0 ? Math.round(ms) : 0;
}

export function getLatency(): number {
  return latencyMs;
}

/** Throws away all changes and reloads a seed (the current one unless named). */
export function resetDemoData(seed?: SeedName): void {
  resetStore(seed ?? currentSeedName());
}

export { currentSeedName };

/** The clean state each test starts from: default seed, no faults, no latency. */
export function resetMockState(): void {
  resetStore('default');
  clearFaults();
  setLatency(0);
}
