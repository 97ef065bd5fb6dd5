import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../api/saved-searches';
import { savedSearchFormSchema, toFormValues, toWrite } from './saved-search-form-schema';

const loaded: SavedSearch = {
  Uid: 'a1b2c3d4-0000-4000-8000-000000000001',
  Name: 'Old',
  Created: '2024-01-01T00:00:00Z',
  LastMofidied: '2024-01-02T00:00:00Z',
  FailedCalculationCounter: 2,
  OwnerUserUid: 'someone-else',
  SearchEntityTypeModel: 2,
  FolderUid: null,
  SortOrder: 3,
  Query: { BooleanOperator: 'And', QueryModelType: 'SimpleQueryModel', Filters: [], Language: 'da-DK' },
  ViewColumns: [{ FieldUid: 'f', Width: 100, Pinned: true }],
  FutureField: { keep: 'me' },
};

describe('saved search form values', () => {
  it('sends back what it does not know, never the server-kept fields, and keeps another owner when still private', () => {
    const values = savedSearchFormSchema.parse({ ...toFormValues(loaded, { folderUid: null, sortOrder: 1 }), Name: 'New' });
    const body = toWrite(values, loaded, loaded.Uid, 'me');
    expect(body).toMatchObject({ Name: 'New', FutureField: { keep: 'me' }, OwnerUserUid: 'someone-else', SortOrder: 3 });
    expect(body.Query).toEqual({ BooleanOperator: 0, QueryModelType: 'SimpleQueryModel', Filters: [], Language: 'da-DK' });
    expect(body.ViewColumns).toEqual([{ FieldUid: 'f', Width: 100, Pinned: true }]);
    expect(body).not.toHaveProperty('Created');
    expect(body).not.toHaveProperty('LastMofidied');
    expect(body).not.toHaveProperty('FailedCalculationCounter');
  });

  it('requires a UUID global list uid only for global lists', () => {
    const base = toFormValues(undefined, { folderUid: null, sortOrder: 1 });
    const result = savedSearchFormSchema.safeParse({ ...base, Name: 'x', SearchEntityTypeModel: '6', GlobalListUid: 'nope' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['GlobalListUid']);
    expect(savedSearchFormSchema.safeParse({ ...base, Name: 'x', SearchEntityTypeModel: '2', GlobalListUid: 'nope' }).success).toBe(true);
  });
});
