import { describe, expect, it } from 'vitest';
import { assetTypeCopy } from './asset-type-copy';
import type { AssetType } from './asset-types';

const original: AssetType = {
  Uid: 'at-1',
  Alias: 'Photo',
  Label: 'Photo',
  HotspotDefinitions: [{ Name: 'Face' }],
  Unknown: { kept: true },
  Configuration: {
    Extra: 1,
    Tabs: [
      { Uid: 't-file', Type: 'FileTab' },
      {
        Uid: 't-1',
        Label: 'Main',
        Type: 'DynamicTabSetup',
        Sections: [{ Uid: 's-1', Headline: 'Basics', Properties: [{ Uid: 'p-1', AttributeUid: 'a-1', Mandatory: true }] }],
      },
    ],
  },
};

describe('assetTypeCopy', () => {
  it('gives the asset type and every tab, section and property a new Uid and keeps everything else', () => {
    let n = 0;
    const copy = assetTypeCopy(original, { Alias: 'Photo2', Label: 'Photo (copy)' }, () => `new-${++n}`);
    expect(copy).toEqual({
      Uid: 'new-5',
      Alias: 'Photo2',
      Label: 'Photo (copy)',
      HotspotDefinitions: [{ Name: 'Face' }],
      Unknown: { kept: true },
      Configuration: {
        Extra: 1,
        Tabs: [
          { Uid: 'new-1', Type: 'FileTab' },
          {
            Uid: 'new-2',
            Label: 'Main',
            Type: 'DynamicTabSetup',
            Sections: [{ Uid: 'new-3', Headline: 'Basics', Properties: [{ Uid: 'new-4', AttributeUid: 'a-1', Mandatory: true }] }],
          },
        ],
      },
    });
  });

  it('leaves the original untouched', () => {
    const before = structuredClone(original);
    assetTypeCopy(original, { Alias: 'X', Label: 'X' });
    expect(original).toEqual(before);
  });
});
