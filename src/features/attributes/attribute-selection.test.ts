import { describe, expect, it } from 'vitest';
import { clickRow, EMPTY_SELECTION, hiddenCount, toggleAllShown } from './attribute-selection';

const order = ['a', 'b', 'c', 'd', 'e'];
const ticked = (selection: { selected: ReadonlySet<string> }) => [...selection.selected].sort();

describe('attribute selection', () => {
  it('a click ticks and unticks one row; shift extends from the last clicked row in the order shown', () => {
    let selection = clickRow(EMPTY_SELECTION, 'b', false, order);
    expect(ticked(selection)).toEqual(['b']);
    selection = clickRow(selection, 'e', true, order);
    expect(ticked(selection)).toEqual(['b', 'c', 'd', 'e']);
    selection = clickRow(selection, 'c', true, order);
    // c was ticked: the range e..c takes its new (unticked) state.
    expect(ticked(selection)).toEqual(['b']);
    selection = clickRow(selection, 'b', false, order);
    expect(ticked(selection)).toEqual([]);
  });

  it('shift without an anchor, or with one the filter hides, ticks only the row', () => {
    expect(ticked(clickRow(EMPTY_SELECTION, 'c', true, order))).toEqual(['c']);
    expect(ticked(clickRow({ selected: new Set(['z']), anchor: 'z' }, 'c', true, order))).toEqual(['c', 'z']);
  });

  it('the header ticks every row shown, or unticks them all; rows the filter hides stay as they are and are counted', () => {
    const start = { selected: new Set(['z']), anchor: null };
    const all = toggleAllShown(start, ['a', 'b']);
    expect(ticked(all)).toEqual(['a', 'b', 'z']);
    expect(hiddenCount(all, ['a', 'b'])).toBe(1);
    expect(ticked(toggleAllShown(all, ['a', 'b']))).toEqual(['z']);
  });
});
