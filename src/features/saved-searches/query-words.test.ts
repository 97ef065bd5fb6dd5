import { describe, expect, it } from 'vitest';
import { toEditableQuery } from './query-model';
import { fieldKindFor, operatorsFor, operatorWords, queryProblems, querySummary, valueFits, type FieldOption } from './query-words';

const fields = new Map<string, FieldOption>([
  ['colour', { uid: 'colour', label: 'Colour', type: 'TextAttribute' }],
  ['width', { uid: 'width', label: 'Width', type: 'NumberAttribute' }],
  ['brand', { uid: 'brand', label: 'Brand' }],
]);

const nested = toEditableQuery({
  QueryModelType: 'BooleanQueryModel',
  BooleanOperator: 0,
  SubQueries: [
    { QueryModelType: 'SimpleQueryModel', BooleanOperator: 0, Filters: [{ FieldUid: 'colour', QueryOperator: 0, FilterValue: 'Red' }] },
    {
      QueryModelType: 'SimpleQueryModel',
      BooleanOperator: 1,
      Filters: [
        { FieldUid: 'width', QueryOperator: 3, FilterValue: 100 },
        { FieldUid: 'brand', QueryOperator: 4, FilterValue: null },
      ],
    },
  ],
})!;

describe('query words', () => {
  it('reads every operator as words', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((operator) => operatorWords(operator))).toEqual([
      'is',
      'matches the pattern',
      'is smaller than',
      'is larger than',
      'is empty',
      'is not empty',
      'contains',
      'does not contain',
      'is not',
      'does not match the pattern',
    ]);
  });

  it('sums a nested query up in one line, groups in brackets', () => {
    expect(querySummary(nested, fields, 2)).toBe('Finds products where Colour is “Red” and (Width is larger than 100 or Brand is empty).');
    expect(querySummary(toEditableQuery(null)!, fields, 5)).toBe('Finds all assets.');
  });

  it('reads the field’s kind from the attribute type; no type or an unknown one keeps every operator', () => {
    expect(['width', 'colour', 'brand'].map((uid) => fieldKindFor(fields.get(uid)))).toEqual(['number', 'text', 'other']);
    expect(fieldKindFor({ uid: 'd', label: 'Date', type: 'DateTimeAttribute' })).toBe('date');
    expect(fieldKindFor({ uid: 'b', label: 'On sale', type: 'BooleanAttribute' })).toBe('yes-no');
    expect(fieldKindFor({ uid: 'f', label: 'Size', type: 'FixedListAttribute' })).toBe('fixed-list');
    expect(fieldKindFor(undefined)).toBe('other');
    expect(operatorsFor('other')).toEqual([0, 8, 6, 7, 1, 9, 3, 2, 4, 5]);
  });

  it('offers a number field no text comparisons, and reads a date’s as before and after', () => {
    expect(operatorsFor('number').map((operator) => operatorWords(operator, 'number'))).toEqual(['is', 'is not', 'is larger than', 'is smaller than', 'is empty', 'is not empty']);
    expect(operatorsFor('date').map((operator) => operatorWords(operator, 'date'))).toEqual(['is', 'is not', 'is after', 'is before', 'is empty', 'is not empty']);
    expect(operatorsFor('fixed-list')).toEqual([0, 8, 4, 5]);
    expect(operatorsFor('yes-no')).toEqual([0, 8, 4, 5]);
  });

  it('keeps a value that still fits the new field’s kind, and only that', () => {
    expect(valueFits('12.5', 'number')).toBe(true);
    expect(valueFits('abc', 'number')).toBe(false);
    expect(valueFits('abc', 'yes-no')).toBe(false);
    expect(valueFits('2024-05-31T00:00:00Z', 'date')).toBe(true);
    expect(valueFits('abc', 'fixed-list')).toBe(true);
  });

  it('finds an empty group in an Or query, a missing field or value, and a field that does not exist', () => {
    const query = toEditableQuery({
      QueryModelType: 'BooleanQueryModel',
      BooleanOperator: 1,
      SubQueries: [
        { QueryModelType: 'SimpleQueryModel', BooleanOperator: 0, Filters: [] },
        {
          QueryModelType: 'SimpleQueryModel',
          BooleanOperator: 0,
          Filters: [
            { FieldUid: 'gone', QueryOperator: 4, FilterValue: null },
            { FieldUid: 'colour', QueryOperator: 6, FilterValue: '' },
            { FieldUid: 'brand', QueryOperator: 5, FilterValue: null },
          ],
        },
      ],
    })!;
    const [emptyGroup, withFilters] = query.subQueries;
    const [gone, noValue] = withFilters!.filters;
    expect(queryProblems(query, fields)).toEqual([
      { key: emptyGroup!.key, message: 'This group has no filters: in an "any" (Or) query it matches everything.' },
      { key: gone!.key, message: 'No attribute has the uid gone: it may have been deleted.' },
      { key: noValue!.key, message: 'Enter a value to compare with (“contains” needs one).' },
    ]);
  });

  it('an empty group under And is no problem, nor a complete query', () => {
    const query = toEditableQuery({ QueryModelType: 'BooleanQueryModel', BooleanOperator: 0, SubQueries: [{ QueryModelType: 'SimpleQueryModel', Filters: [] }] })!;
    expect(queryProblems(query, fields)).toEqual([]);
    expect(queryProblems(nested, fields)).toEqual([]);
  });
});
