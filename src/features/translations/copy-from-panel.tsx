import { plural, select, t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Language } from '../../api/languages';
import type { CellStore } from './cell-store';
import { LanguageSelect } from './language-select';
import { copyProposals, type TranslationField, type TranslationRow } from './translation-model';

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
    for (const [uid, { text, base }] of copyProposals(rows, field, source, target)) {
      const address = { uid, field, cultureCode: target };
      if (store.get(address)) continue;
      store.set(address, { kind: 'proposal', text, base });
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
