import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

type WindowRow = { index: number; start: number };

type Range = { first: number; last: number };

type RowWindowOptions = {
  count: number;
  rowHeight: number;
  /** The scrolling box; with `inPage`, the list itself, which scrolls with the page. */
  scrollRef: RefObject<HTMLElement | null>;
  overscan?: number;
  /**
   * The list has no scroll box of its own: the rows in the viewport are shown, whichever ancestor scrolls.
   * Such a list brings a row into view with the row's own scrollIntoView (which heeds sticky bars' scroll margins), not scrollToIndex.
   */
  inPage?: boolean;
};

/**
 * The rows of a fixed-row-height list that are in view (plus `overscan` each side), for
 * lists too long to render whole. Every long list here has fixed row heights, so this
 * needs no measuring; a general virtualizer (@tanstack/react-virtual) cost 10 KiB gzip on
 * the first page for features we do not use (see README, first-visit JS).
 */
export function useRowWindow({ count, rowHeight, scrollRef, overscan = 8, inPage = false }: RowWindowOptions) {
  const settings = useRef({ count, rowHeight, overscan, inPage });
  // Before the measuring effects below, which read it.
  useLayoutEffect(() => {
    settings.current = { count, rowHeight, overscan, inPage };
  });
  const [range, setRange] = useState<Range>({ first: 0, last: 0 });

  const measure = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    const { count: total, rowHeight: height, overscan: extra, inPage: page } = settings.current;
    const { top, bottom } = page ? inViewport(element) : { top: element.scrollTop, bottom: element.scrollTop + viewportOf(element) };
    const first = Math.min(total, Math.max(0, Math.floor(top / height) - extra));
    const last = Math.max(first, Math.min(total, Math.ceil(bottom / height) + extra));
    setRange((current) => (current.first === first && current.last === last ? current : { first, last }));
  }, [scrollRef]);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    // In the page, any ancestor may scroll: a capturing listener on the document hears them all.
    const source: EventTarget = inPage ? document : element;
    source.addEventListener('scroll', measure, { passive: true, capture: inPage });
    if (inPage) window.addEventListener('resize', measure);
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizes?.observe(element);
    return () => {
      source.removeEventListener('scroll', measure, { capture: inPage });
      if (inPage) window.removeEventListener('resize', measure);
      resizes?.disconnect();
    };
  }, [scrollRef, measure, inPage]);

  // A new count, row height or overscan changes the window without any scroll.
  useLayoutEffect(measure, [measure, count, rowHeight, overscan]);

  /** Scrolls just enough to bring a row into view. */
  const scrollToIndex = useCallback(
    (index: number) => {
      const element = scrollRef.current;
      if (!element) return;
      const top = index * settings.current.rowHeight;
      const bottom = top + settings.current.rowHeight;
      if (top < element.scrollTop) element.scrollTop = top;
      else if (bottom > element.scrollTop + element.clientHeight) element.scrollTop = bottom - element.clientHeight;
    },
    [scrollRef],
  );

  const rows: WindowRow[] = [];
  for (let index = range.first; index < Math.min(range.last, count); index++) rows.push({ index, start: index * rowHeight });
  /**
   * `measure`: for a list that has just scrolled the page itself (in a layout effect), so its rows
   * follow in the same frame rather than in a render of their own after the scroll event.
   */
  return { rows, totalSize: count * rowHeight, scrollToIndex, measure };
}

// Before layout (or in a test DOM) the viewport has no height: a screenful is a better guess.
const viewportOf = (element: HTMLElement) => (element.clientHeight > 0 ? element.clientHeight : window.innerHeight || 600);

/**
 * The viewport in the list's own coordinates: negative for a list below it, past its end for one above
 * it, so the overscan counts from the viewport's edge. A list far below the viewport renders no row (a
 * designer tab's nine sections below the first rendered six rows each: 54 draggables that every pick-up
 * and every drop re-rendered, off screen).
 */
function inViewport(element: HTMLElement): { top: number; bottom: number } {
  const rect = element.getBoundingClientRect();
  const screen = window.innerHeight || 600;
  return { top: -rect.top, bottom: screen - rect.top };
}
