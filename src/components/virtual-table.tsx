import './virtual-table.css';
import { memo, useRef, type CSSProperties, type ReactNode } from 'react';
import { useRowWindow } from './use-row-window';

export type VirtualColumn<T> = {
  id: string;
  header: ReactNode;
  /** A CSS grid track, e.g. "minmax(10rem, 2fr)" or "6rem". */
  width: string;
  render: (row: T) => ReactNode;
  sortable?: boolean;
};

export type TableSort = { column: string; descending: boolean };

type VirtualTableProps<T> = {
  /** Accessible name of the table. */
  label: string;
  columns: readonly VirtualColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  sort?: TableSort;
  onSort?: (column: string) => void;
  onRowClick?: (row: T) => void;
  rowHeight?: number;
  /** Height of the scrolling body (CSS length). */
  height?: string;
};

/**
 * A table that renders only the rows in view (ARIA table semantics on a CSS grid, with
 * aria-rowcount/aria-rowindex so assistive tech knows the full size). Fixed row height
 * keeps scrolling free of measurement.
 */
function VirtualTableInner<T>({ label, columns, rows, rowKey, sort, onSort, onRowClick, rowHeight = 40, height = '60vh' }: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const view = useRowWindow({ count: rows.length, rowHeight, scrollRef });
  const template: CSSProperties = { gridTemplateColumns: columns.map((column) => column.width).join(' ') };

  // The scroll container wraps the whole table (header sticky inside it): a focusable
  // element between a table and its rows would break the table's structure for assistive tech.
  return (
    <div ref={scrollRef} className="vt-scroll" style={{ height }} tabIndex={0} role="region" aria-label={`${label} (scrollable)`}>
      <div className="vt" role="table" aria-label={label} aria-rowcount={rows.length + 1}>
        <div className="vt-head" role="rowgroup">
          <div className="vt-row" role="row" aria-rowindex={1} style={template}>
            {columns.map((column) => {
              const sorted = sort?.column === column.id;
              const ariaSort = sorted ? (sort.descending ? 'descending' : 'ascending') : column.sortable ? 'none' : undefined;
              return (
                <div key={column.id} className="vt-cell vt-header" role="columnheader" aria-sort={ariaSort}>
                  {column.sortable && onSort ? (
                    <button type="button" className="vt-sort" onClick={() => onSort(column.id)}>
                      {column.header}
                      <span aria-hidden="true" className="vt-sort-mark">
                        {sorted ? (sort.descending ? '▼' : '▲') : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup" className="vt-body" style={{ height: view.totalSize }}>
          {view.rows.map((item) => {
            const row = rows[item.index]!;
            return (
              <div
                key={rowKey(row)}
                className={`vt-row${onRowClick ? ' vt-row-clickable' : ''}`}
                role="row"
                aria-rowindex={item.index + 2}
                style={{ ...template, height: rowHeight, transform: `translateY(${item.start}px)` }}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
              >
                {columns.map((column) => {
                  const content = column.render(row);
                  // Cells cut long text with an ellipsis; the tooltip shows all of it.
                  return (
                    <div key={column.id} className="vt-cell" role="cell" title={typeof content === 'string' && content !== '' ? content : undefined}>
                      {content}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

export const VirtualTable = memo(VirtualTableInner) as typeof VirtualTableInner;
