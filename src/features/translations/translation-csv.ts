import { plural, t } from '@lingui/core/macro';
import type { Attribute } from '../../api/attributes';
import { uidKey } from '../../api/ids';
import { parseCsvLines, toCsv } from '../../components/csv';
import { perFormattingLocale } from '../../i18n/interface-language';
import { cellText, type TranslationField } from './translation-model';

/** The service's own names head these columns, the same in every language (docs/i18n.md keeps Uid and Alias). */
const UID_COLUMN = 'Uid';
const ALIAS_COLUMN = 'Alias';

/** A text column's heading in the interface's language: "Name (da-DK)", in Danish "Navn (da-DK)". */
export const columnName = (field: TranslationField, cultureCode: string) => (field === 'Name' ? t`Name (${cultureCode})` : t`Description (${cultureCode})`);

/**
 * The words a text column's heading may start with, in every interface language: a file exported in Danish
 * imports in German, and one exported before the interface spoke Danish imports too. Read, never shown;
 * test/integration/translations-csv-languages.test.tsx checks that they match the catalogs' columnName.
 */
const FIELD_WORDS: Record<TranslationField, readonly string[]> = { Name: ['name', 'navn'], Description: ['description', 'beskrivelse', 'beschreibung'] };

/** The culture code of a heading that is this field's text column in any interface language ("Navn (da-DK)" → "da-DK"), else null. */
function columnCulture(heading: string, field: TranslationField): string | null {
  const match = /^(.+?)\s*\((.+)\)$/.exec(heading.trim());
  return match && FIELD_WORDS[field].includes(match[1]!.trim().toLowerCase()) ? match[2]!.trim() : null;
}

const lists = perFormattingLocale((locale) => new Intl.ListFormat(locale, { type: 'conjunction' }));

/**
 * One language's names (or descriptions) as CSV: uid and alias to find each attribute again,
 * the reference language's text for the translator, then the language's own column.
 */
export function translationCsv(attributes: readonly Attribute[], field: TranslationField, cultureCode: string, referenceCulture?: string): string {
  const reference = referenceCulture && referenceCulture !== cultureCode ? referenceCulture : undefined;
  const header = [UID_COLUMN, ALIAS_COLUMN, ...(reference ? [columnName(field, reference)] : []), columnName(field, cultureCode)];
  const rows = attributes.map((attribute) => [attribute.Uid, attribute.Alias ?? '', ...(reference ? [cellText(attribute, field, reference)] : []), cellText(attribute, field, cultureCode)]);
  return toCsv([header, ...rows]);
}

export type ImportChange = { line: number; attribute: Attribute; before: string; after: string };
export type ImportRefusal = { line: number; what: string; reason: string };

/** What an import would do, before anything is sent. */
export type ImportPreview = {
  changes: ImportChange[];
  /** Rows whose text is what the server has. */
  same: number;
  /** Rows with no text: left as they are (an import never clears a translation). */
  empty: number;
  refusals: ImportRefusal[];
  /** Columns other than the uid and the language's: never read, so never sent (an edited reference text included). */
  ignoredColumns: string[];
};

/** A file that cannot be read as this language's column at all. */
export class ImportFileProblem extends Error {}

/** Reads an exported (and translated) file against the attributes the server has now. */
export function previewTranslationImport(text: string, field: TranslationField, cultureCode: string, attributes: readonly Attribute[]): ImportPreview {
  const [first, ...rows] = parseCsvLines(text);
  const header = first?.cells;
  if (!header) throw new ImportFileProblem(t`The file is empty.`);
  const uidColumn = header.findIndex((name) => name.trim().toLowerCase() === UID_COLUMN.toLowerCase());
  const wanted = columnName(field, cultureCode);
  const textColumn = header.findIndex((name) => columnCulture(name, field) === cultureCode);
  const others = header.flatMap((name) => columnCulture(name, field) ?? []);
  if (uidColumn >= 0 && textColumn < 0 && others.length > 0) {
    const count = others.length;
    const listed = lists().format(others);
    throw new ImportFileProblem(
      t`${plural(count, {
        one: `The file has no column “${wanted}”: it is for ${listed}. Choose that language as the language for CSV, then import again.`,
        other: `The file has no column “${wanted}”: it is for ${listed}. Choose one of them as the language for CSV, then import again.`,
      })}`,
    );
  }
  if (uidColumn < 0 || textColumn < 0) {
    const firstLine = header.join(', ');
    if (textColumn >= 0) throw new ImportFileProblem(t`The file has no column “Uid”. Its first line reads: ${firstLine}.`);
    if (uidColumn >= 0) throw new ImportFileProblem(t`The file has no column “${wanted}”. Its first line reads: ${firstLine}.`);
    throw new ImportFileProblem(t`The file has no column “Uid” and “${wanted}”. Its first line reads: ${firstLine}.`);
  }
  const ignoredColumns = header.filter((name, index) => index !== uidColumn && index !== textColumn && name.trim() !== '');
  const preview: ImportPreview = { changes: [], same: 0, empty: 0, refusals: [], ignoredColumns };
  const byUid = new Map(attributes.map((attribute) => [uidKey(attribute.Uid), attribute]));
  const seen = new Map<string, number>();
  for (const { line, cells: row } of rows) {
    if (row.every((cell) => cell.trim() === '')) continue;
    const uid = (row[uidColumn] ?? '').trim();
    const after = row[textColumn] ?? '';
    const attribute = byUid.get(uidKey(uid));
    const what = uid || t`line ${line}`;
    const firstLine = seen.get(uidKey(uid));
    if (!uid) preview.refusals.push({ line, what, reason: t`No uid on this line.` });
    else if (firstLine !== undefined) preview.refusals.push({ line, what, reason: t`Line ${firstLine} has the same attribute.` });
    else if (!attribute) preview.refusals.push({ line, what, reason: t`No attribute with this uid on the server.` });
    else if (after.trim() === '') preview.empty += 1;
    else if (after === cellText(attribute, field, cultureCode)) preview.same += 1;
    else preview.changes.push({ line, attribute, before: cellText(attribute, field, cultureCode), after });
    if (uid && !seen.has(uidKey(uid))) seen.set(uidKey(uid), line);
  }
  return preview;
}
