import { BOOLEAN_OPERATORS, QUERY_OPERATORS } from '../../api/saved-searches';
import { BOOLEAN_QUERY, emptyQuery, newFilter, VALUELESS_OPERATORS, withNewGroup, type EditableFilter, type EditableQuery } from './query-model';

export type FieldOption = { uid: string; label: string };

type QueryEditorProps = {
  value: EditableQuery;
  onChange: (query: EditableQuery) => void;
  fields: readonly FieldOption[];
  /** Set after a submit found filters without a field: those selects show as invalid. */
  showMissing: boolean;
  /** Where a nested group sits ("2", "2.1"): its name, so every group's controls have names of their own. Empty at the top. */
  path?: string;
  onRemove?: () => void;
};

/** Edits SimpleQueryModel filters and nested BooleanQueryModel groups, recursively. */
export function QueryEditor({ value, onChange, fields, showMissing, path = '', onRemove }: QueryEditorProps) {
  const depth = path === '' ? 0 : path.split('.').length;
  const groupLabel = path === '' ? 'Query' : `Group ${path}`;
  const filterPrefix = path === '' ? 'Filter' : `Group ${path}, filter`;
  const updateFilter = (key: string, change: Partial<EditableFilter>) =>
    onChange({ ...value, filters: value.filters.map((filter) => (filter.key === key ? { ...filter, ...change } : filter)) });

  return (
    <fieldset className={`query-group query-depth-${Math.min(depth, 3)}`}>
      <legend>{groupLabel}</legend>
      <label className="inline-field">
        Match
        <select aria-label={`${groupLabel}: how conditions combine`} value={value.operator} onChange={(event) => onChange({ ...value, operator: Number(event.target.value) })}>
          {BOOLEAN_OPERATORS.map((operator) => (
            <option key={operator.value} value={operator.value}>
              {operator.value === 0 ? 'all (And)' : 'any (Or)'}
            </option>
          ))}
        </select>
        of the following
      </label>

      {value.type === BOOLEAN_QUERY ? (
        value.subQueries.map((sub, index) => (
          <QueryEditor
            key={sub.key}
            value={sub}
            path={path === '' ? String(index + 1) : `${path}.${index + 1}`}
            fields={fields}
            showMissing={showMissing}
            onChange={(changed) => onChange({ ...value, subQueries: value.subQueries.map((candidate, at) => (at === index ? changed : candidate)) })}
            onRemove={() => onChange({ ...value, subQueries: value.subQueries.filter((_, at) => at !== index) })}
          />
        ))
      ) : (
        <ol className="query-filters">
          {value.filters.length === 0 && <li className="field-help query-no-filters">No filters: the search finds everything of its type.</li>}
          {value.filters.map((filter, index) => (
            <FilterRow key={filter.key} filter={filter} name={`${filterPrefix} ${index + 1}`} fields={fields} showMissing={showMissing} onChange={(change) => updateFilter(filter.key, change)} onRemove={() => onChange({ ...value, filters: value.filters.filter((candidate) => candidate.key !== filter.key) })} />
          ))}
        </ol>
      )}

      <div className="query-actions">
        {value.type === BOOLEAN_QUERY ? (
          <button type="button" onClick={() => onChange({ ...value, subQueries: [...value.subQueries, emptyQuery()] })}>
            Add group
          </button>
        ) : (
          <>
            <button type="button" onClick={() => onChange({ ...value, filters: [...value.filters, newFilter()] })}>
              Add filter
            </button>
            <button type="button" onClick={() => onChange(withNewGroup(value))}>
              Add group
            </button>
          </>
        )}
        {onRemove && (
          <button type="button" className="button-quiet" onClick={onRemove}>
            Remove group {path}
          </button>
        )}
      </div>
    </fieldset>
  );
}

function FilterRow({ filter, name, fields, showMissing, onChange, onRemove }: { filter: EditableFilter; name: string; fields: readonly FieldOption[]; showMissing: boolean; onChange: (change: Partial<EditableFilter>) => void; onRemove: () => void }) {
  const known = filter.fieldUid === '' || fields.some((field) => field.uid === filter.fieldUid);
  const missing = showMissing && filter.fieldUid === '';
  return (
    <li className="query-filter">
      <select aria-label={`${name} field`} aria-invalid={missing || undefined} value={filter.fieldUid} onChange={(event) => onChange({ fieldUid: event.target.value })}>
        <option value="">Choose a field…</option>
        {!known && <option value={filter.fieldUid}>Unknown field {filter.fieldUid}</option>}
        {fields.map((field) => (
          <option key={field.uid} value={field.uid}>
            {field.label}
          </option>
        ))}
      </select>
      <select aria-label={`${name} operator`} value={filter.operator} onChange={(event) => onChange({ operator: Number(event.target.value) })}>
        {QUERY_OPERATORS.map((operator) => (
          <option key={operator.value} value={operator.value}>
            {operator.label}
          </option>
        ))}
      </select>
      {!VALUELESS_OPERATORS.has(filter.operator) && <input aria-label={`${name} value`} value={filter.value} onChange={(event) => onChange({ value: event.target.value })} />}
      <button type="button" className="button-quiet" aria-label={`Remove ${name.charAt(0).toLowerCase()}${name.slice(1)}`} onClick={onRemove}>
        Remove
      </button>
    </li>
  );
}
