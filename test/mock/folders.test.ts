import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { savedSearchFolderSchema, type SavedSearchFolder } from '../../src/api/saved-search-folders';
import { MOCK_CURRENT_USER_UID } from '../../src/api/settings';
import { call, expectProblem, useMockServer } from './use-mock-server';

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest lifecycle helper named as the brief asks, not a React hook
useMockServer();

const folders = async () => z.array(savedSearchFolderSchema).parse((await call('GET', '/v1/savedsearchfolders')).body);
const named = async (name: string) => (await folders()).find((folder) => folder.Name === name) as SavedSearchFolder;
const read = async (uid: string) => savedSearchFolderSchema.parse((await call('GET', `/v1/savedsearchfolders/${uid}`)).body);
const NEW_UID = '3e9a5b1c-8f4d-4c6e-a0b2-5d7f9b1d3e4f';

describe('saved search folders', () => {
  it('every /v1 operation needs an Authorization header: 401 without', async () => {
    expectProblem(await call('GET', '/v1/savedsearchfolders', undefined, { key: false }), 401);
    expectProblem(await call('POST', '/v1/savedsearchfolders', { Name: 'x' }, { key: false }), 401);
    expectProblem(await call('GET', '/v1/savedsearchfolders', undefined, { key: false, headers: { Authorization: '  ' } }), 401);
  });

  it('POST creates with a server-set audit trail; Uid generated when absent', async () => {
    const parent = await named('Marketing');
    const answer = await call('POST', '/v1/savedsearchfolders', { Uid: NEW_UID, ParentUid: parent.Uid, Name: 'Summer', SortOrder: 4, OwnerUserUid: null, Created: '2000-01-01T00:00:00Z' });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
    const created = await read(NEW_UID);
    expect(created).toMatchObject({ Uid: NEW_UID, ParentUid: parent.Uid, Name: 'Summer', SortOrder: 4, OwnerUserUid: null, CreatedBy: MOCK_CURRENT_USER_UID, LastModifiedBy: MOCK_CURRENT_USER_UID });
    expect(created.Created).toBe(created.LastModified);
    expect(Date.parse(created.Created ?? '')).toBeGreaterThan(Date.parse('2020-01-01'));
    const before = (await folders()).length;
    expect((await call('POST', '/v1/savedsearchfolders', { Name: 'No uid' })).status).toBe(200);
    const generated = (await folders()).find((folder) => folder.Name === 'No uid');
    expect(generated?.Uid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await folders()).length).toBe(before + 1);
  });

  it('POST refuses a ParentUid of a folder that does not exist, and a taken Uid', async () => {
    expectProblem(await call('POST', '/v1/savedsearchfolders', { Name: 'Orphan', ParentUid: NEW_UID }), 400, 'ParentUid');
    const existing = await named('Marketing');
    expectProblem(await call('POST', '/v1/savedsearchfolders', { Uid: existing.Uid, Name: 'Twin' }), 400, 'Uid');
  });

  it('PATCH is partial: absent fields stay, null makes a nullable field null, audit fields move', async () => {
    const folder = await named('Newsletters');
    expect((await call('PATCH', '/v1/savedsearchfolders', { Uid: folder.Uid, Name: 'Mailings' })).status).toBe(200);
    const renamed = await read(folder.Uid);
    expect(renamed).toMatchObject({ Name: 'Mailings', ParentUid: folder.ParentUid, SortOrder: folder.SortOrder, Created: folder.Created, CreatedBy: folder.CreatedBy });
    expect(renamed.LastModified).not.toBe(folder.LastModified);
    expect(renamed.LastModifiedBy).toBe(MOCK_CURRENT_USER_UID);
    await call('PATCH', '/v1/savedsearchfolders', { Uid: folder.Uid, ParentUid: null, Name: null });
    expect(await read(folder.Uid)).toMatchObject({ ParentUid: null, Name: null, SortOrder: folder.SortOrder });
    expectProblem(await call('PATCH', '/v1/savedsearchfolders', { Uid: folder.Uid, SortOrder: null }), 400, 'SortOrder');
  });

  it('PATCH of an unknown Uid answers 404; without Uid 400', async () => {
    expectProblem(await call('PATCH', '/v1/savedsearchfolders', { Uid: NEW_UID, Name: 'x' }), 404);
    expectProblem(await call('PATCH', '/v1/savedsearchfolders', { Name: 'x' }), 400, 'Uid');
  });

  it('refuses a ParentUid pointing at the folder itself or a descendant', async () => {
    const top = await named('Data quality');
    const grandChild = await named('Danish');
    expectProblem(await call('PATCH', '/v1/savedsearchfolders', { Uid: top.Uid, ParentUid: top.Uid }), 400, 'ParentUid');
    expectProblem(await call('PATCH', '/v1/savedsearchfolders', { Uid: top.Uid, ParentUid: grandChild.Uid }), 400, 'ParentUid');
    expectProblem(await call('PATCH', '/v1/savedsearchfolders', { Uid: top.Uid, ParentUid: NEW_UID }), 400, 'ParentUid');
    const elsewhere = await named('Purchasing');
    expect((await call('PATCH', '/v1/savedsearchfolders', { Uid: grandChild.Uid, ParentUid: elsewhere.Uid })).status).toBe(200);
  });

  it('DELETE (capitalized path) refuses a folder that holds folders or searches, saying what it holds', async () => {
    const marketing = await named('Marketing');
    const refused = await call('DELETE', `/v1/SavedSearchFolders/${marketing.Uid}`);
    expectProblem(refused, 400);
    expect((refused.body as { Detail: string }).Detail).toMatch(/2 folders/);
    const spring = await named('Spring 2024');
    expect(((await call('DELETE', `/v1/SavedSearchFolders/${spring.Uid}`)).body as { Detail: string }).Detail).toMatch(/3 saved searches/);
    expect((await folders()).some((folder) => folder.Uid === marketing.Uid)).toBe(true);
  });

  it('DELETE removes an empty folder; unknown uid 404; the lowercase path is not served', async () => {
    const archive = await named('Archive');
    expectProblem(await call('DELETE', `/v1/savedsearchfolders/${archive.Uid}`), 404);
    const answer = await call('DELETE', `/v1/SavedSearchFolders/${archive.Uid}`);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
    expectProblem(await call('GET', `/v1/savedsearchfolders/${archive.Uid}`), 404);
    expectProblem(await call('DELETE', `/v1/SavedSearchFolders/${archive.Uid}`), 404);
  });

  it('batch answers only folders that exist', async () => {
    const [a, b] = (await folders()).slice(0, 2) as [SavedSearchFolder, SavedSearchFolder];
    const answer = await call('POST', '/v1/savedsearchfolders/batch', [a.Uid, NEW_UID, b.Uid]);
    expect(
      z
        .array(savedSearchFolderSchema)
        .parse(answer.body)
        .map((folder) => folder.Uid),
    ).toEqual([a.Uid, b.Uid]);
  });

  it('refuses bodies that are not JSON or have the wrong shape', async () => {
    expectProblem(await call('POST', '/v1/savedsearchfolders', undefined, { raw: 'nope' }), 400);
    expectProblem(await call('POST', '/v1/savedsearchfolders', { Name: 5 }), 400, 'Name');
    expectProblem(await call('POST', '/v1/savedsearchfolders/batch', { not: 'an array' }), 400);
  });
});
