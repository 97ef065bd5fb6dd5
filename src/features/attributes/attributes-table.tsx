import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { VirtualTable, type TableSort, type VirtualColumn } from '../../components/virtual-table';
import type { AttributeRow, SortKey } from './attribute-list-model';
import { typeLabel } from '../../api/attribute-type-names';

type AttributesTableProps = {
  rows: readonly AttributeRow[];
  languageCount: number;
  firstLanguageLabel: string;
  sort: SortKey;
  descending: boolean;
  onSort: (column: SortKey) => void;
  onOpen: (uid: string) => void;
};

function Completeness({ translated, total }: { translated: number; total: number }) {
  const complete = translated >= total;
  return (
    <span className={`completeness${complete ? ' completeness-full' : ''}`}>
      <meter min={0} max={total} value={translated} aria-hidden="true" />
      {translated} of {total}
    </span>
  );
}

const flag = (value: boolean) => (value ? 'Yes' : 'No');

/** The attributes, virtualized; memoized so a keystroke re-renders it only once its deferred results are ready. */
export const AttributesTable = memo(function AttributesTable({ rows, languageCount, firstLanguageLabel, sort, descending, onSort, onOpen }: AttributesTableProps) {
  const columns = useMemo<VirtualColumn<AttributeRow>[]>(
    () => [
      {
        id: 'alias',
        header: 'Alias',
        width: 'minmax(8rem, 1.3fr)',
        sortable: true,
        render: (row) => (
          <Link to={`/attributes/${row.uid}`} onClick={(event) => event.stopPropagation()}>
            {row.alias || '(no alias)'}
          </Link>
        ),
      },
      { id: 'backofficeName', header: 'Backoffice name', width: 'minmax(8rem, 1.3fr)', sortable: true, render: (row) => row.backofficeName },
      {
        id: 'firstName',
        header: `Name (${firstLanguageLabel})`,
        width: 'minmax(8rem, 1.3fr)',
        sortable: true,
        render: (row) => row.firstName || <span className="missing">missing</span>,
      },
      { id: 'type', header: 'Type', width: 'minmax(7rem, 1fr)', sortable: true, render: (row) => typeLabel(row.type) },
      { id: 'localized', header: 'Localized', width: '6.75rem', sortable: true, render: (row) => flag(row.localized) },
      { id: 'segmented', header: 'Segmented', width: '6.75rem', sortable: true, render: (row) => flag(row.segmented) },
      {
        id: 'translated',
        header: 'Names translated',
        width: '8.75rem',
        sortable: true,
        render: (row) => <Completeness translated={row.translated} total={languageCount} />,
      },
    ],
    [firstLanguageLabel, languageCount],
  );
  const tableSort: TableSort = { column: sort, descending };
  return (
    <VirtualTable
      label="Attributes"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.uid}
      sort={tableSort}
      onSort={(column) => onSort(column as SortKey)}
      onRowClick={(row) => onOpen(row.uid)}
      height="calc(100vh - 17rem)"
    />
  );
});
