import { describe, expect, it } from 'vitest';
import type { AssetType } from '../../api/asset-types';
import { permissionsInUse } from './permissions-in-use';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';

describe('permissionsInUse', () => {
  it('counts each permission over tabs, sections and properties of every asset type, most used first', () => {
    const assetTypes: AssetType[] = [
      {
        Uid: 'a',
        Configuration: {
          Tabs: [{ Uid: 't', ViewPermission: P2, SavePermission: P1, Sections: [{ Uid: 's', ViewPermission: P1, Properties: [{ Uid: 'p', AttributeUid: 'x', SavePermission: P1 }] }] }],
        },
      },
      { Uid: 'b', Configuration: { Tabs: [{ Uid: 'f', Type: 'FileTab', ViewPermission: P2 }] } },
      { Uid: 'c' },
    ];
    expect(permissionsInUse(assetTypes)).toEqual([
      { value: P1, count: 3 },
      { value: P2, count: 2 },
    ]);
  });
});
