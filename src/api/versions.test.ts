import { describe, expect, it } from 'vitest';
import { compareVersions, supports, unsupportedReason } from './versions';

describe('server versions', () => {
  it('compares the reference’s "v.major.minor.patch" with plain forms', () => {
    expect(compareVersions('v.3.2.0', '3.2.0')).toBe(0);
    expect(compareVersions('3.10.0', '3.9.9')).toBe(1);
    expect(compareVersions('3.4', '3.5.0')).toBe(-1);
  });

  it('gates each feature from the version the reference names', () => {
    expect(supports('3.1.9', 'attributeWrite')).toBe(false);
    expect(supports('3.2.0', 'attributeWrite')).toBe(true);
    expect(supports('3.4.0', 'attributeReferences')).toBe(false);
    expect(supports('3.5.0', 'attributeReferences')).toBe(true);
    expect(supports('3.9.0', 'assetTypes')).toBe(false);
    expect(supports('4.0.0', 'assetTypes')).toBe(true);
  });

  it('says in one line why a part is hidden', () => {
    expect(unsupportedReason('3.4.0', 'assetTypes')).toBe('Asset types need server version v.4.0.0 or later; the configured server is v.3.4.0.');
  });
});
