import { describe, expect, it } from 'vitest';
import type { Attribute } from '../../api/attributes';
import { parseCsv } from '../../components/csv';
import { ImportFileProblem, previewTranslationImport, translationCsv } from './translation-csv';

const colour: Attribute = { Uid: 'u1', Alias: 'colour', Name: { 'en-GB': 'Colour', 'da-DK': 'Farve' } };
const weight: Attribute = { Uid: 'u2', Alias: 'weight', Name: { 'en-GB': 'Weight' } };
const size: Attribute = { Uid: 'u3', Alias: 'size', Name: { 'en-GB': 'Size', 'da-DK': 'Størrelse' } };
const attributes = [colour, weight, size];

describe('translation CSV', () => {
  it('exports uid, alias, the reference language and the language', () => {
    expect(parseCsv(translationCsv([colour, weight], 'Name', 'da-DK', 'en-GB'))).toEqual([
      ['Uid', 'Alias', 'Name (en-GB)', 'Name (da-DK)'],
      ['u1', 'colour', 'Colour', 'Farve'],
      ['u2', 'weight', 'Weight', ''],
    ]);
  });

  it('previews changes, the same, empty lines and refusals per line', () => {
    const file = ['Uid,Alias,Name (en-GB),Name (da-DK)', 'u1,colour,Colour,Kulør', 'u2,weight,Weight,', 'u3,size,Size,Størrelse', 'nope,x,,Hej', 'u1,colour,,Igen', ',,,Uden'].join('\n');
    const preview = previewTranslationImport(file, 'Name', 'da-DK', attributes);
    expect(preview.changes.map(({ line, attribute, before, after }) => [line, attribute.Uid, before, after])).toEqual([[2, 'u1', 'Farve', 'Kulør']]);
    expect(preview.same).toBe(1);
    expect(preview.empty).toBe(1);
    expect(preview.refusals).toEqual([
      { line: 5, what: 'nope', reason: 'No attribute with this uid on the server.' },
      { line: 6, what: 'u1', reason: 'Line 2 has the same attribute.' },
      { line: 7, what: 'line 7', reason: 'No uid on this line.' },
    ]);
    expect(preview.ignoredColumns).toEqual(['Alias', 'Name (en-GB)']);
  });

  it('names the line of the file, also after a text that spans lines, with either line break', () => {
    for (const lineBreak of ['\n', '\r\n']) {
      const rows = ['Uid,Alias,Name (da-DK)', `u1,colour,"Kulør${lineBreak}på to linjer"`, 'nope,x,Hej', 'u2,weight,Vægt', 'u2,weight,Igen'];
      const preview = previewTranslationImport(rows.join(lineBreak), 'Name', 'da-DK', attributes);
      expect(preview.changes.map(({ line, attribute }) => [line, attribute.Uid])).toEqual([
        [2, 'u1'],
        [5, 'u2'],
      ]);
      expect(preview.refusals).toEqual([
        { line: 4, what: 'nope', reason: 'No attribute with this uid on the server.' },
        { line: 6, what: 'u2', reason: 'Line 5 has the same attribute.' },
      ]);
    }
  });

  it('finds an attribute whose uid the file spells in other upper and lower case, as the server does', () => {
    const upper: Attribute = { Uid: '3f2b8c1e-0a4d-4e5f-9b6a-1c2d3e4f5a6b', Alias: 'material', Name: { 'da-DK': 'Materiale' } };
    const file = ['Uid,Name (da-DK)', '3F2B8C1E-0A4D-4E5F-9B6A-1C2D3E4F5A6B,Stof', 'U1,Kulør', 'u1,Igen'].join('\n');
    const preview = previewTranslationImport(file, 'Name', 'da-DK', [...attributes, upper]);
    expect(preview.changes.map(({ line, attribute, after }) => [line, attribute.Alias, after])).toEqual([
      [2, 'material', 'Stof'],
      [3, 'colour', 'Kulør'],
    ]);
    expect(preview.refusals).toEqual([{ line: 4, what: 'u1', reason: 'Line 3 has the same attribute.' }]);
  });

  it('refuses a file of another language, naming it; and a file without the columns, naming what it has', () => {
    expect(() => previewTranslationImport('Uid,Alias,Name (sv-SE)\nu1,colour,Färg', 'Name', 'da-DK', attributes)).toThrow(
      new ImportFileProblem('The file has no column “Name (da-DK)”: it is for sv-SE. Choose that language as the language for CSV, then import again.'),
    );
    expect(() => previewTranslationImport('Id;Text\nu1;Färg', 'Name', 'da-DK', attributes)).toThrow(
      new ImportFileProblem('The file has no column “Uid” and “Name (da-DK)”. Its first line reads: Id, Text.'),
    );
  });
});
