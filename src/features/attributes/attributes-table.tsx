import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../components/format';
import { VirtualTable, type TableSort, type VirtualColumn } from '../../components/virtual-table';
import type { AttributeRow, SortKey } from './attribute-list-model';
import { typeLabel } from '../../api/attribute-type-names';

// CSS sizes of the columns and the table's box.
const NAME_WIDTH = 'minmax(8rem, 1.3fr)';
const TYPE_WIDTH = 'minmax(7rem, 1fr)';
const TABLE_HEIGHT = 'calc(100vh - 18rem)';

type AttributesTableProps = {
  rows: readonly AttributeRow[];
  languageCount: number;
  firstLanguageLabel: string;
  sort: SortKey;
  descending: boolean;
  onSort: (column: SortKey) => void;
  onOpen: (uid: string) => void;
  /** A column for a setting a bulk edit just changed, so its result shows in the list. */
  extraColumn?: { id: string; header: string; value: (uid: string) => string };
  /** Row checkboxes for a bulk edit, when the editor may write. */
  selection?: {
    selected: ReadonlySet<string>;
    onClick: (uid: string, shift: boolean) => void;
    onToggleAll: () => void;
  };
};

function Completeness({ translated, total }: { translated: number; total: number }) {
  const complete = translated >= total;
  const translatedText = formatNumber(translated);
  const totalText = formatNumber(total);
  return (
    <span className={`completeness${complete ? ' completeness-full' : ''}`}>
      <meter min={0} max={total} value={translated} aria-hidden="true" />
      <Trans>
        {translatedText} of {totalText}
      </Trans>
    </span>
  );
}

/** The attributes, virtualized; memoized so a keystroke re-renders it only once its deferred results are ready. */
export const AttributesTable = memo(function AttributesTable({ rows, languageCount, firstLanguageLabel, sort, descending, onSort, onOpen, selection, extraColumn }: AttributesTableProps) {
  const { t } = useLingui();
  const allShown = selection !== undefined && rows.length > 0 && rows.every((row) => selection.selected.has(row.uid));
  const someShown = selection !== undefined && !allShown && rows.some((row) => selection.selected.has(row.uid));
  const columns = useMemo<VirtualColumn<AttributeRow>[]>(() => {
    const flag = (value: boolean) => (value ? t`Yes` : t`No`);
    const selectLabel = (row: AttributeRow) => {
      const name = row.alias || row.uid;
      return t`Select ${name}`;
    };
    const rowCount = formatNumber(rows.length);
    return [
      ...(selection
        ? [
            {
              id: 'select',
              header: (
                <input
                  type="checkbox"
                  aria-label={t`Select all ${rowCount} shown`}
                  checked={allShown}
                  ref={(box) => {
                    if (box) box.indeterminate = someShown;
                  }}
                  onChange={selection.onToggleAll}
                />
              ),
              width: '2.5rem',
              render: (row: AttributeRow) => (
                <input
                  type="checkbox"
                  aria-label={selectLabel(row)}
                  checked={selection.selected.has(row.uid)}
                  onChange={() => {}}
                  onClick={(event) => {
                    event.stopPropagation();
                    selection.onClick(row.uid, event.shiftKey);
                  }}
                />
              ),
            },
          ]
        : []),
      {
        id: 'alias',
        header: t`Alias`,
        width: NAME_WIDTH,
        sortable: true,
        render: (row) => (
          <Link to={`/attributes/${row.uid}`} onClick={(event) => event.stopPropagation()}>
            {row.alias || t`(no alias)`}
          </Link>
        ),
      },
      { id: 'backofficeName', header: t`Backoffice name`, width: NAME_WIDTH, sortable: true, render: (row) => row.backofficeName },
      {
        id: 'firstName',
        header: t`Name (${firstLanguageLabel})`,
        width: NAME_WIDTH,
        sortable: true,
        render: (row) => row.firstName || <span className="missing">{t`missing`}</span>,
      },
      { id: 'type', header: t`Type`, width: TYPE_WIDTH, sortable: true, render: (row) => typeLabel(row.type) },
      { id: 'localized', header: t`Localized`, width: '6.75rem', sortable: true, render: (row) => flag(row.localized) },
      { id: 'segmented', header: t`Segmented`, width: '6.75rem', sortable: true, render: (row) => flag(row.segmented) },
      {
        id: 'translated',
        header: t`Names translated`,
        // Room for the meter and "12 von 12" (German's "von" is the longest of the interface languages' words).
        width: '10.5rem',
        sortable: true,
        render: (row) => <Completeness translated={row.translated} total={languageCount} />,
      },
      ...(extraColumn ? [{ id: extraColumn.id, header: extraColumn.header, width: '8rem', render: (row: AttributeRow) => extraColumn.value(row.uid) }] : []),
    ];
  }, [t, firstLanguageLabel, languageCount, selection, rows.length, allShown, someShown, extraColumn]);
  const tableSort: TableSort = { column: sort, descending };
  return (
    <VirtualTable
      label={t`Attributes`}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.uid}
      sort={tableSort}
      onSort={(column) => onSort(column as SortKey)}
      onRowClick={(row) => onOpen(row.uid)}
      height={TABLE_HEIGHT}
    />
  );
});
