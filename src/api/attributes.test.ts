import { describe, expect, it } from 'vitest';
import { chunk, REFERENCES_BATCH_LIMIT } from './attribute-references';

describe('chunking of batch requests', () => {
  it('splits 12,000 uids into three requests within the limit', () => {
    const uids = Array.from({ length: 12_000 }, (_, i) => `uid-${i}`);
    const parts = chunk(uids, REFERENCES_BATCH_LIMIT);
    expect(parts.map((part) => part.length)).toEqual([5000, 5000, 2000]);
    expect(parts.flat()).toEqual(uids);
  });

  it('keeps a list at the limit in one request and an empty list in none', () => {
    expect(chunk(Array.from({ length: 5000 }, String), 5000)).toHaveLength(1);
    expect(chunk(Array.from({ length: 5001 }, String), 5000).map((part) => part.length)).toEqual([5000, 1]);
    expect(chunk([], 5000)).toEqual([]);
  });

  it('refuses a chunk size below one', () => {
    expect(() => chunk([1], 0)).toThrow();
  });
});
