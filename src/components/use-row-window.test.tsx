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

  it('shrinks with the list', () => {
    const element = scroller(400);
    const { result, rerender } = renderHook(({ count }) => useRowWindow({ count, rowHeight: 40, scrollRef: { current: element } }), { initialProps: { count: 1000 } });
    rerender({ count: 3 });
    expect(result.current.rows.map((row) => row.index)).toEqual([0, 1, 2]);
  });
});
