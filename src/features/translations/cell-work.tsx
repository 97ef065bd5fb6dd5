import type { CellStore } from './cell-store';
import { NotSavedSummary, PendingCellsGuard } from './not-saved-summary';
import { ProposalsBar } from './proposals-bar';
import type { TranslationField } from './translation-model';
import type { SaveCells } from './use-cell-saves';

export type CellWorkProps = { store: CellStore; field: TranslationField; saveCells: SaveCells; onAnnounce: (message: string) => void; aliasOf: (uid: string) => string };

/** What shows above the grid once cells are worked on: the proposals to accept, the cells not saved, and the guard while one is typed in or saving. */
export function CellWork({ store, field, saveCells, onAnnounce, aliasOf }: CellWorkProps) {
  return (
    <>
      <ProposalsBar store={store} field={field} saveCells={saveCells} onAnnounce={onAnnounce} />
      <NotSavedSummary store={store} aliasOf={aliasOf} />
      <PendingCellsGuard store={store} />
    </>
  );
}
