import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { SEARCH_ENTITY_TYPES } from '../../api/saved-searches';
import type { ComboboxOption } from '../../components/combobox';
import { BOOLEAN_QUERY, VALUELESS_OPERATORS, type EditableFilter, type EditableQuery } from './query-model';

/** A field a filter can use: an attribute, read by its name, with its alias and type when known. */
export type FieldOption = { uid: string; label: string; alias?: string; type?: string };

const indexes = new WeakMap<readonly FieldOption[], { byUid: ReadonlyMap<string, FieldOption>; choices: readonly ComboboxOption[] }>();

/** The fields by uid, and as a field picker offers them: made once per list of fields (10,000 attributes), shared by the form, the query and the columns. */
function indexOf(fields: readonly FieldOption[]) {
  let index = indexes.get(fields);
  if (!index) {
    index = { byUid: new Map(fields.map((field) => [field.uid, field])), choices: fields.map((field) => ({ value: field.uid, label: field.label, detail: field.alias })) };
    indexes.set(fields, index);
  }
  return index;
}

export const fieldsByUid = (fields: readonly FieldOption[]): ReadonlyMap<string, FieldOption> => indexOf(fields).byUid;
export const fieldChoices = (fields: readonly FieldOption[]): readonly ComboboxOption[] => indexOf(fields).choices;

/** decisions.md's QueryOperator values as an editor reads them. */
const OPERATOR_WORDS: ReadonlyMap<number, MessageDescriptor> = new Map([
  [0, msg({ message: 'is', comment: 'A filter\'s operator: "Colour is “Red”"' })],
  [8, msg({ message: 'is not', comment: 'A filter\'s operator: "Colour is not “Red”"' })],
  [6, msg({ message: 'contains', comment: 'A filter\'s operator: "Name contains “shoe”"' })],
  [7, msg({ message: 'does not contain', comment: "A filter's operator" })],
  [1, msg({ message: 'matches the pattern', comment: 'A filter\'s operator: "Name matches the pattern “sh*”"' })],
  [9, msg({ message: 'does not match the pattern', comment: "A filter's operator" })],
  [3, msg({ message: 'is larger than', comment: 'A filter\'s operator: "Width is larger than 100"' })],
  [2, msg({ message: 'is smaller than', comment: "A filter's operator" })],
  [4, msg({ message: 'is empty', comment: 'A filter\'s operator, with no value: "Brand is empty"' })],
  [5, msg({ message: 'is not empty', comment: "A filter's operator, with no value" })],
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
const KIND_NOUNS: Record<FieldKind, MessageDescriptor> = {
  number: msg({ message: 'a number field', comment: 'What an operator is not offered for, after "for": "“contains” is not offered for a number field"' }),
  date: msg({ message: 'a date field', comment: 'What an operator is not offered for, after "for": "“contains” is not offered for a number field"' }),
  'yes-no': msg({ message: 'a yes/no field', comment: 'What an operator is not offered for, after "for": "“contains” is not offered for a number field"' }),
  'fixed-list': msg({ message: 'a fixed list', comment: 'What an operator is not offered for, after "for": "“contains” is not offered for a number field"' }),
  text: msg({ message: 'a text field', comment: 'What an operator is not offered for, after "for": "“contains” is not offered for a number field"' }),
  other: msg({ message: 'this field', comment: 'What an operator is not offered for, after "for": "“contains” is not offered for a number field"' }),
};

export const kindNoun = (kind: FieldKind): string => i18n._(KIND_NOUNS[kind]);

/** Dates compare as earlier and later. */
const DATE_WORDS: ReadonlyMap<number, MessageDescriptor> = new Map([
  [3, msg({ message: 'is after', comment: 'A date filter\'s operator: "Created is after 2026-01-01"' })],
  [2, msg({ message: 'is before', comment: 'A date filter\'s operator: "Created is before 2026-01-01"' })],
]);

export function operatorWords(operator: number, kind: FieldKind = 'other'): string {
  const words = (kind === 'date' ? DATE_WORDS.get(operator) : undefined) ?? OPERATOR_WORDS.get(operator);
  return words ? i18n._(words) : t`operator ${operator}`;
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
    if (orParent && group.filters.length === 0) problems.push({ key: group.key, message: t`This group has no filters: in an "any" (Or) query it matches everything.` });
    for (const filter of group.filters) {
      const uid = filter.fieldUid;
      if (uid === '') problems.push({ key: filter.key, message: t`Choose a field.` });
      else if (!fields.has(uid)) problems.push({ key: filter.key, message: t`No attribute has the uid ${uid}: it may have been deleted.` });
      if (!VALUELESS_OPERATORS.has(filter.operator) && filter.value.trim() === '') {
        const words = operatorWords(filter.operator, fieldKindFor(fields.get(uid)));
        problems.push({ key: filter.key, message: t`Enter a value to compare with (“${words}” needs one).` });
      }
    }
  };
  visit(query, false);
  return problems;
}

const ENTITY_PLURALS: ReadonlyMap<number, MessageDescriptor> = new Map([
  [1, msg({ message: 'categories', comment: 'What a search finds, in "Finds … where …"' })],
  [2, msg({ message: 'products', comment: 'What a search finds, in "Finds … where …"' })],
  [3, msg({ message: 'variant groups', comment: 'What a search finds, in "Finds … where …"' })],
  [4, msg({ message: 'variants', comment: 'What a search finds, in "Finds … where …"' })],
  [5, msg({ message: 'assets', comment: 'What a search finds, in "Finds … where …"' })],
  [6, msg({ message: 'global list entries', comment: 'What a search finds, in "Finds … where …"' })],
]);

export function entityTypeLabel(entityType: number): string {
  const label = SEARCH_ENTITY_TYPES.find((type) => type.value === entityType)?.label;
  return label ? i18n._(label) : t`Item`;
}

function filterText(filter: EditableFilter, fields: ReadonlyMap<string, FieldOption>): string {
  const option = fields.get(filter.fieldUid);
  const field = filter.fieldUid === '' ? t`(no field)` : (option?.label ?? t`an unknown field`);
  const words = operatorWords(filter.operator, fieldKindFor(option));
  // "Colour is “Red”": field, operator and value read in this order in English, Danish and German alike.
  if (VALUELESS_OPERATORS.has(filter.operator)) return `${field} ${words}`;
  const text = filter.value;
  const value =
    text.trim() === '' ? t`(no value)` : filter.valueKind === 'string' ? t`“${text}”` : filter.valueKind === 'boolean' ? (text === 'true' ? t`yes` : text === 'false' ? t`no` : text) : text;
  return `${field} ${words} ${value}`;
}

function groupText(group: EditableQuery, fields: ReadonlyMap<string, FieldOption>, nested: boolean): string {
  const parts = group.type === BOOLEAN_QUERY ? group.subQueries.map((sub) => groupText(sub, fields, true)).filter(Boolean) : group.filters.map((filter) => filterText(filter, fields));
  if (parts.length === 0) return '';
  const text = parts.reduce((first, second) => (group.operator === 1 ? t`${first} or ${second}` : t`${first} and ${second}`));
  return nested && parts.length > 1 ? t`(${text})` : text;
}

/** One line of plain language: "Finds products where Colour is “Red” and (Width is larger than 100 or Brand is empty)". */
export function querySummary(query: EditableQuery, fields: ReadonlyMap<string, FieldOption>, entityType: number): string {
  const found = ENTITY_PLURALS.get(entityType);
  const things = found ? i18n._(found) : t`items`;
  const condition = groupText(query, fields, false);
  return condition === '' ? t`Finds all ${things}.` : t`Finds ${things} where ${condition}.`;
}
