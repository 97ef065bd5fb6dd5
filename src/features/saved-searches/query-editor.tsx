import { plural, t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { BOOLEAN_OPERATORS } from '../../api/saved-searches';
import { Combobox, type ComboboxOption } from '../../components/combobox';
import { FieldPicker } from './field-picker';
import { BOOLEAN_QUERY, emptyQuery, newFilter, VALUELESS_OPERATORS, withNewGroup, type EditableFilter, type EditableQuery } from './query-model';
import {
  fieldChoices,
  fieldKindFor,
  fieldsByUid,
  isOffered,
  kindNoun,
  operatorsFor,
  operatorWords,
  queryProblems,
  querySummary,
  valueFits,
  valueKindFor,
  type FieldKind,
  type FieldOption,
} from './query-words';

type QueryEditorProps = {
  value: EditableQuery;
  onChange: (query: EditableQuery) => void;
  fields: readonly FieldOption[];
  /** Field uid -> value -> how many searches compare the field with it: what a fixed list's value picker offers. */
  valuesInUse: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** What the search finds (SearchEntityTypeModel), for the summary line. */
  entityType: number;
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
export function QueryEditor({ value, onChange, fields, valuesInUse, entityType, showMissing }: QueryEditorProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const byUid = fieldsByUid(fields);
  const options = fieldChoices(fields);
  const problems = useMemo(() => {
    const byKey = new Map<string, string[]>();
    for (const problem of queryProblems(value, byUid)) byKey.set(problem.key, [...(byKey.get(problem.key) ?? []), problem.message]);
    return byKey;
    // The messages are in the interface's language: a new choice says them again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, byUid, locale]);
  const context = useMemo(() => ({ fields: byUid, options, problems, showMissing, valuesInUse }), [byUid, options, problems, showMissing, valuesInUse]);
  return (
    <div className="query-editor">
      <p className="query-summary" id="query-summary">
        {querySummary(value, byUid, entityType)}
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
  const { t } = useLingui();
  const depth = path === '' ? 0 : path.split('.').length;
  const groupLabel = path === '' ? t`Query` : t`Group ${path}`;
  const updateFilter = (key: string, change: Partial<EditableFilter>) => onChange({ ...value, filters: value.filters.map((filter) => (filter.key === key ? { ...filter, ...change } : filter)) });
  const groupProblems = context.problems.get(value.key) ?? [];
  const combine = (
    <select
      aria-label={path === '' ? t`Query: how conditions combine` : t`Group ${path}: how conditions combine`}
      value={value.operator}
      onChange={(event) => onChange({ ...value, operator: Number(event.target.value) })}
    >
      {BOOLEAN_OPERATORS.map((operator) => (
        <option key={operator.value} value={operator.value}>
          {operator.value === 0 ? t`all (And)` : t`any (Or)`}
        </option>
      ))}
    </select>
  );

  return (
    <fieldset className={`query-group query-depth-${Math.min(depth, 3)}`}>
      <legend>{groupLabel}</legend>
      <label className="inline-field">
        <Trans>Match {combine} of the following</Trans>
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
          {value.filters.length === 0 && (
            <li className="field-help query-no-filters">
              <Trans>No filters: the search finds everything of its type.</Trans>
            </li>
          )}
          {value.filters.map((filter, index) => (
            <FilterRow
              key={filter.key}
              filter={filter}
              path={path}
              number={index + 1}
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
            <Trans>Add group</Trans>
          </button>
        ) : (
          <>
            <button type="button" onClick={() => onChange({ ...value, filters: [...value.filters, newFilter()] })}>
              <Trans>Add filter</Trans>
            </button>
            <button type="button" onClick={() => onChange(withNewGroup(value))}>
              <Trans>Add group</Trans>
            </button>
          </>
        )}
        {onRemove && (
          <button type="button" className="button-quiet" onClick={onRemove}>
            <Trans>Remove group {path}</Trans>
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
  path,
  number,
  context,
  onChange,
  onRemove,
}: {
  filter: EditableFilter;
  /** The group's path ('' at the top) and the filter's number in it: the filter's name. */
  path: string;
  number: number;
  context: QueryContext;
  onChange: (change: Partial<EditableFilter>) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const name = path === '' ? t`Filter ${number}` : t`Group ${path}, filter ${number}`;
  const missing = context.showMissing && filter.fieldUid === '';
  const problems = context.problems.get(filter.key) ?? [];
  const problemsId = `problems-${filter.key}`;
  const keptId = `kept-${filter.key}`;
  const field = context.fields.get(filter.fieldUid);
  const kind = fieldKindFor(field);
  // An operator the type does not offer (saved before, or by another tool) is kept and shown, never swapped silently.
  const kept = !isOffered(filter.operator, kind);
  const describedBy = problems.length > 0 ? problemsId : undefined;
  const words = operatorWords(filter.operator, kind);
  const noun = kindNoun(kind);
  return (
    <li className="query-filter">
      <div className="query-filter-row">
        <FieldPicker
          name={t({ message: `${name} field`, comment: 'A filter\'s field picker: "Filter 1 field"' })}
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
        <select
          aria-label={t({ message: `${name} operator`, comment: 'A filter\'s operator: "Filter 1 operator"' })}
          aria-describedby={kept ? keptId : undefined}
          value={filter.operator}
          onChange={(event) => onChange({ operator: Number(event.target.value) })}
        >
          {kept && <option value={filter.operator}>{t`${words} (kept: not offered for ${noun})`}</option>}
          {operatorsFor(kind).map((operator) => (
            <option key={operator} value={operator}>
              {operatorWords(operator, kind)}
            </option>
          ))}
        </select>
        {!VALUELESS_OPERATORS.has(filter.operator) && (
          <ValueInput
            kind={kind}
            label={t({ message: `${name} value`, comment: 'A filter\'s value: "Filter 1 value"' })}
            fieldLabel={field?.label ?? ''}
            values={context.valuesInUse.get(filter.fieldUid)}
            value={filter.value}
            describedBy={describedBy}
            onChange={(value) => onChange({ value })}
          />
        )}
        <button type="button" className="button-quiet" aria-label={path === '' ? t`Remove filter ${number}` : t`Remove group ${path}, filter ${number}`} onClick={onRemove}>
          <Trans>Remove</Trans>
        </button>
      </div>
      {kept && (
        <p className="query-kept" id={keptId}>
          <Trans>
            “{words}” is not offered for {noun}. The search keeps it until you choose another operator.
          </Trans>
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
  const { t } = useLingui();
  if (kind === 'yes-no') {
    return (
      <select aria-label={label} aria-describedby={describedBy} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t`Choose…`}</option>
        <option value="true">{t`yes`}</option>
        <option value="false">{t`no`}</option>
      </select>
    );
  }
  if (kind === 'fixed-list') return <FixedListValue label={label} fieldLabel={fieldLabel} values={values} value={value} describedBy={describedBy} onChange={onChange} />;
  // A date field's value kept in another form (a timestamp from the server) stays text, shown as it is.
  const type = kind === 'number' ? 'number' : kind === 'date' && (value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value)) ? 'date' : 'text';
  return <input type={type} aria-label={label} aria-describedby={describedBy} value={value} onChange={(event) => onChange(event.target.value)} />;
}

const searchesCount = (count: number) => tNow`${plural(count, { one: 'in # search', other: 'in # searches' })}`;

/** A fixed list's value, picked from the values searches compare it with; a value nobody uses yet may still be typed. */
function FixedListValue({ label, fieldLabel, values, value, describedBy, onChange }: Omit<ValueInputProps, 'kind'>) {
  const { t } = useLingui();
  const id = useId();
  const options = useMemo(() => [...(values ?? [])].sort(([a], [b]) => a.localeCompare(b)).map(([text, count]): ComboboxOption => ({ value: text, count })), [values]);
  return (
    <div className="field-picker value-picker">
      <Combobox
        id={id}
        ariaLabel={label}
        listLabel={t`Values of ${fieldLabel} in saved searches`}
        describedBy={describedBy}
        placeholder={options.length > 0 ? t`Choose a value…` : t`Type a value…`}
        value={value}
        onChange={onChange}
        options={options}
        countNoun={searchesCount}
      />
    </div>
  );
}
