import { describe, expect, it } from 'vitest';
import { gridKeyTarget } from './grid-keys';

const key = (name: string, modifiers: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: name,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});
const size = { rows: 100, cols: 4, pageRows: 10 };
const at = { row: 5, col: 2 };

describe('grid keys', () => {
  it('move between cells by arrows, Home/End, Ctrl+Home/End and pages, stopping at the edges', () => {
    expect(gridKeyTarget(key('ArrowRight'), at, size, false)).toEqual({ row: 5, col: 3 });
    expect(gridKeyTarget(key('ArrowRight'), { row: 5, col: 3 }, size, false)).toEqual({ row: 5, col: 3 });
    expect(gridKeyTarget(key('ArrowLeft'), { row: 5, col: 0 }, size, false)).toEqual({ row: 5, col: 0 });
    expect(gridKeyTarget(key('ArrowUp'), { row: 0, col: 2 }, size, false)).toEqual({ row: 0, col: 2 });
    expect(gridKeyTarget(key('ArrowDown'), at, size, false)).toEqual({ row: 6, col: 2 });
    expect(gridKeyTarget(key('Home'), at, size, false)).toEqual({ row: 5, col: 0 });
    expect(gridKeyTarget(key('End'), at, size, false)).toEqual({ row: 5, col: 3 });
    expect(gridKeyTarget(key('Home', { ctrlKey: true }), at, size, false)).toEqual({ row: 0, col: 0 });
    expect(gridKeyTarget(key('End', { metaKey: true }), at, size, false)).toEqual({ row: 99, col: 3 });
    expect(gridKeyTarget(key('PageDown'), { row: 95, col: 1 }, size, false)).toEqual({ row: 99, col: 1 });
    expect(gridKeyTarget(key('PageUp'), at, size, false)).toEqual({ row: 0, col: 2 });
  });

  it('leave the keys to the text while a cell is edited, but for Enter and Tab', () => {
    for (const name of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']) expect(gridKeyTarget(key(name), at, size, true)).toBeNull();
    expect(gridKeyTarget(key('Home', { ctrlKey: true }), at, size, true)).toBeNull();
    expect(gridKeyTarget(key('Enter'), at, size, true)).toEqual({ row: 6, col: 2 });
    expect(gridKeyTarget(key('Tab'), at, size, true)).toEqual({ row: 5, col: 3 });
    expect(gridKeyTarget(key('a'), at, size, false)).toBeNull();
    expect(gridKeyTarget(key('ArrowLeft', { shiftKey: true }), at, size, false)).toBeNull();
  });

  it('Enter moves down (Shift: up); Tab moves along the languages and leaves the grid past them', () => {
    expect(gridKeyTarget(key('Enter', { shiftKey: true }), at, size, false)).toEqual({ row: 4, col: 2 });
    expect(gridKeyTarget(key('Enter'), { row: 99, col: 2 }, size, false)).toEqual({ row: 99, col: 2 });
    expect(gridKeyTarget(key('Tab'), { row: 5, col: 3 }, size, false)).toBeNull();
    expect(gridKeyTarget(key('Tab', { shiftKey: true }), { row: 5, col: 1 }, size, false)).toBeNull();
    expect(gridKeyTarget(key('Tab'), { row: 5, col: 0 }, size, false)).toEqual({ row: 5, col: 1 });
  });
});
