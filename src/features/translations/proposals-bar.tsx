import { plural, t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatNumber } from '../../components/format';
import { useCellStoreVersion, type CellStore } from './cell-store';
import type { TranslationField } from './translation-model';
import type { SaveCells } from './use-cell-saves';

type ProposalsBarProps = {
  store: CellStore;
  field: TranslationField;
  saveCells: SaveCells;
  onAnnounce: (message: string) => void;
};

/** The proposals waiting in the grid, to accept or discard all at once; kept in view above the grid while there are any. */
export function ProposalsBar({ store, field, saveCells, onAnnounce }: ProposalsBarProps) {
  const { t } = useLingui();
  useCellStoreVersion(store);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const proposals = store.all().flatMap((cell) => (cell.kind === 'proposal' && cell.field === field ? [cell] : []));
  const acceptAll = async () => {
    // Each over the text it was proposed for: a cell a colleague filled since is refused and counted as not saved.
    const cells = proposals.map(({ uid, field: cellField, cultureCode, text, base }) => ({ uid, field: cellField, cultureCode, text, base }));
    setProgress({ done: 0, total: cells.length });
    const outcomes = await saveCells(cells, { onProgress: (done) => setProgress({ done, total: cells.length }) });
    setProgress(null);
    const refused = [...outcomes.values()].filter((outcome) => outcome.kind === 'refused').length;
    const accepted = cells.length;
    const savedText = formatNumber(accepted - refused);
    const refusedText = formatNumber(refused);
    onAnnounce(
      refused
        ? tNow`${plural(accepted, {
            one: `Accepted # proposal: ${savedText} saved, ${refusedText} not saved (marked in the grid).`,
            other: `Accepted # proposals: ${savedText} saved, ${refusedText} not saved (marked in the grid).`,
          })}`
        : tNow`${plural(accepted, { one: `Accepted # proposal: ${savedText} saved.`, other: `Accepted # proposals: ${savedText} saved.` })}`,
    );
  };
  const discardAll = () => {
    for (const cell of proposals) store.set(cell, undefined);
    onAnnounce(tNow`Proposals discarded.`);
  };

  if (!progress && proposals.length === 0) return null;
  const proposalCount = proposals.length;
  const doneText = formatNumber(progress?.done ?? 0);
  const totalText = formatNumber(progress?.total ?? 0);
  return (
    <p className="tr-proposals">
      {progress ? (
        <>
          <progress value={progress.done} max={progress.total} aria-label={t`Accepting proposals`} />{' '}
          <Trans>
            {doneText} of {totalText} saved…
          </Trans>
        </>
      ) : (
        <>
          {t`${plural(proposalCount, { one: '# proposal, not saved.', other: '# proposals, not saved.' })}`}{' '}
          <button type="button" className="button-primary" onClick={() => void acceptAll()}>
            {t`${plural(proposalCount, { one: 'Accept all #', other: 'Accept all #' })}`}
          </button>{' '}
          <button type="button" onClick={discardAll}>
            <Trans>Discard</Trans>
          </button>
        </>
      )}
    </p>
  );
}
