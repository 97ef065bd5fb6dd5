import { describe, expect, it } from 'vitest';
import type { SearchQuery } from '../../api/saved-searches';
import { fromEditableQuery, toEditableQuery, valuesInUse, withNewGroup } from './query-model';

const nested: SearchQuery = {
  BooleanOperator: 1,
  QueryModelType: 'BooleanQueryModel',
  IncludeArchived: false,
  Unknown: { kept: true },
  SubQueries: [
    {
      BooleanOperator: 0,
      QueryModelType: 'SimpleQueryModel',
      Filters: [
        { FieldUid: 'f1', QueryOperator: 6, FilterValue: 'shoe', Extra: 1 },
        { FieldUid: 'f2', QueryOperator: 3, FilterValue: 42 },
        { FieldUid: 'f3', QueryOperator: 4, FilterValue: null },
      ],
    },
    { BooleanOperator: 0, QueryModelType: 'SimpleQueryModel', Filters: [{ FieldUid: 'f4', QueryOperator: 0, FilterValue: true }] },
  ],
};

describe('query model round trip', () => {
  it('gives back exactly what it read when nothing was edited', () => {
    const editable = toEditableQuery(nested);
    expect(editable).not.toBeNull();
    expect(fromEditableQuery(editable!)).toEqual(nested);
  });

  it('reads the "And"/"Or" and operator names the production service writes, and writes integers', () => {
    const editable = toEditableQuery({ BooleanOperator: 'Or', QueryModelType: 'SimpleQueryModel', Filters: [{ FieldUid: 'f', QueryOperator: 'NotContains', FilterValue: 'x' }] });
    expect(fromEditableQuery(editable!)).toEqual({ BooleanOperator: 1, QueryModelType: 'SimpleQueryModel', Filters: [{ FieldUid: 'f', QueryOperator: 7, FilterValue: 'x' }] });
  });

  it('keeps a number a number after its text was edited', () => {
    const editable = toEditableQuery(nested)!;
    editable.subQueries[0]!.filters[1]!.value = '7';
    const back = fromEditableQuery(editable);
    expect(back.SubQueries![0]!.Filters![1]!.FilterValue).toBe(7);
  });

  it('refuses to edit what it would change: unknown model types, operators or list values', () => {
    expect(toEditableQuery({ BooleanOperator: 0, QueryModelType: 'FancyQueryModel' })).toBeNull();
    expect(toEditableQuery({ BooleanOperator: 'Xor', QueryModelType: 'SimpleQueryModel' })).toBeNull();
    expect(toEditableQuery({ BooleanOperator: 0, QueryModelType: 'SimpleQueryModel', Filters: [{ FieldUid: 'f', QueryOperator: 0, FilterValue: ['a', 'b'] }] })).toBeNull();
    expect(toEditableQuery({ BooleanOperator: 0, QueryModelType: 'BooleanQueryModel', SubQueries: [{ QueryModelType: 'Other' }] })).toBeNull();
  });

  it('turns a simple query into a group holding its filters when a group is added', () => {
    const simple = toEditableQuery({ BooleanOperator: 1, QueryModelType: 'SimpleQueryModel', IncludeArchived: true, Filters: [{ FieldUid: 'f', QueryOperator: 0, FilterValue: 'x' }] })!;
    expect(fromEditableQuery(withNewGroup(simple))).toEqual({
      BooleanOperator: 1,
      QueryModelType: 'BooleanQueryModel',
      IncludeArchived: true,
      SubQueries: [
        { BooleanOperator: 1, QueryModelType: 'SimpleQueryModel', Filters: [{ FieldUid: 'f', QueryOperator: 0, FilterValue: 'x' }] },
        { BooleanOperator: 0, QueryModelType: 'SimpleQueryModel', Filters: [] },
      ],
    });
  });
});

describe('values in use', () => {
  it('counts, per field, the searches comparing it with each value, at any depth; empty and yes/no values are not offered', () => {
    const colour = (value: unknown, QueryOperator = 0) => ({ FieldUid: 'colour', QueryOperator, FilterValue: value });
    const used = valuesInUse([
      { QueryModelType: 'SimpleQueryModel', Filters: [colour('red'), colour('red', 8), colour('')] },
      {
        QueryModelType: 'BooleanQueryModel',
        SubQueries: [{ QueryModelType: 'SimpleQueryModel', Filters: [colour('blue'), colour('red'), { FieldUid: 'isNew', QueryOperator: 0, FilterValue: true }] }],
      },
      null,
      nested,
    ]);
    expect(used.get('colour')).toEqual(
      new Map([
        ['red', 2],
        ['blue', 1],
      ]),
    );
    expect(used.has('isNew')).toBe(false);
    expect(used.get('f2')).toEqual(new Map([['42', 1]]));
  });
});
