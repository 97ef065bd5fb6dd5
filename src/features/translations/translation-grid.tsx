import { plural, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { typeLabel } from '../../api/attribute-type-names';
import type { Language } from '../../api/languages';
import { afterNextPaint } from '../../components/after-next-paint';
import { formatNumber } from '../../components/format';
import { useRowWindow } from '../../components/use-row-window';
import type { CellAddress, CellStore } from './cell-store';
import { gridKeyTarget, type GridPosition } from './grid-keys';
import { TranslationCell } from './translation-cell';
import { cellText, type LanguageProgress, type TranslationField, type TranslationRow } from './translation-model';

type TranslationGridProps = {
  rows: readonly TranslationRow[];
  /** The language columns shown, in order. */
  languages: readonly Language[];
  progress: readonly LanguageProgress[];
  field: TranslationField;
  store: CellStore;
  /** The id of the text that says how the keyboard works here. */
  describedBy: string;
  onCommit: (cell: CellAddress, text: string) => void;
  onPasteColumn: (rowIndex: number, cell: CellAddress, lines: string[]) => void;
};

const ROW_HEIGHT = 40;
const OVERSCAN = 8;
const ATTRIBUTE_WIDTH = '15rem';
const LANGUAGE_MIN_WIDTH = '15rem';

/** The element that holds a cell's focus: the attribute's row header, or a language cell's text box. */
const cellElement = (grid: HTMLElement | null, { row, col }: GridPosition) => grid?.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`) ?? null;
const positionOf = (element: HTMLElement): GridPosition | null =>
  element.dataset.row === undefined || element.dataset.col === undefined ? null : { row: Number(element.dataset.row), col: Number(element.dataset.col) };

/** Focuses a cell as the keyboard reaches it: scrolled into view clear of the sticky header and pinned column, its text selected so typing replaces it, as in a spreadsheet. */
function focusCell(element: HTMLElement) {
  element.focus({ preventScroll: true });
  if (element instanceof HTMLTextAreaElement) element.select();
  element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

/**
 * One row per attribute, one column per language shown, as a WAI-ARIA grid: the attribute column
 * is pinned, the header sticks, and one cell at a time is in the tab order (roving tabindex).
 * Arrow keys, Home/End (with Ctrl: the grid's corners) and Page Up/Down move between cells; typing
 * replaces a cell's text and F2 edits it, after which the arrows move the caret; Escape stops
 * editing (and takes back what was typed); Enter saves and moves down. Only rows in view are rendered.
 * Memoized: a keystroke in the search renders the page, not the grid.
 */
export const TranslationGrid = memo(function TranslationGrid({ rows, languages, progress, field, store, describedBy, onCommit, onPasteColumn }: TranslationGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  // Fitted first, so the window's first measure sees the grid's own height.
  useFitToWindow(scrollRef);
  // The first paint has only the rows in view; the rows around them follow just after it.
  const [overscan, setOverscan] = useState(0);
  useEffect(() => afterNextPaint(() => setOverscan(OVERSCAN)), []);
  const view = useRowWindow({ count: rows.length, rowHeight: ROW_HEIGHT, scrollRef, overscan });
  const cols = languages.length + 1;
  const [active, setActive] = useState<GridPosition>({ row: 0, col: 1 });
  // The text box being edited (arrows move its caret); any other focused cell is navigated.
  const editing = useRef<HTMLElement | null>(null);
  // A cell to focus once its row is rendered (after a jump to a row out of the window).
  const pending = useRef<GridPosition | null>(null);
  const { t } = useLingui();
  const progressOf = useMemo(() => new Map(progress.map((entry) => [entry.language.CultureCode, entry])), [progress]);

  useLayoutEffect(() => {
    const target = pending.current && cellElement(gridRef.current, pending.current);
    if (target) {
      pending.current = null;
      focusCell(target);
    }
  });

  const moveTo = (position: GridPosition) => {
    editing.current = null;
    setActive(position);
    const target = cellElement(gridRef.current, position);
    if (target) focusCell(target);
    else {
      pending.current = position;
      view.scrollToIndex(position.row);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = event.target as HTMLElement;
    const at = positionOf(element);
    if (!at) return;
    const isEditing = editing.current === element;
    if (event.key === 'F2' && element instanceof HTMLTextAreaElement) {
      event.preventDefault();
      editing.current = isEditing ? null : element;
      if (isEditing) element.select();
      else element.setSelectionRange(element.value.length, element.value.length);
      return;
    }
    if (event.key === 'Escape') {
      // The cell has taken back what was typed; the grid navigates again.
      editing.current = null;
      if (element instanceof HTMLTextAreaElement) element.select();
      return;
    }
    const pageRows = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / ROW_HEIGHT) - 2);
    const target = gridKeyTarget(event, at, { rows: rows.length, cols, pageRows }, isEditing);
    if (!target) return;
    event.preventDefault();
    moveTo(target);
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const at = positionOf(event.target);
    if (at && (at.row !== active.row || at.col !== active.col)) setActive(at);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (editing.current === event.target) editing.current = null;
    // A long text scrolled to its end while typed shows its beginning again.
    event.target.scrollLeft = 0;
  };
  // Typing or a click in a text box edits it (a click places the caret where the editor wants it).
  const startEditing = (event: { target: EventTarget }) => {
    if (event.target instanceof HTMLTextAreaElement) editing.current = event.target;
  };

  // Exactly one cell is in the tab order: the last one focused, or the first row in view in its column when that row scrolled out.
  const activeRow = Math.min(active.row, rows.length - 1);
  const activeCol = Math.min(active.col, cols - 1);
  const rendered = view.rows.map((item) => item.index);
  const tabRow = rendered.includes(activeRow) ? activeRow : (rendered[0] ?? 0);

  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS, not text
  const template: CSSProperties = { gridTemplateColumns: `${ATTRIBUTE_WIDTH} repeat(${languages.length}, minmax(${LANGUAGE_MIN_WIDTH}, 1fr))` };
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS, not text
  const gridStyle: CSSProperties = { width: `max(100%, calc(${ATTRIBUTE_WIDTH} + ${languages.length} * ${LANGUAGE_MIN_WIDTH}))` };

  return (
    <div ref={scrollRef} className="tg-scroll">
      <div
        ref={gridRef}
        className="tg"
        role="grid"
        aria-label={field === 'Name' ? t`Names by language` : t`Descriptions by language`}
        aria-describedby={describedBy}
        aria-rowcount={rows.length + 1}
        aria-colcount={cols}
        style={gridStyle}
        // The cells take the focus (one of them in the tab order); the grid listens to them.
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
        onInput={startEditing}
        onMouseDown={(event: MouseEvent) => startEditing(event)}
      >
        <div className="tg-head" role="rowgroup">
          <div className="tg-row" role="row" aria-rowindex={1} style={template}>
            <div className="tg-header tg-pinned" role="columnheader" aria-colindex={1}>
              <Trans>Attribute</Trans>
            </div>
            {languages.map((language, index) => {
              const counts = progressOf.get(language.CultureCode);
              const translatedText = formatNumber(counts?.translated ?? 0);
              const total = counts?.total ?? 0;
              return (
                <div key={language.CultureCode} className="tg-header" role="columnheader" aria-colindex={index + 2}>
                  <span className="tg-language" title={`${language.Name || language.CultureCode} (${language.CultureCode})`}>
                    {language.Name || language.CultureCode} <span className="tr-code">{language.CultureCode}</span>
                  </span>{' '}
                  {/* Its line is there before the counts are (they come just after the first paint): the rows do not move down. */}
                  {counts ? (
                    <span className="tg-progress">
                      <progress value={counts.translated} max={Math.max(counts.total, 1)} aria-hidden="true" />{' '}
                      {t`${select(field, {
                        Name: plural(total, { one: `${translatedText} of # name`, other: `${translatedText} of # names` }),
                        other: plural(total, { one: `${translatedText} of # description`, other: `${translatedText} of # descriptions` }),
                      })}`}
                    </span>
                  ) : (
                    <span className="tg-progress" aria-hidden="true">
                      {'\u00a0'}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        </div>
        <div className="tg-body" role="rowgroup" style={{ height: view.totalSize }}>
          {view.rows.map(({ index, start }) => {
            const row = rows[index]!;
            return (
              // Placed by top, not a transform: a transformed row would paint its pinned cell among the rows, and the
              // browser then gave every row a layer of its own, to raster again after each change (2 layers a row).
              <div key={row.uid} className="tg-row" role="row" aria-rowindex={index + 2} style={{ ...template, height: ROW_HEIGHT, top: start }}>
                <div className="tg-attribute tg-pinned" role="rowheader" aria-colindex={1} tabIndex={index === tabRow && activeCol === 0 ? 0 : -1} data-row={index} data-col={0}>
                  <span className="tr-alias">{row.alias}</span>
                  <span className="tr-type">{typeLabel(row.type)}</span>
                </div>
                {languages.map((language, col) => (
                  <div key={language.CultureCode} className="tg-cell" role="gridcell" aria-colindex={col + 2}>
                    <TranslationCell
                      store={store}
                      uid={row.uid}
                      field={field}
                      cultureCode={language.CultureCode}
                      alias={row.alias}
                      serverText={cellText(row.attribute, field, language.CultureCode)}
                      rowIndex={index}
                      col={col + 1}
                      tabbable={index === tabRow && activeCol === col + 1}
                      onCommit={onCommit}
                      onPasteColumn={onPasteColumn}
                    />
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
});

const MIN_HEIGHT = 288;

/**
 * Makes the grid reach down to the bottom of the window, so the page itself does not scroll (the
 * grid does): measured, because what lies above it wraps differently at each width.
 */
function useFitToWindow(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    const page = element?.parentElement;
    if (!element || !page) return;
    const fit = () => {
      // Below the grid: the padding of the page's main area.
      const main = element.closest('main');
      const below = main ? parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const height = Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - below));
      if (element.style.height !== `${height}px`) element.style.height = `${height}px`;
    };
    fit();
    // The window, or what lies above the grid (a panel opened, a notice shown), changed size.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(page);
    window.addEventListener('resize', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [ref]);
}
