import { describe, expect, it } from 'vitest';
import type { AssetType } from '../../api/asset-types';
import type { Attribute } from '../../api/attributes';
import type { SavedSearch } from '../../api/saved-searches';
import { checkedSources, collectModelUses, modelUseLink } from './model-uses';

const attributes: Attribute[] = [
  { Uid: 'title', Alias: 'title', AttributeType: 'TextAttribute', AttributeScopes: ['s1'] },
  { Uid: 'weight', Alias: 'weight', AttributeType: 'NumberAttribute', AttributeScopes: ['s2'] },
  { Uid: 'flag', Alias: 'flag', AttributeType: 'BooleanAttribute', AttributeScopes: ['s1'] },
  { Uid: 'lonely', Alias: 'lonely', AttributeType: 'DateAttribute', AttributeScopes: ['s1'] },
  { Uid: 'pick', Alias: 'pick', BackofficeName: 'Pick one', AttributeType: 'AttributeReferenceAttribute', AllowedAttributeTypes: ['TextAttribute', 'NumberAttribute'], AllowedAttributeScopes: ['s1'] },
  { Uid: 'anything', Alias: 'anything', AttributeType: 'AttributeReferenceAttribute', AllowedAttributeTypes: [], AllowedAttributeScopes: [] },
];
const assetTypes: AssetType[] = [
  {
    Uid: 'image',
    Label: 'Image',
    Configuration: {
      Tabs: [
        {
          Uid: 't1',
          Label: 'General',
          Sections: [
            {
              Uid: 's',
              Headline: 'Basics',
              Properties: [
                { Uid: 'p1', AttributeUid: 'flag' },
                { Uid: 'p2', AttributeUid: 'flag' },
              ],
            },
          ],
        },
        { Uid: 't2', Type: 'FileTab' },
      ],
    },
  },
];
const searches: SavedSearch[] = [
  {
    Uid: 'heavy',
    Name: 'Heavy things',
    Query: { Filters: [], SubQueries: [{ Filters: [{ FieldUid: 'weight', QueryOperator: 3, FilterValue: 10 }] }] },
    ViewColumns: [{ FieldUid: 'title' }, { FieldUid: 'Created' }],
  } as SavedSearch,
];

describe('model uses', () => {
  const uses = collectModelUses({ assetTypes, searches, attributes });

  it('finds an attribute an asset type places, once per asset type, with where', () => {
    expect(uses.get('flag')).toEqual([{ kind: 'asset-type', uid: 'image', name: 'Image', place: 'General › Basics' }]);
  });

  it('finds filters in nested groups and view columns', () => {
    expect(uses.get('weight')).toContainEqual({ kind: 'search-filter', uid: 'heavy', name: 'Heavy things' });
    expect(uses.get('title')).toContainEqual({ kind: 'view-column', uid: 'heavy', name: 'Heavy things' });
  });

  it('counts an attribute reference attribute that names the type and a scope; one naming no types allows nothing by name', () => {
    expect(uses.get('title')).toContainEqual({ kind: 'allowed-by', uid: 'pick', name: 'Pick one' });
    // weight's type is allowed but its scope is not.
    expect(uses.get('weight')?.some((use) => use.kind === 'allowed-by')).toBe(false);
    expect(uses.has('lonely')).toBe(false);
  });

  it('links each use and says what was checked', () => {
    expect(uses.get('flag')!.map(modelUseLink)).toEqual(['/asset-types/image']);
    expect(modelUseLink({ kind: 'search-filter', uid: 'heavy', name: '' })).toBe('/saved-searches/heavy');
    expect(checkedSources({ assetTypes, searches, attributes })).toBe('server references, 1 asset type, 1 saved search, 2 attribute reference attributes');
  });
});
