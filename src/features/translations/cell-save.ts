import { t } from '@lingui/core/macro';
import { describeWriteError } from '../../api/write-error';
import type { MergedAttributeSave } from '../../api/attribute-list-writes';
import type { Attribute } from '../../api/attributes';
import type { CellAddress } from './cell-store';
import { cellText, withCellText } from './translation-model';

/** A cell to save; `base`, when known, is the server's text the editor started from (typed, proposed or imported over). */
export type CellWrite = CellAddress & { text: string; base?: string };

/**
 * How a cell's save went; a refusal `worthRetry` failed on the way (the server or the network), not on a colleague.
 * `theirs`: the colleague's text it was refused over (saving over it knowingly starts from that).
 */
export type CellOutcome = { kind: 'saved' | 'unchanged' } | { kind: 'refused'; reason: string; worthRetry?: boolean; theirs?: string };

const changedByColleague = (theirs: string): CellOutcome => ({
  kind: 'refused',
  reason: t`A colleague changed it meanwhile to “${theirs}”. Press Enter to save yours over it, or Escape to take theirs.`,
  theirs,
});

/**
 * Saves one cell over `base` (the attribute as the grid, or a resumed plan, last read it): a PUT of
 * that copy with only this text changed, through the merge. A colleague's change of the same text
 * since the editor started (`cell.base`) is refused, never overwritten.
 */
export async function saveCell(save: MergedAttributeSave, base: Attribute | undefined, cell: CellWrite): Promise<CellOutcome> {
  const { field, cultureCode, text } = cell;
  if (!base) return { kind: 'refused', reason: t`This attribute was deleted meanwhile.` };
  const now = cellText(base, field, cultureCode);
  if (cell.base !== undefined && now !== cell.base && now !== text) return changedByColleague(now);
  if (now === text) return { kind: 'unchanged' };
  try {
    const mine = withCellText(base, field, cultureCode, text);
    const outcome = await save(base, mine);
    if (outcome.kind === 'deleted') return { kind: 'refused', reason: t`This attribute was deleted meanwhile.` };
    if (outcome.kind === 'conflict') return changedByColleague(cellText(outcome.theirs, field, cultureCode));
    // Read back: a save landing at the same moment replaced it.
    const now = cellText(outcome.now, field, cultureCode);
    if (now !== cellText(mine, field, cultureCode)) return changedByColleague(now);
    return { kind: 'saved' };
  } catch (error) {
    return { kind: 'refused', reason: describeWriteError(error), worthRetry: true };
  }
}
