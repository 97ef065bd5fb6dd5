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
        <option value="">Any</option>
        <option value="yes">{yes}</option>
        <option value="no">{no}</option>
      </select>
    </label>
  );
}

/** Search and filters; the search box answers every keystroke at once, the list follows as soon as it can. */
export function AttributesToolbar({ query, onQueryChange, params, onChange, types, shown, total, stale }: AttributesToolbarProps) {
  const filtered = shown !== total;
  return (
    <div className="list-toolbar" role="search">
      <SearchField label="Search attributes" value={query} onChange={onQueryChange} placeholder="Alias, backoffice name or a name in any language" />
      <label className="toolbar-field">
        <span>Type</span>
        <select value={params.type} onChange={(event) => onChange({ type: event.target.value })}>
          <option value="">All types</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </select>
      </label>
      <TriStateSelect label="Localized" value={params.localized} yes="Localized" no="Not localized" onChange={(localized) => onChange({ localized })} />
      <TriStateSelect label="Segmented" value={params.segmented} yes="Segmented" no="Not segmented" onChange={(segmented) => onChange({ segmented })} />
      <label className="toolbar-check">
        <input type="checkbox" checked={params.incomplete} onChange={(event) => onChange({ incomplete: event.target.checked })} />
        Missing translations only
      </label>
      <p className={`toolbar-count${stale ? ' toolbar-count-stale' : ''}`} role="status">
        {filtered ? `${formatNumber(shown)} of ${formatNumber(total)} attributes` : `${formatNumber(total)} attributes`}
      </p>
    </div>
  );
}
