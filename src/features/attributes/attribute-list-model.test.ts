import { describe, expect, it } from 'vitest';
import type { Attribute } from '../../api/attributes';
import type { Language } from '../../api/languages';
import { filterRows, filterRowsIncrementally, readListParams, sortRows, toRows, writeListParams } from './attribute-list-model';
import { attributeSearchText } from '../../api/attributes';

const languages: Language[] = [
  { Id: 1, CultureCode: 'en-GB', Name: 'English', SortOrder: 1 },
  { Id: 2, CultureCode: 'da-DK', Name: 'Danish', SortOrder: 2 },
];

const colour: Attribute = {
  Uid: 'a1',
  Alias: 'mainColour',
  BackofficeName: 'Main Colour',
  Name: { 'en-GB': 'Colour', 'da-DK': 'Farve', 'sv-SE': null },
  AttributeType: 'FixedListAttribute',
  Localized: true,
};
const weight: Attribute = { Uid: 'a2', Alias: 'weightNet', BackofficeName: null, Name: { 'en-GB': 'Net weight' }, AttributeType: 'NumberAttribute', DimensionUid: 'd1' };
const bare: Attribute = { Uid: 'a3', AttributeType: 'BooleanAttribute' };

describe('search text', () => {
  it('holds alias, backoffice name and every localized name, lower-cased', () => {
    expect(attributeSearchText(colour)).toBe('maincolour\nmain colour\ncolour\nfarve');
  });

  it('skips missing and null values', () => {
    expect(attributeSearchText(weight)).toBe('weightnet\nnet weight');
    expect(attributeSearchText(bare)).toBe('');
  });
});

describe('rows, filters and sort', () => {
  const rows = toRows([colour, weight, bare], languages);

  it('counts translated names per language and takes the first language’s name', () => {
    expect(rows.map((row) => [row.firstName, row.translated])).toEqual([
      ['Colour', 2],
      ['Net weight', 1],
      ['', 0],
    ]);
  });

  it('finds a localized name in any language, case-insensitively, all terms required', () => {
    expect(filterRows(rows, readListParams(new URLSearchParams()), 'FARVE', 2).map((row) => row.uid)).toEqual(['a1']);
    expect(filterRows(rows, readListParams(new URLSearchParams()), 'net wei', 2).map((row) => row.uid)).toEqual(['a2']);
    expect(filterRows(rows, readListParams(new URLSearchParams()), 'net colour', 2)).toEqual([]);
  });

  it('filters on type, flags and incomplete translations', () => {
    const filter = (query: string) => filterRows(rows, readListParams(new URLSearchParams(query)), '', 2).map((row) => row.uid);
    expect(filter('type=NumberAttribute')).toEqual(['a2']);
    expect(filter('localized=yes')).toEqual(['a1']);
    expect(filter('segmented=no')).toEqual(['a1', 'a3']);
    expect(filter('incomplete=1')).toEqual(['a2', 'a3']);
  });

  it('sorts by a column both ways, empty values first when ascending', () => {
    expect(sortRows(rows, 'firstName', false).map((row) => row.uid)).toEqual(['a3', 'a1', 'a2']);
    expect(sortRows(rows, 'translated', true).map((row) => row.uid)).toEqual(['a1', 'a2', 'a3']);
  });
});

describe('list params in the URL', () => {
  it('round-trips and leaves defaults out', () => {
    const written = writeListParams(new URLSearchParams('report=where-used'), { q: 'colour', type: 'TextAttribute', sort: 'type', descending: true });
    expect(written.toString()).toBe('report=where-used&q=colour&type=TextAttribute&sort=-type');
    expect(readListParams(written)).toMatchObject({ q: 'colour', type: 'TextAttribute', sort: 'type', descending: true, incomplete: false });
    expect(writeListParams(written, { q: '', type: '', sort: 'alias', descending: false }).toString()).toBe('report=where-used');
  });

  it('ignores an unknown sort column', () => {
    expect(readListParams(new URLSearchParams('sort=-nonsense'))).toMatchObject({ sort: 'alias', descending: false });
  });
});

describe('incremental search', () => {
  const many: Attribute[] = Array.from({ length: 50 }, (_, i) => ({ Uid: `u${i}`, Alias: `attr${i}`, Name: { 'en-GB': i % 2 ? `Colour ${i}` : `Size ${i}` } }));
  const rows = toRows(many, languages);
  const filters = readListParams(new URLSearchParams());

  it('gives the same answer as a full search while typing, deleting and changing filters', () => {
    let cache = null;
    for (const query of ['c', 'co', 'col', 'colour', 'colour 1', 'colour 13', 'colour 1', 'col', 's', 'size 4', '']) {
      cache = filterRowsIncrementally(cache, rows, filters, query, 2);
      expect(cache.result).toEqual(filterRows(rows, filters, query, 2));
    }
    const typed = filterRowsIncrementally(cache, rows, { ...filters, incomplete: true }, 'size', 2);
    expect(typed.result).toEqual(filterRows(rows, { ...filters, incomplete: true }, 'size', 2));
  });

  it('narrows the previous answer when the query only grew', () => {
    const first = filterRowsIncrementally(null, rows, filters, 'colour', 2);
    const second = filterRowsIncrementally(first, rows, filters, 'colour 3', 2);
    expect(second.result.every((row) => first.result.includes(row))).toBe(true);
    expect(second.result).toEqual(filterRows(rows, filters, 'colour 3', 2));
    expect(second.result.length).toBeLessThan(first.result.length);
  });
});
