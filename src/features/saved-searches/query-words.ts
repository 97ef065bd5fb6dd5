import { BOOLEAN_QUERY, VALUELESS_OPERATORS, type EditableFilter, type EditableQuery } from './query-model';

/** A field a filter can use: an attribute, read by its name, with its alias and type when known. */
export type FieldOption = { uid: string; label: string; alias?: string; type?: string };

/** decisions.md's QueryOperator values as an editor reads them. */
const OPERATOR_WORDS: ReadonlyMap<number, string> = new Map([
  [0, 'is'],
  [8, 'is not'],
  [6, 'contains'],
  [7, 'does not contain'],
  [1, 'matches the pattern'],
  [9, 'does not match the pattern'],
  [3, 'is larger than'],
  [2, 'is smaller than'],
  [4, 'is empty'],
  [5, 'is not empty'],
]);

/** What a field compares as, from its attribute type: it decides the operators offered and the value input. */
export type FieldKind = 'number' | 'date' | 'yes-no' | 'fixed-list' | 'text' | 'other';

export function fieldKindFor(field: FieldOption | undefined): FieldKind {
  switch (field?.type) {
    case 'NumberAttribute':
      return 'number';
    case 'DateTimeAttribute':
      return 'date';
    case 'BooleanAttribute':
      return 'yes-no';
    case 'FixedListAttribute':
      return 'fixed-list';
    case 'TextAttribute':
      return 'text';
    default:
      // No field yet, a field that is gone, or a type whose comparisons nobody has described: everything stays offered.
      return 'other';
  }
}

const OFFERED: Record<FieldKind, ReadonlySet<number>> = {
  number: new Set([0, 8, 3, 2, 4, 5]),
  date: new Set([0, 8, 3, 2, 4, 5]),
  'yes-no': new Set([0, 8, 4, 5]),
  'fixed-list': new Set([0, 8, 4, 5]),
  text: new Set([0, 8, 6, 7, 1, 9, 4, 5]),
  other: new Set(OPERATOR_WORDS.keys()),
};

/** The operators a field of this kind offers, in the order they are listed. */
export function operatorsFor(kind: FieldKind): number[] {
  return [...OPERATOR_WORDS.keys()].filter((operator) => OFFERED[kind].has(operator));
}

export function isOffered(operator: number, kind: FieldKind): boolean {
  return OFFERED[kind].has(operator);
}

/** "a fixed list": what a kept operator is not offered for. */
export const KIND_NOUNS: Record<FieldKind, string> = {
  number: 'a number field',
  date: 'a date field',
  'yes-no': 'a yes/no field',
  'fixed-list': 'a fixed list',
  text: 'a text field',
  other: 'this field',
};

/** Dates compare as earlier and later. */
const DATE_WORDS: ReadonlyMap<number, string> = new Map([
  [3, 'is after'],
  [2, 'is before'],
]);

export function operatorWords(operator: number, kind: FieldKind = 'other'): string {
  return (kind === 'date' ? DATE_WORDS.get(operator) : undefined) ?? OPERATOR_WORDS.get(operator) ?? `operator ${operator}`;
}

/** The value kind a filter is sent with, so a number goes as a number and yes/no as a boolean. */
export function valueKindFor(kind: FieldKind): EditableFilter['valueKind'] {
  if (kind === 'number') return 'number';
  if (kind === 'yes-no') return 'boolean';
  return 'string';
}

/** Whether a value typed for one field still means something for a field of this kind (else the value starts empty). */
export function valueFits(value: string, kind: FieldKind): boolean {
  if (value === '') return true;
  if (kind === 'number') return value.trim() !== '' && Number.isFinite(Number(value));
  if (kind === 'yes-no') return value === 'true' || value === 'false';
  if (kind === 'date') return /^\d{4}-\d{2}-\d{2}/.test(value);
  return true;
}

type QueryProblem = { key: string; message: string };

/**
 * What is likely wrong with a query, each tied to the filter or group (by key) it is about:
 * an empty group in an Or query matches everything, a filter needs a field and (for most
 * operators) a value, and a field must exist.
 */
export function queryProblems(query: EditableQuery, fields: ReadonlyMap<string, FieldOption>): QueryProblem[] {
  const problems: QueryProblem[] = [];
  const visit = (group: EditableQuery, orParent: boolean) => {
    if (group.type === BOOLEAN_QUERY) {
      for (const sub of group.subQueries) visit(sub, group.operator === 1);
      return;
    }
    if (orParent && group.filters.length === 0) problems.push({ key: group.key, message: 'This group has no filters: in an "any" (Or) query it matches everything.' });
    for (const filter of group.filters) {
      if (filter.fieldUid === '') problems.push({ key: filter.key, message: 'Choose a field.' });
      else if (!fields.has(filter.fieldUid)) problems.push({ key: filter.key, message: `No attribute has the uid ${filter.fieldUid}: it may have been deleted.` });
      if (!VALUELESS_OPERATORS.has(filter.operator) && filter.value.trim() === '')
        problems.push({ key: filter.key, message: `Enter a value to compare with (“${operatorWords(filter.operator, fieldKindFor(fields.get(filter.fieldUid)))}” needs one).` });
    }
  };
  visit(query, false);
  return problems;
}

const ENTITY_PLURALS: Record<string, string> = {
  Category: 'categories',
  Product: 'products',
  'Variant group': 'variant groups',
  Variant: 'variants',
  Asset: 'assets',
  'Global list': 'global list entries',
};

const YES_NO: Record<string, string> = { true: 'yes', false: 'no' };

function filterText(filter: EditableFilter, fields: ReadonlyMap<string, FieldOption>): string {
  const option = fields.get(filter.fieldUid);
  const field = filter.fieldUid === '' ? '(no field)' : (option?.label ?? 'an unknown field');
  const words = operatorWords(filter.operator, fieldKindFor(option));
  if (VALUELESS_OPERATORS.has(filter.operator)) return `${field} ${words}`;
  const value =
    filter.value.trim() === '' ? '(no value)' : filter.valueKind === 'string' ? `“${filter.value}”` : filter.valueKind === 'boolean' ? (YES_NO[filter.value] ?? filter.value) : filter.value;
  return `${field} ${words} ${value}`;
}

function groupText(group: EditableQuery, fields: ReadonlyMap<string, FieldOption>, nested: boolean): string {
  const joiner = group.operator === 1 ? ' or ' : ' and ';
  const parts = group.type === BOOLEAN_QUERY ? group.subQueries.map((sub) => groupText(sub, fields, true)).filter(Boolean) : group.filters.map((filter) => filterText(filter, fields));
  if (parts.length === 0) return '';
  const text = parts.join(joiner);
  return nested && parts.length > 1 ? `(${text})` : text;
}

/** One line of plain language: "Finds products where Colour is “Red” and (Width is larger than 100 or Brand is empty)". */
export function querySummary(query: EditableQuery, fields: ReadonlyMap<string, FieldOption>, entityLabel: string): string {
  const things = ENTITY_PLURALS[entityLabel] ?? entityLabel.toLowerCase();
  const condition = groupText(query, fields, false);
  return condition === '' ? `Finds all ${things}.` : `Finds ${things} where ${condition}.`;
}
