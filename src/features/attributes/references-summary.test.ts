import { describe, expect, it } from 'vitest';
import type { Attribute } from '../../api/attributes';
import type { AttributeReferences } from '../../api/attribute-references';
import { summariseWhereUsed, whereUsedCsvRows } from './references-summary';

const attributes: Attribute[] = [
  { Uid: 'a', Alias: 'colour', Name: { 'en-GB': 'Colour' }, AttributeType: 'TextAttribute' },
  { Uid: 'b', Alias: 'size', Name: { 'en-GB': '=SUM(A1)' }, AttributeType: 'NumberAttribute' },
  { Uid: 'c', Alias: 'unknownToServer' },
];
const records: AttributeReferences[] = [
  {
    AttributeUid: 'a',
    ReferencingCategories: [1, 2],
    ReferencesOnProductAttributes: [
      { EntityId: 7, AttributeUid: 'r1' },
      { EntityId: 8, AttributeUid: 'r1' },
    ],
  },
  { AttributeUid: 'b', ReferencingCategories: [], ReferencingGlobalListValues: null },
];

describe('where used', () => {
  const report = summariseWhereUsed(attributes, records, new Map([['c', [{ kind: 'asset-type', uid: 'image', name: 'Image', place: 'General › Basics' }]]]), 'server references');

  it('counts every kind of reference and finds the unused attributes', () => {
    expect(report.entries.map((entry) => entry.total)).toEqual([4, 0, 0]);
    // c has no server references but an asset type places it: used.
    expect(report.unused.map((entry) => entry.attribute.Uid)).toEqual(['b']);
    expect(report.mostReferenced.map((entry) => entry.attribute.Uid)).toEqual(['a']);
  });

  it('gives one CSV line per attribute with counts per kind', () => {
    const rows = whereUsedCsvRows(report, 'en-GB');
    expect(rows[0]).toEqual([
      'Uid',
      'Alias',
      'Name',
      'Type',
      'Total references',
      'Categories',
      'Category attribute values',
      'Product attribute values',
      'Variant attribute values',
      'Global list values',
      'Product structures',
      'Variation definitions',
      'Placed in asset types',
      'Filtered on by saved searches',
      'Shown as a column by saved searches',
      'Can be picked in attribute reference attributes',
    ]);
    expect(rows[1]).toEqual(['a', 'colour', 'Colour', 'TextAttribute', 4, 2, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(rows[3]!.slice(-4)).toEqual([1, 0, 0, 0]);
    expect(rows).toHaveLength(4);
  });
});
