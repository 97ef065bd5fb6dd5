import type { Attribute } from '../../api/attributes';
import { parseCsv, toCsv } from '../../components/csv';
import { cellText, type TranslationField } from './translation-model';

export const columnName = (field: TranslationField, cultureCode: string) => `${field} (${cultureCode})`;

/**
 * One language's names (or descriptions) as CSV: uid and alias to find each attribute again,
 * the reference language's text for the translator, then the language's own column.
 */
export function translationCsv(attributes: readonly Attribute[], field: TranslationField, cultureCode: string, referenceCulture?: string): string {
  const reference = referenceCulture && referenceCulture !== cultureCode ? referenceCulture : undefined;
  const header = ['Uid', 'Alias', ...(reference ? [columnName(field, reference)] : []), columnName(field, cultureCode)];
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
export function previewTranslationImport(text: string, field: TranslationField, cultureCode: string, attributes: ReadonlyMap<string, Attribute>): ImportPreview {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new ImportFileProblem('The file is empty.');
  const uidColumn = header.findIndex((name) => name.trim().toLowerCase() === 'uid');
  const wanted = columnName(field, cultureCode);
  const textColumn = header.findIndex((name) => name.trim() === wanted);
  const others = header.flatMap((name) => new RegExp(`^${field} \\((.+)\\)$`).exec(name.trim())?.[1] ?? []);
  if (uidColumn >= 0 && textColumn < 0 && others.length > 0) {
    throw new ImportFileProblem(
      `The file has no column “${wanted}”: it is for ${others.join(' and ')}. Choose ${others.length === 1 ? 'that language' : 'one of them'} as the language for CSV, then import again.`,
    );
  }
  if (uidColumn < 0 || textColumn < 0) {
    const lacking = [uidColumn < 0 ? '“Uid”' : '', textColumn < 0 ? `“${wanted}”` : ''].filter(Boolean).join(' and ');
    throw new ImportFileProblem(`The file has no column ${lacking}. Its first line reads: ${header.join(', ')}.`);
  }
  const ignoredColumns = header.filter((name, index) => index !== uidColumn && index !== textColumn && name.trim() !== '');
  const preview: ImportPreview = { changes: [], same: 0, empty: 0, refusals: [], ignoredColumns };
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const line = index + 2;
    if (row.every((cell) => cell.trim() === '')) return;
    const uid = (row[uidColumn] ?? '').trim();
    const after = row[textColumn] ?? '';
    const attribute = attributes.get(uid);
    const what = uid || `line ${line}`;
    if (!uid) preview.refusals.push({ line, what, reason: 'No uid on this line.' });
    else if (seen.has(uid)) preview.refusals.push({ line, what, reason: `Line ${seen.get(uid)} has the same attribute.` });
    else if (!attribute) preview.refusals.push({ line, what, reason: 'No attribute with this uid on the server.' });
    else if (after.trim() === '') preview.empty += 1;
    else if (after === cellText(attribute, field, cultureCode)) preview.same += 1;
    else preview.changes.push({ line, attribute, before: cellText(attribute, field, cultureCode), after });
    if (uid && !seen.has(uid)) seen.set(uid, line);
  });
  return preview;
}
