import { describe, expect, it } from 'vitest';
import { canonicalCultureCode } from './culture-codes';

describe('canonicalCultureCode', () => {
  it('canonicalizes well-formed BCP 47 tags', () => {
    expect(canonicalCultureCode('da-dk')).toBe('da-DK');
    expect(canonicalCultureCode(' EN-gb ')).toBe('en-GB');
    expect(canonicalCultureCode('zh-Hant-TW')).toBe('zh-Hant-TW');
    expect(canonicalCultureCode('fr')).toBe('fr');
  });

  it('refuses what is not a tag', () => {
    expect(canonicalCultureCode('')).toBeNull();
    expect(canonicalCultureCode('english language')).toBeNull();
    expect(canonicalCultureCode('en_GB')).toBeNull();
    expect(canonicalCultureCode('12-34')).toBeNull();
    expect(canonicalCultureCode('en-')).toBeNull();
  });
});
