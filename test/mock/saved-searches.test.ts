import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { savedSearchSchema, type SavedSearch } from '../../src/api/saved-searches';
import { savedSearchFolderSchema } from '../../src/api/saved-search-folders';
import { MOCK_CURRENT_USER_UID } from '../../src/api/settings';
import { call, expectProblem, useMockServer } from './use-mock-server';

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest lifecycle helper named as the brief asks, not a React hook
useMockServer();

const searches = async () => z.array(savedSearchSchema).parse((await call('GET', '/v1/savedsearches')).body);
const read = async (uid: string) => savedSearchSchema.parse((await call('GET', `/v1/savedsearches/${uid}`)).body);
const firstFolder = async () => z.array(savedSearchFolderSchema).parse((await call('GET', '/v1/savedsearchfolders')).body)[0]!;
const NEW_UID = '4f0b6c2d-9a5e-4d7f-b1c3-6e8a0c2e4f5a';
const query = { BooleanOperator: 0, QueryModelType: 'SimpleQueryModel', Filters: [{ FieldUid: 'x', FilterValue: 'y', QueryOperator: 0 }] };

describe('saved searches', () => {
  it('needs an Authorization header: 401 without', async () => {
    expectProblem(await call('GET', '/v1/savedsearches', undefined, { key: false }), 401);
    expectProblem(await call('DELETE', `/v1/savedsearches/${NEW_UID}`, undefined, { key: false }), 401);
  });

  it('POST creates with Created = LastMofidied and the current user; Uid generated when absent', async () => {
    const folder = await firstFolder();
    const answer = await call('POST', '/v1/savedsearches', { Uid: NEW_UID, Name: 'Mine', SearchEntityTypeModel: 2, FolderUid: folder.Uid, Query: query, OwnerUserUid: MOCK_CURRENT_USER_UID });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
    const created = await read(NEW_UID);
    expect(created).toMatchObject({
      Name: 'Mine',
      FolderUid: folder.Uid,
      OwnerUserUid: MOCK_CURRENT_USER_UID,
      CreatedBy: MOCK_CURRENT_USER_UID,
      LastModifiedBy: MOCK_CURRENT_USER_UID,
      FailedCalculationCounter: 0,
      Query: query,
    });
    expect(created.LastMofidied).toBe(created.Created);
    const count = (await searches()).length;
    expect((await call('POST', '/v1/savedsearches', { Name: 'Generated', SearchEntityTypeModel: 5 })).status).toBe(200);
    expect((await searches()).length).toBe(count + 1);
  });

  it('refuses a SearchEntityTypeModel outside 1-6', async () => {
    for (const type of [0, 7, '2', null]) {
      expectProblem(await call('POST', '/v1/savedsearches', { Name: 'Bad', SearchEntityTypeModel: type }), 400, 'SearchEntityTypeModel');
    }
    expectProblem(await call('POST', '/v1/savedsearches', { Name: 'Missing type' }), 400, 'SearchEntityTypeModel');
    const search = (await searches())[0]!;
    expectProblem(await call('PATCH', '/v1/savedsearches', { Uid: search.Uid, SearchEntityTypeModel: 9 }), 400, 'SearchEntityTypeModel');
  });

  it('refuses a FolderUid of a folder that does not exist', async () => {
    expectProblem(await call('POST', '/v1/savedsearches', { Name: 'x', SearchEntityTypeModel: 2, FolderUid: NEW_UID }), 400, 'FolderUid');
    const search = (await searches())[0]!;
    expectProblem(await call('PATCH', '/v1/savedsearches', { Uid: search.Uid, FolderUid: NEW_UID }), 400, 'FolderUid');
  });

  it('accepts BooleanOperator as 0/1 or "And"/"Or" (also nested) and refuses others', async () => {
    const search = (await searches())[0]!;
    const nested = {
      BooleanOperator: 'Or',
      QueryModelType: 'BooleanQueryModel',
      SubQueries: [
        { ...query, BooleanOperator: 'And' },
        { ...query, BooleanOperator: 1 },
      ],
    };
    expect((await call('PATCH', '/v1/savedsearches', { Uid: search.Uid, Query: nested })).status).toBe(200);
    expect((await read(search.Uid)).Query).toEqual(nested);
    const bad = { ...nested, SubQueries: [{ ...query, BooleanOperator: 2 }] };
    expectProblem(await call('PATCH', '/v1/savedsearches', { Uid: search.Uid, Query: bad }), 400, 'Query.SubQueries[0].BooleanOperator');
    expectProblem(await call('PATCH', '/v1/savedsearches', { Uid: search.Uid, Query: { ...query, BooleanOperator: 'Xor' } }), 400, 'Query.BooleanOperator');
  });

  it('PATCH is partial, keeps unknown query fields and moves LastMofidied and LastModifiedBy', async () => {
    const search = (await searches()).find((s) => s.OwnerUserUid === null && s.LastModifiedBy !== MOCK_CURRENT_USER_UID) as SavedSearch;
    const withExtras = { ...query, Language: 'da-DK', Filters: [{ ...query.Filters[0], Segment: 'DK' }] };
    expect((await call('PATCH', '/v1/savedsearches', { Uid: search.Uid, Name: 'Renamed', Query: withExtras })).status).toBe(200);
    const patched = await read(search.Uid);
    expect(patched).toMatchObject({
      Name: 'Renamed',
      FolderUid: search.FolderUid,
      SortOrder: search.SortOrder,
      ViewColumns: search.ViewColumns,
      Created: search.Created,
      CreatedBy: search.CreatedBy,
      Query: withExtras,
    });
    expect(patched.LastMofidied).not.toBe(search.LastMofidied);
    expect(Date.parse(patched.LastMofidied ?? '')).toBeGreaterThan(Date.parse(search.LastMofidied ?? ''));
    expect(patched.LastModifiedBy).toBe(MOCK_CURRENT_USER_UID);
    await call('PATCH', '/v1/savedsearches', { Uid: search.Uid, FolderUid: null, TimelineBusinessUnits: null });
    expect(await read(search.Uid)).toMatchObject({ FolderUid: null, TimelineBusinessUnits: null, Name: 'Renamed' });
  });

  it('PATCH of an unknown uid answers 404', async () => {
    expectProblem(await call('PATCH', '/v1/savedsearches', { Uid: NEW_UID, Name: 'x' }), 404);
  });

  it('DELETE removes a search; an unknown uid answers 404', async () => {
    const search = (await searches())[0]!;
    const answer = await call('DELETE', `/v1/savedsearches/${search.Uid}`);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
    expectProblem(await call('GET', `/v1/savedsearches/${search.Uid}`), 404);
    expectProblem(await call('DELETE', `/v1/savedsearches/${search.Uid}`), 404);
  });

  it('batch answers only searches that exist', async () => {
    const [a, b] = (await searches()).slice(0, 2) as [SavedSearch, SavedSearch];
    const answer = await call('POST', '/v1/savedsearches/batch', [NEW_UID, b.Uid, a.Uid]);
    expect(
      z
        .array(savedSearchSchema)
        .parse(answer.body)
        .map((s) => s.Uid),
    ).toEqual([b.Uid, a.Uid]);
  });

  it('refuses bodies that are not JSON or have the wrong shape', async () => {
    expectProblem(await call('POST', '/v1/savedsearches', undefined, { raw: '[1,' }), 400);
    expectProblem(await call('POST', '/v1/savedsearches', { SearchEntityTypeModel: 2, ViewColumns: [{ Width: 10 }] }), 400);
    expectProblem(await call('POST', '/v1/savedsearches', { SearchEntityTypeModel: 2, Query: 'all' }), 400, 'Query');
  });
});
