import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

type WindowRow = { index: number; start: number };

type Range = { first: number; last: number };

/**
 * The rows of a fixed-row-height list that are in view (plus `overscan` each side), for
 * lists too long to render whole. Every long list here has fixed row heights, so this
 * needs no measuring; a general virtualizer (@tanstack/react-virtual) cost 10 KiB gzip on
 * the first page for features we do not use (see README, first-visit JS).
 */
export function useRowWindow({ count, rowHeight, scrollRef, overscan = 8 }: { count: number; rowHeight: number; scrollRef: RefObject<HTMLElement | null>; overscan?: number }) {
  const settings = useRef({ count, rowHeight, overscan });
  // Before the measuring effects below, which read it.
  useLayoutEffect(() => {
    settings.current = { count, rowHeight, overscan };
  });
  const [range, setRange] = useState<Range>({ first: 0, last: 0 });

  const measure = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    const { count: total, rowHeight: height, overscan: extra } = settings.current;
    // Before layout (or in a test DOM) the viewport has no height: a screenful is a better guess.
    const viewport = element.clientHeight > 0 ? element.clientHeight : window.innerHeight || 600;
    const first = Math.max(0, Math.floor(element.scrollTop / height) - extra);
    const last = Math.min(total, Math.ceil((element.scrollTop + viewport) / height) + extra);
    setRange((current) => (current.first === first && current.last === last ? current : { first, last }));
  }, [scrollRef]);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    element.addEventListener('scroll', measure, { passive: true });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizes?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resizes?.disconnect();
    };
  }, [scrollRef, measure]);

  // A new count or row height changes the window without any scroll.
  useLayoutEffect(measure, [measure, count, rowHeight]);

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
  return { rows, totalSize: count * rowHeight, scrollToIndex };
}
