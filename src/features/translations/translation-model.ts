import { attributeSearchText, type Attribute } from '../../api/attributes';
import type { Language } from '../../api/languages';
import { searchTerms } from '../../components/search-terms';

/** The grid shows one localized dictionary at a time. */
export type TranslationField = 'Name' | 'Description';

/**
 * Everything that shapes the grid; it lives in the URL so a filtered grid can be shared and reloaded.
 * `languages`: the culture codes shown as columns, empty for all.
 */
export type TranslationParams = { q: string; missing: string; field: TranslationField; languages: readonly string[] };

export function readTranslationParams(search: URLSearchParams): TranslationParams {
  return {
    q: search.get('q') ?? '',
    missing: search.get('missing') ?? '',
    field: search.get('field') === 'description' ? 'Description' : 'Name',
    languages: (search.get('languages') ?? '').split(',').filter((code) => code !== ''),
  };
}

/** Applies `changes` to the URL's search params; defaults are left out so URLs stay short. */
export function writeTranslationParams(search: URLSearchParams, changes: Partial<TranslationParams>): URLSearchParams {
  const next = new URLSearchParams(search);
  const merged = { ...readTranslationParams(search), ...changes };
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set('q', merged.q);
  set('missing', merged.missing);
  set('field', merged.field === 'Description' ? 'description' : '');
  set('languages', merged.languages.join(','));
  return next;
}

/**
 * The language columns, in SortOrder: those the editor chose (all when none of them exists),
 * and always the one the "missing in" filter names, or the rows would hide why they are shown.
 */
export function shownLanguages(languages: readonly Language[], chosen: readonly string[], missing: string): readonly Language[] {
  const wanted = new Set([...chosen, missing]);
  const shown = languages.filter((language) => wanted.has(language.CultureCode));
  return chosen.some((code) => languages.some((language) => language.CultureCode === code)) ? shown : languages;
}

export type TranslationRow = { uid: string; alias: string; type: string; attribute: Attribute };

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** One row per attribute, by alias (as the attributes list opens). */
export function toTranslationRows(attributes: readonly Attribute[]): TranslationRow[] {
  return attributes
    .map((attribute) => ({
      uid: attribute.Uid,
      alias: attribute.Alias || attribute.BackofficeName || attribute.Uid,
      type: attribute.AttributeType ?? '',
      attribute,
    }))
    .sort((a, b) => collator.compare(a.alias, b.alias));
}

/** The text of one cell: the attribute's name (or description) in a culture, '' when missing. */
export function cellText(attribute: Attribute, field: TranslationField, cultureCode: string): string {
  return attribute[field]?.[cultureCode] ?? '';
}

const HAS_TEXT = /\S/;
const isMissing = (attribute: Attribute, field: TranslationField, cultureCode: string) => !HAS_TEXT.test(cellText(attribute, field, cultureCode));

/** The attribute with one cell's text: only that entry changes; an empty text removes the translation (null, as the service sends it). */
export function withCellText(attribute: Attribute, field: TranslationField, cultureCode: string, text: string): Attribute {
  return { ...attribute, [field]: { ...attribute[field], [cultureCode]: text.trim() === '' ? null : text } };
}

/** Rows matching the search (as on /attributes) and, when set, missing a translation in one culture. */
export function filterTranslationRows(rows: readonly TranslationRow[], { q, missing, field }: Pick<TranslationParams, 'q' | 'missing' | 'field'>): readonly TranslationRow[] {
  const terms = searchTerms(q);
  if (terms.length === 0 && !missing) return rows;
  return rows.filter((row) => (!missing || isMissing(row.attribute, field, missing)) && terms.every((term) => attributeSearchText(row.attribute).includes(term)));
}

export type LanguageProgress = { language: Language; translated: number; total: number };

/** How many attributes have a text in each language, in SortOrder: one pass over the attributes (10,000 of them before the first paint). */
export function languageProgress(attributes: readonly Attribute[], languages: readonly Language[], field: TranslationField): LanguageProgress[] {
  const codes = languages.map((language) => language.CultureCode);
  const counts = codes.map(() => 0);
  for (const attribute of attributes) {
    const texts = attribute[field];
    if (!texts) continue;
    for (let index = 0; index < codes.length; index++) {
      const text = texts[codes[index]!];
      if (text && HAS_TEXT.test(text)) counts[index]! += 1;
    }
  }
  return languages.map((language, index) => ({ language, translated: counts[index]!, total: attributes.length }));
}

/**
 * The lines of a paste, when it is a column (more than one line) from a spreadsheet: one
 * value per line, the first cell of each when lines have several; the line break a
 * spreadsheet puts after the last line is not a value. Null for ordinary one-line text.
 */
export function pastedColumn(text: string): string[] | null {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  if (lines.length < 2) return null;
  return lines.map((line) => line.split('\t')[0]!);
}

/** Texts proposed for empty cells of `target`, copied from `source` where that has one (uid → the text, and the cell's own text it is proposed over). */
export function copyProposals(rows: readonly TranslationRow[], field: TranslationField, source: string, target: string): Map<string, { text: string; base: string }> {
  const proposals = new Map<string, { text: string; base: string }>();
  for (const row of rows) {
    const from = cellText(row.attribute, field, source);
    if (from.trim() !== '' && isMissing(row.attribute, field, target)) proposals.set(row.uid, { text: from, base: cellText(row.attribute, field, target) });
  }
  return proposals;
}
