import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import '../../components/list-toolbar.css';
import { SearchField } from '../../components/search-field';
import type { ListParams, TriState } from './attribute-list-model';
import { typeLabel } from '../../api/attribute-type-names';
import { formatNumber } from '../../components/format';

type AttributesToolbarProps = {
  query: string;
  onQueryChange: (query: string) => void;
  params: ListParams;
  onChange: (changes: Partial<ListParams>) => void;
  types: readonly string[];
  shown: number;
  total: number;
  /** True while the list is still catching up with the search box. */
  stale: boolean;
};

function TriStateSelect({ label, value, yes, no, onChange }: { label: string; value: TriState; yes: string; no: string; onChange: (value: TriState) => void }) {
  return (
    <label className="toolbar-field">
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as TriState)}>
        <option value="">
          <Trans>Any</Trans>
        </option>
        <option value="yes">{yes}</option>
        <option value="no">{no}</option>
      </select>
    </label>
  );
}

/** Search and filters; the search box answers every keystroke at once, the list follows as soon as it can. */
export function AttributesToolbar({ query, onQueryChange, params, onChange, types, shown, total, stale }: AttributesToolbarProps) {
  const { t } = useLingui();
  const filtered = shown !== total;
  const shownText = formatNumber(shown);
  return (
    <div className="list-toolbar" role="search">
      <SearchField label={t`Search attributes`} value={query} onChange={onQueryChange} placeholder={t`Alias, backoffice name or a name in any language`} />
      <label className="toolbar-field">
        <span>
          <Trans>Type</Trans>
        </span>
        <select value={params.type} onChange={(event) => onChange({ type: event.target.value })}>
          <option value="">{t`All types`}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </select>
      </label>
      <TriStateSelect label={t`Localized`} value={params.localized} yes={t`Localized`} no={t`Not localized`} onChange={(localized) => onChange({ localized })} />
      <TriStateSelect label={t`Segmented`} value={params.segmented} yes={t`Segmented`} no={t`Not segmented`} onChange={(segmented) => onChange({ segmented })} />
      <label className="toolbar-check">
        <input type="checkbox" checked={params.incomplete} onChange={(event) => onChange({ incomplete: event.target.checked })} />
        <Trans>Missing translations only</Trans>
      </label>
      <p className={`toolbar-count${stale ? ' toolbar-count-stale' : ''}`} role="status">
        {filtered ? t`${shownText} of ${plural(total, { one: '# attribute', other: '# attributes' })}` : t`${plural(total, { one: '# attribute', other: '# attributes' })}`}
      </p>
    </div>
  );
}
