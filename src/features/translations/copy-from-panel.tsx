import { plural, select, t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Language } from '../../api/languages';
import { formatNumber } from '../../components/format';
import { useCellStoreVersion, type CellStore } from './cell-store';
import { LanguageSelect } from './language-select';
import { copyProposals, type TranslationField, type TranslationRow } from './translation-model';
import type { SaveCells } from './use-cell-saves';

type CopyFromPanelProps = {
  store: CellStore;
  rows: readonly TranslationRow[];
  languages: readonly Language[];
  field: TranslationField;
  initialTarget: string;
  onAnnounce: (message: string) => void;
};

const nameOf = (languages: readonly Language[], code: string) => languages.find((language) => language.CultureCode === code)?.Name || code;

/**
 * "Copy from <language>": empty cells of one language get another language's text as a
 * proposal, shown in the grid and saved only when accepted (per cell, or all at once in the ProposalsBar).
 */
export function CopyFromPanel({ store, rows, languages, field, initialTarget, onAnnounce }: CopyFromPanelProps) {
  const { t } = useLingui();
  const codes = languages.map((language) => language.CultureCode);
  const [target, setTarget] = useState(codes.includes(initialTarget) ? initialTarget : (codes[1] ?? codes[0] ?? ''));
  const [source, setSource] = useState(codes.find((code) => code !== target) ?? '');

  const propose = () => {
    let added = 0;
    for (const [uid, text] of copyProposals(rows, field, source, target)) {
      const address = { uid, field, cultureCode: target };
      if (store.get(address)) continue;
      store.set(address, { kind: 'proposal', text });
      added += 1;
    }
    onAnnounce(
      added === 0
        ? tNow`${select(field, {
            Name: `No empty name in ${target} that ${source} has, among the attributes shown.`,
            other: `No empty description in ${target} that ${source} has, among the attributes shown.`,
          })}`
        : tNow`${plural(added, {
            one: `# proposal from ${source} in ${target}: nothing is saved until you accept it (Enter or ✓ per cell, or Accept all).`,
            other: `# proposals from ${source} in ${target}: nothing is saved until you accept them (Enter or ✓ per cell, or Accept all).`,
          })}`,
    );
  };
  const sourceName = nameOf(languages, source);
  return (
    <section className="tr-panel" aria-label={t`Copy from another language`}>
      <LanguageSelect label={t`Fill empty cells of`} languages={languages} value={target} onChange={setTarget} />
      <LanguageSelect label={t`with the text in`} languages={languages} value={source} onChange={setSource} />
      <button type="button" onClick={propose} disabled={!source || !target || source === target}>
        <Trans>Copy from {sourceName}</Trans>
      </button>
    </section>
  );
}

/** The proposals waiting in the grid, to accept or discard all at once; kept in view above the grid while there are any. */
export function ProposalsBar({ store, field, saveCells, onAnnounce }: Pick<CopyFromPanelProps, 'store' | 'field' | 'onAnnounce'> & { saveCells: SaveCells }) {
  const { t } = useLingui();
  useCellStoreVersion(store);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const proposals = store.all().flatMap((cell) => (cell.kind === 'proposal' && cell.field === field ? [cell] : []));
  const acceptAll = async () => {
    const cells = proposals.map(({ uid, field: cellField, cultureCode, text }) => ({ uid, field: cellField, cultureCode, text }));
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
