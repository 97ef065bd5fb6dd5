import { useId, useMemo } from 'react';
import { BOOLEAN_OPERATORS } from '../../api/saved-searches';
import { Combobox, type ComboboxOption } from '../../components/combobox';
import { FieldPicker } from './field-picker';
import { BOOLEAN_QUERY, emptyQuery, newFilter, VALUELESS_OPERATORS, withNewGroup, type EditableFilter, type EditableQuery } from './query-model';
import { fieldKindFor, isOffered, KIND_NOUNS, operatorsFor, operatorWords, queryProblems, querySummary, valueFits, valueKindFor, type FieldKind, type FieldOption } from './query-words';

type QueryEditorProps = {
  value: EditableQuery;
  onChange: (query: EditableQuery) => void;
  fields: readonly FieldOption[];
  /** Field uid -> value -> how many searches compare the field with it: what a fixed list's value picker offers. */
  valuesInUse: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** What the search finds ("Product"), for the summary line. */
  entityLabel: string;
  /** Set after a submit found filters without a field: those pickers show as invalid. */
  showMissing: boolean;
};

/** What every group and filter of one query shares: computed once for the whole query. */
type QueryContext = {
  fields: ReadonlyMap<string, FieldOption>;
  options: readonly ComboboxOption[];
  problems: ReadonlyMap<string, string[]>;
  showMissing: boolean;
  valuesInUse: ReadonlyMap<string, ReadonlyMap<string, number>>;
};

/** The query builder: a plain-language summary, then the groups and filters with what is wrong shown at each. */
export function QueryEditor({ value, onChange, fields, valuesInUse, entityLabel, showMissing }: QueryEditorProps) {
  const byUid = useMemo(() => new Map(fields.map((field) => [field.uid, field])), [fields]);
  const options = useMemo(() => fields.map((field) => ({ value: field.uid, label: field.label, detail: field.alias })), [fields]);
  const problems = useMemo(() => {
    const byKey = new Map<string, string[]>();
    for (const problem of queryProblems(value, byUid)) byKey.set(problem.key, [...(byKey.get(problem.key) ?? []), problem.message]);
    return byKey;
  }, [value, byUid]);
  const context = useMemo(() => ({ fields: byUid, options, problems, showMissing, valuesInUse }), [byUid, options, problems, showMissing, valuesInUse]);
  return (
    <div className="query-editor">
      <p className="query-summary" id="query-summary">
        {querySummary(value, byUid, entityLabel)}
      </p>
      <QueryGroup value={value} onChange={onChange} context={context} />
    </div>
  );
}

type QueryGroupProps = {
  value: EditableQuery;
  onChange: (query: EditableQuery) => void;
  context: QueryContext;
  /** Where a nested group sits ("2", "2.1"): its name, so every group's controls have names of their own. Empty at the top. */
  path?: string;
  onRemove?: () => void;
};

