import { BOOLEAN_QUERY, VALUELESS_OPERATORS, type EditableFilter, type EditableQuery } from './query-model';

/** A field a filter can use: an attribute, read by its name, with its alias and type when known. */
export type FieldOption = { uid: string; label: string; alias?: string; type?: string };

/** decisions.md's QueryOperator values as an editor reads them. */
export const OPERATOR_WORDS: ReadonlyMap<number, string> = new Map([
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

export function operatorWords(operator: number): string {
  return OPERATOR_WORDS.get(operator) ?? `operator ${operator}`;
}

/** The input a filter's value needs, from the field's attribute type where it is known. */
type ValueInput = 'number' | 'date' | 'yes-no' | 'text';

export function valueInputFor(field: FieldOption | undefined): ValueInput {
  switch (field?.type) {
    case 'NumberAttribute':
      return 'number';
    case 'DateTimeAttribute':
      return 'date';
    case 'BooleanAttribute':
      return 'yes-no';
    default:
      return 'text';
  }
}

/** The value kind a filter is sent with, so a number goes as a number and yes/no as a boolean. */
export function valueKindFor(input: ValueInput): EditableFilter['valueKind'] {
  if (input === 'number') return 'number';
  if (input === 'yes-no') return 'boolean';
  return 'string';
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
        problems.push({ key: filter.key, message: `Enter a value to compare with (“${operatorWords(filter.operator)}” needs one).` });
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
  const field = filter.fieldUid === '' ? '(no field)' : (fields.get(filter.fieldUid)?.label ?? 'an unknown field');
  if (VALUELESS_OPERATORS.has(filter.operator)) return `${field} ${operatorWords(filter.operator)}`;
  const value =
    filter.value.trim() === '' ? '(no value)' : filter.valueKind === 'string' ? `“${filter.value}”` : filter.valueKind === 'boolean' ? (YES_NO[filter.value] ?? filter.value) : filter.value;
  return `${field} ${operatorWords(filter.operator)} ${value}`;
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
