/** A cell of the grid: row 0 is the first attribute, column 0 the attribute itself, then one per language. */
export type GridPosition = { row: number; col: number };

type GridKey = { key: string; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean };

type GridSize = { rows: number; cols: number; pageRows: number };

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/**
 * Where a key moves the focus (WAI-ARIA APG grid, with a spreadsheet's Enter and Tab), or null
 * when the key is the cell's own (typing, or any key but Enter and Tab while editing).
 * Enter saves and moves down (Shift: up); Tab moves to the next language (Shift: back), and out
 * of the grid from the last one.
 */
export function gridKeyTarget(event: GridKey, at: GridPosition, size: GridSize, editing: boolean): GridPosition | null {
  const { key, shiftKey, altKey } = event;
  const ctrl = event.ctrlKey || event.metaKey;
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  if (altKey) return null;
  if (key === 'Enter' && !ctrl) return { row: clamp(at.row + (shiftKey ? -1 : 1), lastRow), col: at.col };
  if (key === 'Tab' && !ctrl) {
    const col = at.col + (shiftKey ? -1 : 1);
    return col >= 1 && col <= lastCol ? { row: at.row, col } : null;
  }
  if (editing || shiftKey) return null;
  if (ctrl) {
    if (key === 'Home') return { row: 0, col: 0 };
    if (key === 'End') return { row: lastRow, col: lastCol };
    return null;
  }
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(at.row - 1, lastRow), col: at.col };
    case 'ArrowDown':
      return { row: clamp(at.row + 1, lastRow), col: at.col };
    case 'ArrowLeft':
      return { row: at.row, col: clamp(at.col - 1, lastCol) };
    case 'ArrowRight':
      return { row: at.row, col: clamp(at.col + 1, lastCol) };
    case 'Home':
      return { row: at.row, col: 0 };
    case 'End':
      return { row: at.row, col: lastCol };
    case 'PageUp':
      return { row: clamp(at.row - size.pageRows, lastRow), col: at.col };
    case 'PageDown':
      return { row: clamp(at.row + size.pageRows, lastRow), col: at.col };
    default:
      return null;
  }
}
