import { BOOLEAN_OPERATORS, QUERY_OPERATORS, type QueryFilter, type SearchQuery } from '../../api/saved-searches';

const SIMPLE_QUERY = 'SimpleQueryModel';
export const BOOLEAN_QUERY = 'BooleanQueryModel';

type ValueKind = 'string' | 'number' | 'boolean' | 'null';

/** A filter as the editor holds it; `extra` keeps every field the editor does not know. */
export type EditableFilter = {
  key: string;
  fieldUid: string;
  operator: number;
  value: string;
  valueKind: ValueKind;
  extra: Record<string, unknown>;
};

/** A query the editor can change: SimpleQueryModel holds filters, BooleanQueryModel sub-queries. */
export type EditableQuery = {
  key: string;
  type: typeof SIMPLE_QUERY | typeof BOOLEAN_QUERY;
  operator: number;
  filters: EditableFilter[];
  subQueries: EditableQuery[];
  extra: Record<string, unknown>;
};

let nextKey = 1;
export const newKey = () => `q${nextKey++}`;

/** Operators that compare with nothing: the editor hides the value for them. */
export const VALUELESS_OPERATORS: ReadonlySet<number> = new Set([4, 5]);

function readNamed(value: unknown, table: readonly { value: number; label: string }[]): number | undefined {
  if (typeof value === 'number') return table.some((entry) => entry.value === value) ? value : undefined;
  if (typeof value === 'string') return table.find((entry) => entry.label.toLowerCase() === value.toLowerCase())?.value;
  return undefined;
}

function without(source: object, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).filter(([key]) => !keys.includes(key)));
}

function toEditableFilter(filter: QueryFilter): EditableFilter | null {
  const operator = readNamed(filter.QueryOperator, QUERY_OPERATORS);
  if (operator === undefined || typeof filter.FieldUid !== 'string') return null;
  const raw = filter.FilterValue;
  let valueKind: ValueKind;
  if (raw === null || raw === undefined) valueKind = 'null';
  else if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') valueKind = typeof raw as ValueKind;
  else return null;
  return {
    key: newKey(),
    fieldUid: filter.FieldUid,
    operator,
    value: raw === null || raw === undefined ? '' : String(raw),
    valueKind,
    extra: without(filter, ['FieldUid', 'QueryOperator', 'FilterValue']),
  };
}

/**
 * The editor's form of a query, or null when the editor cannot change it without losing
 * something (an unknown model type or operator, a filter value that is a list or object):
 * such a query is shown read-only and sent back exactly as it came.
 */
export function toEditableQuery(query: SearchQuery | null | undefined): EditableQuery | null {
  if (query == null) return emptyQuery();
  const operator = query.BooleanOperator == null ? 0 : readNamed(query.BooleanOperator, BOOLEAN_OPERATORS);
  if (operator === undefined) return null;
  const hasSubQueries = Array.isArray(query.SubQueries) && query.SubQueries.length > 0;
  const hasFilters = Array.isArray(query.Filters) && query.Filters.length > 0;
  const type = query.QueryModelType ?? (hasSubQueries ? BOOLEAN_QUERY : SIMPLE_QUERY);
  if (type === SIMPLE_QUERY) {
    if (hasSubQueries) return null;
    const filters = (query.Filters ?? []).map(toEditableFilter);
    if (filters.some((filter) => filter === null)) return null;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's field names
    return { key: newKey(), type, operator, filters: filters as EditableFilter[], subQueries: [], extra: without(query, ['BooleanOperator', 'QueryModelType', 'Filters']) };
  }
  if (type === BOOLEAN_QUERY) {
    if (hasFilters) return null;
    const subQueries = (query.SubQueries ?? []).map(toEditableQuery);
    if (subQueries.some((sub) => sub === null)) return null;
    return { key: newKey(), type, operator, filters: [], subQueries: subQueries as EditableQuery[], extra: without(query, ['BooleanOperator', 'QueryModelType', 'SubQueries']) };
  }
  return null;
}

function filterValue(filter: EditableFilter): unknown {
  const text = filter.value;
  if (filter.valueKind === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (filter.valueKind === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  if (filter.valueKind === 'null' && text === '') return null;
  return text;
}

/** The wire form: operators as the integers of decisions.md, unknown fields put back. */
export function fromEditableQuery(query: EditableQuery): SearchQuery {
  const base = { ...query.extra, BooleanOperator: query.operator, QueryModelType: query.type };
  if (query.type === SIMPLE_QUERY) {
    return {
      ...base,
      Filters: query.filters.map((filter) => ({
        ...filter.extra,
        FieldUid: filter.fieldUid,
        QueryOperator: filter.operator,
        FilterValue: filterValue(filter),
      })),
    };
  }
  return { ...base, SubQueries: query.subQueries.map(fromEditableQuery) };
}

export function emptyQuery(): EditableQuery {
  return { key: newKey(), type: SIMPLE_QUERY, operator: 0, filters: [], subQueries: [], extra: {} };
}

export function newFilter(fieldUid = ''): EditableFilter {
  return { key: newKey(), fieldUid, operator: 0, value: '', valueKind: 'string', extra: {} };
}

/** A simple query that gets a nested group becomes a boolean one holding its old filters as the first sub-query. */
export function withNewGroup(query: EditableQuery): EditableQuery {
  if (query.type === BOOLEAN_QUERY) return { ...query, subQueries: [...query.subQueries, emptyQuery()] };
  const { IncludeArchived, ...rest } = query.extra;
  const carried = IncludeArchived === undefined ? {} : { IncludeArchived };
  return {
    key: query.key,
    type: BOOLEAN_QUERY,
    operator: query.operator,
    filters: [],
    subQueries: [{ ...query, key: newKey(), extra: rest }, emptyQuery()],
    extra: carried,
  };
}

/** How many filters, at any depth, still lack a field. */
export function filtersWithoutField(query: EditableQuery): number {
  return query.filters.filter((filter) => filter.fieldUid === '').length + query.subQueries.reduce((sum, sub) => sum + filtersWithoutField(sub), 0);
}

/**
 * The values filters compare each field with, and how many searches use each: the reference
 * gives a fixed list's values nowhere, so these are what a fixed list's value picker offers.
 */
export function valuesInUse(queries: readonly (SearchQuery | null | undefined)[]): Map<string, Map<string, number>> {
  const byField = new Map<string, Map<string, number>>();
  const collect = (query: SearchQuery, seen: Map<string, Set<string>>) => {
    for (const { FieldUid, FilterValue } of query.Filters ?? []) {
      if (typeof FieldUid !== 'string' || (typeof FilterValue !== 'string' && typeof FilterValue !== 'number') || String(FilterValue).trim() === '') continue;
      seen.set(FieldUid, (seen.get(FieldUid) ?? new Set()).add(String(FilterValue)));
    }
    for (const sub of query.SubQueries ?? []) collect(sub, seen);
  };
  for (const query of queries) {
    if (!query) continue;
    // A search counts once per value, however many of its filters use it.
    const seen = new Map<string, Set<string>>();
    collect(query, seen);
    for (const [field, values] of seen) {
      const counts = byField.get(field) ?? new Map<string, number>();
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
      byField.set(field, counts);
    }
  }
  return byField;
}
