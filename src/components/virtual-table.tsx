import { useLingui } from '@lingui/react/macro';
import './virtual-table.css';
import { memo, useLayoutEffect, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode, type RefObject } from 'react';
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
  /** A mouse convenience: a click anywhere in a row. The row must hold a link or button that does the same for the keyboard. */
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
  const scrolls = useScrolls(scrollRef);
  const { t } = useLingui();
  const template: CSSProperties = { gridTemplateColumns: columns.map((column) => column.width).join(' ') };

  // Rows handle no events themselves (a row is not a control): one handler here finds the clicked row.
  // Its links and buttons stop their own clicks, so a click on them does only what they do.
  const onBodyClick = (event: MouseEvent<HTMLDivElement>) => {
    const index = (event.target as Element).closest<HTMLElement>('[data-row-index]')?.dataset.rowIndex;
    const row = index === undefined ? undefined : rows[Number(index)];
    if (row !== undefined) onRowClick?.(row);
  };

  // The scroll container wraps the whole table (header sticky inside it): a focusable element
  // between a table and its rows would break the table's structure for assistive tech. While its
  // rows overflow it, it is a named tab stop, so the keyboard can scroll it (rows out of view are
  // not rendered, so tabbing through their links cannot reach them, and some tables have none).
  return (
    <div ref={scrollRef} className="vt-scroll" style={{ height }} tabIndex={scrolls ? 0 : undefined} role={scrolls ? 'region' : undefined} aria-label={scrolls ? t`${label} (scrollable)` : undefined}>
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
        <div role="presentation" className="vt-body" style={{ height: view.totalSize }} onClick={onRowClick ? onBodyClick : undefined}>
          {view.rows.map((item) => {
            const row = rows[item.index]!;
            return (
              <div
                key={rowKey(row)}
                className={`vt-row${onRowClick ? ' vt-row-clickable' : ''}`}
                role="row"
                aria-rowindex={item.index + 2}
                data-row-index={item.index}
                style={{ ...template, height: rowHeight, transform: `translateY(${item.start}px)` }}
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

/** Whether the element's content overflows it (then it needs a way to scroll it by keyboard). */
function useScrolls(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The content grows and shrinks with the rows (the body's height is all rows' height).
    const observer = new ResizeObserver(() => setScrolls(element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

export const VirtualTable = memo(VirtualTableInner) as typeof VirtualTableInner;
