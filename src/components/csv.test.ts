import { describe, expect, it } from 'vitest';
import { csvCell, parseCsv, toCsv } from './csv';

describe('CSV', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('the "best" one')).toBe('"the ""best"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps text that looks like a formula as text', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
  });

  it('writes rows with CRLF and empty cells for missing values', () => {
    expect(
      toCsv([
        ['Alias', 'Count'],
        ['colour', 3],
        [null, 0],
      ]),
    ).toBe('Alias,Count\r\ncolour,3\r\n,0\r\n');
  });
});

describe('parseCsv', () => {
  it('reads back what toCsv writes, formulas defused and all', () => {
    const rows = [
      ['Uid', 'Name (da-DK)'],
      ['a', 'Farve, "mørk"'],
      ['b', 'two\nlines'],
      ['c', '=SUM(A1)'],
      ['d', ''],
    ];
    expect(parseCsv('\uFEFF' + toCsv(rows))).toEqual(rows);
  });

  it('accepts LF line ends, a last line without one, and ; as the separator', () => {
    expect(parseCsv('Uid;Name\na;Farve\nb;"x;y"')).toEqual([
      ['Uid', 'Name'],
      ['a', 'Farve'],
      ['b', 'x;y'],
    ]);
  });
});
