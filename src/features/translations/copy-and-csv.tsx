import type { Attribute } from '../../api/attributes';
import type { Language } from '../../api/languages';
import type { CellStore } from './cell-store';
import { CopyFromPanel } from './copy-from-panel';
import { CsvPanel } from './csv-panel';
import type { TranslationField, TranslationRow } from './translation-model';
import type { SaveCells } from './use-cell-saves';

type CopyAndCsvProps = {
  store: CellStore;
  rows: readonly TranslationRow[];
  attributes: readonly Attribute[];
  languages: readonly Language[];
  field: TranslationField;
  /** The language the "missing in" filter names: the tools start on it, and start again when it changes. */
  missing: string;
  saveCells: SaveCells;
  onAnnounce: (message: string) => void;
};

/** The "Copy and CSV" tools: a chunk of their own, fetched when their disclosure first opens, not with the grid. */
export function CopyAndCsv({ store, rows, attributes, languages, field, missing, saveCells, onAnnounce }: CopyAndCsvProps) {
  return (
    <>
      <CopyFromPanel key={`copy-${missing}`} store={store} rows={rows} languages={languages} field={field} initialTarget={missing} onAnnounce={onAnnounce} />
      <CsvPanel key={`csv-${missing}`} attributes={attributes} languages={languages} field={field} initialLanguage={missing} saveCells={saveCells} />
    </>
  );
}
