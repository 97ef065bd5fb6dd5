import { describe, expect, it } from 'vitest';
import { paletteItems, searchPalette } from './palette-items';

const data = {
  mock: true,
  languages: [
    { Id: 1, CultureCode: 'en-GB', Name: 'English', SortOrder: 0 },
    { Id: 2, CultureCode: 'da-DK', Name: 'Danish', SortOrder: 1 },
  ],
  attributes: [
    { Uid: 'a1', Alias: 'colour', BackofficeName: 'Main colour', Name: { 'en-GB': 'Colour', 'da-DK': 'Farve' } },
    { Uid: 'a2', Alias: 'weight', BackofficeName: 'Net weight', Name: { 'en-GB': 'Weight', 'da-DK': 'Vægt' } },
  ],
  savedSearches: [{ Uid: 's1', Name: 'Red products' }],
  folders: [{ Uid: 'f1', Name: 'Campaigns' }],
  assetTypes: [{ Uid: 't1', Alias: 'photo', Label: 'Product photo' }],
};

describe('palette search', () => {
  const items = paletteItems(data);

  it('finds an attribute by a name in any language and opens it', () => {
    const [hit] = searchPalette(items, 'farve');
    expect(hit).toMatchObject({ group: 'attributes', label: 'Colour', detail: 'colour', to: '/attributes/a1' });
  });

  it('finds records of every model', () => {
    expect(searchPalette(items, 'red').map((hit) => hit.to)).toContain('/saved-searches/s1');
    expect(searchPalette(items, 'campaigns').map((hit) => hit.to)).toEqual(['/saved-searches?folder=f1']);
    expect(searchPalette(items, 'photo').map((hit) => hit.to)).toEqual(['/asset-types/t1']);
    expect(searchPalette(items, 'da-dk').map((hit) => hit.to)).toEqual(['/languages?edit=2']);
    expect(searchPalette(items, 'danish').map((hit) => hit.to)).toEqual(['/languages?edit=2']);
  });

  it('needs every word and puts labels that start with the query first', () => {
    expect(searchPalette(items, 'net weight').map((hit) => hit.label)).toEqual(['Weight']);
    const hits = searchPalette(items, 'new').map((hit) => hit.label);
    expect(hits.slice(0, 4)).toEqual(['New attribute', 'New saved search', 'New asset type', 'New language']);
  });

  it('offers pages and actions before anything is typed, reset only with the mock on', () => {
    expect(searchPalette(items, '').map((hit) => hit.group)).not.toContain('attributes');
    expect(searchPalette(items, '').map((hit) => hit.label)).toContain('Reset demo data');
    expect(searchPalette(paletteItems({ ...data, mock: false }), 'reset')).toEqual([]);
  });
});
