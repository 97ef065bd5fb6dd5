/**
 * Deterministic ids, times and pseudo-random numbers for the seeds: the same seed always
 * gives the same data, so tests, screenshots and bug reports can name records by uid.
 */

/** FNV-1a, 32 bit: a stable number for a string. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast seeded PRNG returning floats in [0, 1). */
export function createRandom(seed: number | string): () => number {
  let state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** murmur3's finalizer: spreads the bits of a 32-bit integer. */
function mix32(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const hex = (value: number, digits: number) =>
  (value >>> 0)
    .toString(16)
    .padStart(8, '0')
    .slice(8 - digits);

const namespaces = new Map<string, { hash: number; head: string; variant: string }>();

/**
 * A version-4-shaped uuid derived from a namespace and a number. The counter sits in the
 * last group, so two different numbers in one namespace never collide. Cheap enough for
 * the large seed's tens of thousands of ids.
 */
export function seedUuid(namespace: string, n: number): string {
  let ns = namespaces.get(namespace);
  if (!ns) {
    const hash = hashString(namespace);
    ns = { hash, head: hex(hash, 8), variant: `${(8 + (hash & 3)).toString(16)}${hex(hash >>> 20, 3)}` };
    namespaces.set(namespace, ns);
  }
  const mix = mix32(ns.hash ^ Math.imul(n, 0x9e3779b1));
  return `${ns.head}-${hex(mix >>> 16, 4)}-4${hex(mix, 3)}-${ns.variant}-${n.toString(16).padStart(12, '0')}`;
}

export { isUuid } from '../api/ids';

/** A random uuid for records the mock creates at run time (not part of a seed). */
export function newUuid(): string {
  return globalThis.crypto.randomUUID();
}

const SEED_EPOCH = Date.UTC(2024, 0, 15, 8, 0, 0);

/** A fixed UTC time, `hours` after the seed epoch, as the service writes it. */
export function seedTime(hours: number): string {
  return new Date(SEED_EPOCH + hours * 3_600_000).toISOString();
}

export function nowIso(): string {
  return new Date().toISOString();
}
