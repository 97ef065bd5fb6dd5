import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowWindow } from './use-row-window';

function scroller(height: number) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: height });
  return element;
}

describe('useRowWindow', () => {
  it('renders only the rows in view plus the overscan, however long the list', () => {
    const element = scroller(400);
    const { result } = renderHook(() => useRowWindow({ count: 10_000, rowHeight: 40, scrollRef: { current: element }, overscan: 5 }));
    expect(result.current.totalSize).toBe(400_000);
    expect(result.current.rows.map((row) => row.index)).toEqual([...Array(15).keys()]);
    expect(result.current.rows[3]).toEqual({ index: 3, start: 120 });
  });

  it('follows the scroll position', () => {
    const element = scroller(400);
    const { result } = renderHook(() => useRowWindow({ count: 10_000, rowHeight: 40, scrollRef: { current: element }, overscan: 5 }));
    act(() => {
      element.scrollTop = 40_000;
      element.dispatchEvent(new Event('scroll'));
    });
    const indexes = result.current.rows.map((row) => row.index);
    expect(indexes[0]).toBe(995);
    expect(indexes[indexes.length - 1]).toBe(1014);
  });

  it('scrolls just enough to show a row', () => {
    const element = scroller(400);
    const { result } = renderHook(() => useRowWindow({ count: 100, rowHeight: 40, scrollRef: { current: element } }));
    act(() => result.current.scrollToIndex(50));
    expect(element.scrollTop).toBe(50 * 40 + 40 - 400);
    act(() => result.current.scrollToIndex(2));
    expect(element.scrollTop).toBe(80);
  });

  it('widens when the overscan grows, without a scroll', () => {
    const scrollRef = { current: scroller(400) };
    const { result, rerender } = renderHook(({ overscan }) => useRowWindow({ count: 1000, rowHeight: 40, scrollRef, overscan }), { initialProps: { overscan: 0 } });
    expect(result.current.rows).toHaveLength(10);
    rerender({ overscan: 8 });
    expect(result.current.rows).toHaveLength(18);
  });

  it('shrinks with the list', () => {
    const element = scroller(400);
    const { result, rerender } = renderHook(({ count }) => useRowWindow({ count, rowHeight: 40, scrollRef: { current: element } }), { initialProps: { count: 1000 } });
    rerender({ count: 3 });
    expect(result.current.rows.map((row) => row.index)).toEqual([0, 1, 2]);
  });
});

describe('useRowWindow in the page', () => {
  function listAt(top: number) {
    const element = document.createElement('div');
    element.getBoundingClientRect = () => ({ top, bottom: top + 40_000, left: 0, right: 0, width: 0, height: 40_000, x: 0, y: top, toJSON: () => ({}) });
    return element;
  }

  it('renders the rows of a list that scrolls with the page where the viewport shows them', () => {
    const element = listAt(-4_000);
    const { result } = renderHook(() => useRowWindow({ count: 1_000, rowHeight: 40, scrollRef: { current: element }, overscan: 2, inPage: true }));
    const indexes = result.current.rows.map((row) => row.index);
    expect(indexes[0]).toBe(98);
    expect(indexes[indexes.length - 1]).toBe(100 + Math.ceil(window.innerHeight / 40) + 1);
  });

  it('renders nothing of a list far below the viewport, and the overscan of one just below it', () => {
    const far = listAt(window.innerHeight + 1_000);
    const { result } = renderHook(() => useRowWindow({ count: 1_000, rowHeight: 40, scrollRef: { current: far }, overscan: 2, inPage: true }));
    expect(result.current.rows).toEqual([]);
    const near = listAt(window.innerHeight + 30);
    const { result: nearRows } = renderHook(() => useRowWindow({ count: 1_000, rowHeight: 40, scrollRef: { current: near }, overscan: 2, inPage: true }));
    expect(nearRows.current.rows.map((row) => row.index)).toEqual([0, 1]);
  });

  it('renders nothing of a list scrolled out of view above, and follows a scroll of the page', () => {
    let top = -50_000;
    const element = document.createElement('div');
    element.getBoundingClientRect = () => ({ top, bottom: top + 40_000, left: 0, right: 0, width: 0, height: 40_000, x: 0, y: top, toJSON: () => ({}) });
    const { result } = renderHook(() => useRowWindow({ count: 1_000, rowHeight: 40, scrollRef: { current: element }, overscan: 2, inPage: true }));
    expect(result.current.rows).toEqual([]);
    act(() => {
      top = 0;
      document.dispatchEvent(new Event('scroll'));
    });
    expect(result.current.rows[0]).toEqual({ index: 0, start: 0 });
  });
});
