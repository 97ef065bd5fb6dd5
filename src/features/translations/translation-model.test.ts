import { describe, expect, it } from 'vitest';
import type { Attribute } from '../../api/attributes';
import type { Language } from '../../api/languages';
import {
  copyProposals,
  filterTranslationRows,
  languageProgress,
  pastedColumn,
  readTranslationParams,
  shownLanguages,
  toTranslationRows,
  withCellText,
  writeTranslationParams,
} from './translation-model';

const colour: Attribute = { Uid: 'u1', Alias: 'colour', AttributeType: 'TextAttribute', Name: { 'en-GB': 'Colour', 'da-DK': 'Farve' } };
const weight: Attribute = { Uid: 'u2', Alias: 'weight', AttributeType: 'NumberAttribute', Name: { 'en-GB': 'Weight', 'da-DK': null } };
const bare: Attribute = { Uid: 'u3', Alias: 'bare', Name: null };
const languages: Language[] = [
  { Id: 1, CultureCode: 'en-GB', Name: 'English', SortOrder: 1 },
  { Id: 2, CultureCode: 'da-DK', Name: 'Danish', SortOrder: 2 },
];
const rows = toTranslationRows([weight, colour, bare]);

describe('translation grid model', () => {
  it('keeps search, missing filter and field in the URL, defaults left out', () => {
    const url = writeTranslationParams(new URLSearchParams('other=1'), { q: 'col', missing: 'da-DK', field: 'Description' });
    expect(url.toString()).toBe('other=1&q=col&missing=da-DK&field=description');
    expect(readTranslationParams(url)).toEqual({ q: 'col', missing: 'da-DK', field: 'Description', languages: [] });
    expect(writeTranslationParams(url, { field: 'Name', q: '' }).toString()).toBe('other=1&missing=da-DK');
    const chosen = writeTranslationParams(url, { languages: ['en-GB', 'da-DK'] });
    expect(chosen.get('languages')).toBe('en-GB,da-DK');
    expect(readTranslationParams(chosen).languages).toEqual(['en-GB', 'da-DK']);
    expect(writeTranslationParams(chosen, { languages: [] }).has('languages')).toBe(false);
  });

  it('shows the languages chosen, in SortOrder, with the "missing in" one; all when none chosen exists', () => {
    const three = [...languages, { Id: 3, CultureCode: 'sv-SE', Name: 'Swedish', SortOrder: 3 }];
    const codes = (shown: readonly Language[]) => shown.map((language) => language.CultureCode);
    expect(codes(shownLanguages(three, [], ''))).toEqual(['en-GB', 'da-DK', 'sv-SE']);
    expect(codes(shownLanguages(three, ['sv-SE', 'en-GB'], ''))).toEqual(['en-GB', 'sv-SE']);
    expect(codes(shownLanguages(three, ['sv-SE'], 'da-DK'))).toEqual(['da-DK', 'sv-SE']);
    expect(codes(shownLanguages(three, ['xx-XX'], ''))).toEqual(['en-GB', 'da-DK', 'sv-SE']);
  });

  it('orders rows by alias and filters by search and by a missing translation', () => {
    expect(rows.map((row) => row.alias)).toEqual(['bare', 'colour', 'weight']);
    expect(filterTranslationRows(rows, { q: 'farve', missing: '', field: 'Name' }).map((row) => row.uid)).toEqual(['u1']);
    expect(filterTranslationRows(rows, { q: '', missing: 'da-DK', field: 'Name' }).map((row) => row.uid)).toEqual(['u3', 'u2']);
    expect(filterTranslationRows(rows, { q: 'we', missing: 'da-DK', field: 'Name' }).map((row) => row.uid)).toEqual(['u2']);
  });

  it('counts translated names per language', () => {
    expect(languageProgress([colour, weight, bare], languages, 'Name').map(({ language, translated, total }) => [language.CultureCode, translated, total])).toEqual([
      ['en-GB', 2, 3],
      ['da-DK', 1, 3],
    ]);
  });

  it('changes one entry of the dictionary only; an empty text is a missing translation', () => {
    expect(withCellText(colour, 'Name', 'da-DK', 'Kulør').Name).toEqual({ 'en-GB': 'Colour', 'da-DK': 'Kulør' });
    expect(withCellText(colour, 'Name', 'da-DK', ' ').Name).toEqual({ 'en-GB': 'Colour', 'da-DK': null });
    expect(withCellText(bare, 'Description', 'da-DK', 'x').Description).toEqual({ 'da-DK': 'x' });
  });

  it('reads a pasted spreadsheet column as lines; one line is ordinary text', () => {
    expect(pastedColumn('Vægt\r\nFarve\r\n')).toEqual(['Vægt', 'Farve']);
    expect(pastedColumn('a\tb\nc\td')).toEqual(['a', 'c']);
    expect(pastedColumn('just one\n')).toBeNull();
  });

  it('proposes a copy only for empty cells that the source language has', () => {
    expect([...copyProposals(rows, 'Name', 'en-GB', 'da-DK')]).toEqual([['u2', { text: 'Weight', base: '' }]]);
  });
});
