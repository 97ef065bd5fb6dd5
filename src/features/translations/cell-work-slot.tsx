import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { LoadBoundary } from '../../components/load-boundary';
import { useCellStoreVersion } from './cell-store';
import type { CellWorkProps } from './cell-work';
import { loadSavePath } from './use-cell-saves';

// Fetched with the first change to a cell (typed, proposed, pasted), and the save path with it: a visit that only reads the grid downloads neither.
const loadCellWork = () =>
  lazy(() => {
    void loadSavePath().catch(() => undefined);
    return import('./cell-work').then((module) => ({ default: module.CellWork }));
  });

/** The proposals bar, the cells not saved and the leave guard, once any cell of the grid has been worked on. */
export function CellWorkSlot(props: CellWorkProps) {
  const { t } = useLingui();
  const started = useCellStoreVersion(props.store) > 0;
  // A failed load is tried again with a fresh lazy component (React keeps a failed one failed).
  const [CellWork, setCellWork] = useState(loadCellWork);
  if (!started) return null;
  return (
    <LoadBoundary what={t`the proposals and the cells not saved`} onRetry={() => setCellWork(loadCellWork)}>
      <Suspense fallback={null}>
        <CellWork {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
