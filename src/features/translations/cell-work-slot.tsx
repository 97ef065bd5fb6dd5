import { useLingui } from '@lingui/react/macro';
import { LoadBoundary, useLazyPart } from '../../components/load-boundary';
import { useCellStoreVersion } from './cell-store';
import type { CellWorkProps } from './cell-work';
import { loadSavePath } from './use-cell-saves';

// Fetched with the first change to a cell (typed, proposed, pasted), and the save path with it: a visit that only reads the grid downloads neither.
const loadCellWork = () => {
  void loadSavePath().catch(() => undefined);
  return import('./cell-work');
};
const pickCellWork = (module: Awaited<ReturnType<typeof loadCellWork>>) => module.CellWork;

/** The proposals bar, the cells not saved and the leave guard, once any cell of the grid has been worked on. */
export function CellWorkSlot(props: CellWorkProps) {
  const { t } = useLingui();
  const started = useCellStoreVersion(props.store) > 0;
  const [CellWork, retry] = useLazyPart(loadCellWork, pickCellWork);
  if (!started) return null;
  return (
    <LoadBoundary what={t`the proposals and the cells not saved`} onRetry={retry}>
      <CellWork {...props} />
    </LoadBoundary>
  );
}
