import { describe, expect, it } from 'vitest';
import type { SearchQuery } from '../../api/saved-searches';
import type { FieldOption } from './query-words';
import { searchValueFormatter } from './saved-search-values';

const fields = new Map<string, FieldOption>([['colour', { uid: 'colour', label: 'Colour', type: 'TextAttribute' }]]);
const format = searchValueFormatter(fields, 1);

describe('a saved search’s values where two copies are compared', () => {
  it('reads an editable query as its sentence and the columns by their fields’ names', () => {
    const query: SearchQuery = { QueryModelType: 'SimpleQueryModel', BooleanOperator: 0, Filters: [{ FieldUid: 'colour', QueryOperator: 0, FilterValue: 'Red' }] };
    expect(format(query, 'Query')).toContain('Colour');
    expect(format([{ FieldUid: 'colour', Width: 120 }], 'ViewColumns')).toBe('Colour (width 120)');
  });

  it('shows a query the editor cannot change (a list as a filter value) as it is, never as empty', () => {
    const query = { QueryModelType: 'SimpleQueryModel', BooleanOperator: 0, Filters: [{ FieldUid: 'colour', QueryOperator: 0, FilterValue: ['Red', 'Blue'] }] } as unknown as SearchQuery;
    const shown = format(query, 'Query');
    expect(shown).not.toBe('(empty)');
    expect(shown).toContain('Blue');
    expect(format(null, 'Query')).not.toBe(shown);
  });
});
