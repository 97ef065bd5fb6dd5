import { useMemo } from 'react';
import { typeLabel } from '../../api/attribute-type-names';
import type { Language } from '../../api/languages';
import { VirtualTable, type VirtualColumn } from '../../components/virtual-table';
import type { CellAddress, CellStore } from './cell-store';
import { TranslationCell } from './translation-cell';
import { cellText, type TranslationField, type TranslationRow } from './translation-model';

type TranslationGridProps = {
  rows: readonly TranslationRow[];
  languages: readonly Language[];
  field: TranslationField;
  store: CellStore;
  onCommit: (cell: CellAddress, text: string) => void;
  onPasteColumn: (rowIndex: number, cell: CellAddress, lines: string[]) => void;
};

const ROW_HEIGHT = 48;
const rowKey = (row: TranslationRow) => row.uid;

/** One row per attribute, one column per language in SortOrder; only the rows in view are rendered. */
export function TranslationGrid({ rows, languages, field, store, onCommit, onPasteColumn }: TranslationGridProps) {
  const indexOf = useMemo(() => new Map(rows.map((row, index) => [row.uid, index])), [rows]);
  const columns = useMemo<VirtualColumn<TranslationRow>[]>(
    () => [
      {
        id: 'attribute',
        header: 'Attribute',
        width: 'minmax(11rem, 1fr)',
        render: (row) => (
          <span className="tr-attribute">
            <span className="tr-alias">{row.alias}</span>
            <span className="tr-type">{typeLabel(row.type)}</span>
          </span>
        ),
      },
      ...languages.map((language) => ({
        id: language.CultureCode,
        header: (
          <span>
            {language.Name || language.CultureCode} <span className="tr-code">{language.CultureCode}</span>
          </span>
        ),
        width: 'minmax(12rem, 1.4fr)',
        render: (row: TranslationRow) => (
          <TranslationCell
            store={store}
            uid={row.uid}
            field={field}
            cultureCode={language.CultureCode}
            alias={row.alias}
            serverText={cellText(row.attribute, field, language.CultureCode)}
            rowIndex={indexOf.get(row.uid) ?? 0}
            onCommit={onCommit}
            onPasteColumn={onPasteColumn}
          />
        ),
      })),
    ],
    [languages, field, store, indexOf, onCommit, onPasteColumn],
  );
  return (
    <VirtualTable label={`${field === 'Name' ? 'Names' : 'Descriptions'} by language`} columns={columns} rows={rows} rowKey={rowKey} rowHeight={ROW_HEIGHT} height="max(18rem, calc(100vh - 9rem))" />
  );
}
