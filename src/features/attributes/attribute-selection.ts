/** Rows ticked on the attributes list, with the row a shift-click extends a range from. */
export type Selection = { selected: ReadonlySet<string>; anchor: string | null };

export const EMPTY_SELECTION: Selection = { selected: new Set(), anchor: null };

/**
 * A click on a row's checkbox: ticks or unticks that row; with shift, every row between the
 * anchor and it (in the order shown) takes the clicked row's new state.
 */
export function clickRow(selection: Selection, uid: string, shift: boolean, shownOrder: readonly string[]): Selection {
  const tick = !selection.selected.has(uid);
  const next = new Set(selection.selected);
  const from = shift && selection.anchor !== null ? shownOrder.indexOf(selection.anchor) : -1;
  const to = shownOrder.indexOf(uid);
  const range = from >= 0 && to >= 0 ? shownOrder.slice(Math.min(from, to), Math.max(from, to) + 1) : [uid];
  for (const each of range) {
    if (tick) next.add(each);
    else next.delete(each);
  }
  return { selected: next, anchor: uid };
}

/** The header checkbox: ticks every row shown, or unticks them when all are ticked already. */
export function toggleAllShown(selection: Selection, shown: readonly string[]): Selection {
  const all = shown.length > 0 && shown.every((uid) => selection.selected.has(uid));
  const next = new Set(selection.selected);
  for (const uid of shown) {
    if (all) next.delete(uid);
    else next.add(uid);
  }
  return { selected: next, anchor: null };
}

/** How many ticked rows the filter hides (still ticked, still changed by a bulk edit). */
export function hiddenCount(selection: Selection, shown: readonly string[]): number {
  const visible = new Set(shown);
  let hidden = 0;
  for (const uid of selection.selected) if (!visible.has(uid)) hidden += 1;
  return hidden;
}