/** Edits SimpleQueryModel filters and nested BooleanQueryModel groups, recursively. */
function QueryGroup({ value, onChange, context, path = '', onRemove }: QueryGroupProps) {
  const depth = path === '' ? 0 : path.split('.').length;
  const groupLabel = path === '' ? 'Query' : `Group ${path}`;
  const filterPrefix = path === '' ? 'Filter' : `Group ${path}, filter`;
  const updateFilter = (key: string, change: Partial<EditableFilter>) => onChange({ ...value, filters: value.filters.map((filter) => (filter.key === key ? { ...filter, ...change } : filter)) });
  const groupProblems = context.problems.get(value.key) ?? [];

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
      <Problems messages={groupProblems} />

      {value.type === BOOLEAN_QUERY ? (
        value.subQueries.map((sub, index) => (
          <QueryGroup
            key={sub.key}
            value={sub}
            path={path === '' ? String(index + 1) : `${path}.${index + 1}`}
            context={context}
            onChange={(changed) => onChange({ ...value, subQueries: value.subQueries.map((candidate, at) => (at === index ? changed : candidate)) })}
            onRemove={() => onChange({ ...value, subQueries: value.subQueries.filter((_, at) => at !== index) })}
          />
        ))
      ) : (
        <ol className="query-filters">
          {value.filters.length === 0 && <li className="field-help query-no-filters">No filters: the search finds everything of its type.</li>}
          {value.filters.map((filter, index) => (
            <FilterRow
              key={filter.key}
              filter={filter}
              name={`${filterPrefix} ${index + 1}`}
              context={context}
              onChange={(change) => updateFilter(filter.key, change)}
              onRemove={() => onChange({ ...value, filters: value.filters.filter((candidate) => candidate.key !== filter.key) })}
            />
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

function Problems({ messages, id }: { messages: readonly string[]; id?: string }) {
  if (messages.length === 0) return null;
  return (
    <ul className="query-problems" id={id}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

function FilterRow({
  filter,
  name,
  context,
  onChange,
  onRemove,
}: {
  filter: EditableFilter;
  name: string;
  context: QueryContext;
  onChange: (change: Partial<EditableFilter>) => void;
  onRemove: () => void;
}) {
  const missing = context.showMissing && filter.fieldUid === '';
  const problems = context.problems.get(filter.key) ?? [];
  const problemsId = `problems-${filter.key}`;
  const keptId = `kept-${filter.key}`;
  const field = context.fields.get(filter.fieldUid);
  const kind = fieldKindFor(field);
  // An operator the type does not offer (saved before, or by another tool) is kept and shown, never swapped silently.
  const kept = !isOffered(filter.operator, kind);
  const describedBy = problems.length > 0 ? problemsId : undefined;
  return (
    <li className="query-filter">
      <div className="query-filter-row">
        <FieldPicker
          name={`${name} field`}
          fieldUid={filter.fieldUid}
          fields={context.fields}
          options={context.options}
          invalid={missing}
          describedBy={describedBy}
          onPick={(fieldUid) => {
            const next = fieldKindFor(context.fields.get(fieldUid));
            onChange({ fieldUid, valueKind: valueKindFor(next), operator: isOffered(filter.operator, next) ? filter.operator : 0, value: valueFits(filter.value, next) ? filter.value : '' });
          }}
        />
        <select aria-label={`${name} operator`} aria-describedby={kept ? keptId : undefined} value={filter.operator} onChange={(event) => onChange({ operator: Number(event.target.value) })}>
          {kept && <option value={filter.operator}>{`${operatorWords(filter.operator, kind)} (kept: not offered for ${KIND_NOUNS[kind]})`}</option>}
          {operatorsFor(kind).map((operator) => (
            <option key={operator} value={operator}>
              {operatorWords(operator, kind)}
            </option>
          ))}
        </select>
        {!VALUELESS_OPERATORS.has(filter.operator) && (
          <ValueInput
            kind={kind}
            label={`${name} value`}
            fieldLabel={field?.label ?? ''}
            values={context.valuesInUse.get(filter.fieldUid)}
            value={filter.value}
            describedBy={describedBy}
            onChange={(value) => onChange({ value })}
          />
        )}
        <button type="button" className="button-quiet" aria-label={`Remove ${name.charAt(0).toLowerCase()}${name.slice(1)}`} onClick={onRemove}>
          Remove
        </button>
      </div>
      {kept && (
        <p className="query-kept" id={keptId}>
          “{operatorWords(filter.operator, kind)}” is not offered for {KIND_NOUNS[kind]}. The search keeps it until you choose another operator.
        </p>
      )}
      <Problems messages={problems} id={problemsId} />
    </li>
  );
}

type ValueInputProps = {
  kind: FieldKind;
  label: string;
  /** The field's name, for the name of a fixed list's values. */
  fieldLabel: string;
  values: ReadonlyMap<string, number> | undefined;
  value: string;
  describedBy?: string;
  onChange: (value: string) => void;
};

function ValueInput({ kind, label, fieldLabel, values, value, describedBy, onChange }: ValueInputProps) {
  if (kind === 'yes-no') {
    return (
      <select aria-label={label} aria-describedby={describedBy} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose…</option>
        <option value="true">yes</option>
        <option value="false">no</option>
      </select>
    );
  }
  if (kind === 'fixed-list') return <FixedListValue label={label} fieldLabel={fieldLabel} values={values} value={value} describedBy={describedBy} onChange={onChange} />;
  // A date field's value kept in another form (a timestamp from the server) stays text, shown as it is.
  const type = kind === 'number' ? 'number' : kind === 'date' && (value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value)) ? 'date' : 'text';
  return <input type={type} aria-label={label} aria-describedby={describedBy} value={value} onChange={(event) => onChange(event.target.value)} />;
}

const searchesCount = (count: number) => `in ${count} ${count === 1 ? 'search' : 'searches'}`;

/** A fixed list's value, picked from the values searches compare it with; a value nobody uses yet may still be typed. */
function FixedListValue({ label, fieldLabel, values, value, describedBy, onChange }: Omit<ValueInputProps, 'kind'>) {
  const id = useId();
  const options = useMemo(() => [...(values ?? [])].sort(([a], [b]) => a.localeCompare(b)).map(([text, count]): ComboboxOption => ({ value: text, count })), [values]);
  return (
    <div className="field-picker value-picker">
      <Combobox
        id={id}
        ariaLabel={label}
        listLabel={`Values of ${fieldLabel} in saved searches`}
        describedBy={describedBy}
        placeholder={options.length > 0 ? 'Choose a value…' : 'Type a value…'}
        value={value}
        onChange={onChange}
        options={options}
        countNoun={searchesCount}
      />
    </div>
  );
}
