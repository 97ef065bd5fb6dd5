import type { HttpHandler } from 'msw';
import type { SavedSearchFolder } from '../api/saved-search-folders';
import { MOCK_CURRENT_USER_UID } from '../api/settings';
import { isUuid, newUuid, nowIso } from './ids';
import { badRequest, notFound } from './problem';
import { json, jsonBody, noContent, route } from './routing';
import { getStore, listBody } from './store';
import { checkOptional, FieldCheck, readObject, readUidList, requireUuid, uidKey, withoutKeys, type JsonObject } from './validate';

/** Set by the server only: ignored when a client sends them. */
const SERVER_FIELDS = ['Created', 'LastModified', 'CreatedBy', 'LastModifiedBy'];

function findFolder(uid: string): SavedSearchFolder {
  const folder = isUuid(uid) ? getStore().folders.get(uidKey(uid)) : undefined;
  if (!folder) throw notFound(`There is no saved search folder with the uid ${uid}.`);
  return folder;
}

/** decisions.md: a parent must exist and must not be the folder itself or one of its descendants. */
function checkParent(parentUid: unknown, selfKey: string | null, check: FieldCheck): void {
  if (typeof parentUid !== 'string' || check.has('ParentUid')) return;
  const folders = getStore().folders;
  if (!folders.has(uidKey(parentUid))) {
    check.add('ParentUid', `There is no folder with the uid ${parentUid} to put this folder in.`);
    return;
  }
  const seen = new Set<string>();
  for (let key: string | null = uidKey(parentUid); key && !seen.has(key);) {
    if (key === selfKey) {
      check.add('ParentUid', key === uidKey(parentUid) ? 'A folder cannot be its own parent.' : 'A folder cannot move into one of its own subfolders.');
      return;
    }
    seen.add(key);
    const parent: string | null | undefined = folders.get(key)?.ParentUid;
    key = parent ? uidKey(parent) : null;
  }
}

function checkFields(body: JsonObject, check: FieldCheck): void {
  checkOptional(body, 'ParentUid', check, 'uuid', true);
  checkOptional(body, 'Name', check, 'string', true);
  checkOptional(body, 'SortOrder', check, 'int32', false);
}

function nextSortOrder(parentUid: string | null): number {
  const parentKey = parentUid ? uidKey(parentUid) : null;
  const siblings = getStore()
    .folders.values()
    .filter((folder) => (folder.ParentUid ? uidKey(folder.ParentUid) : null) === parentKey);
  return Math.max(-1, ...siblings.map((folder) => folder.SortOrder ?? 0)) + 1;
}

export function folderHandlers(baseUrl: string): HttpHandler[] {
  return [
    route(baseUrl, 'GET', '/v1/savedsearchfolders', async () => jsonBody(await listBody('folders'))),

    route(baseUrl, 'GET', '/v1/savedsearchfolders/{folderUid}', ({ params }) => json(findFolder(params.folderUid ?? ''))),

    route(baseUrl, 'POST', '/v1/savedsearchfolders/batch', async ({ request }) => {
      const folders = getStore().folders;
      const keys = [...new Set((await readUidList(request)).map(uidKey))];
      return json(keys.map((key) => folders.get(key)).filter((folder) => folder !== undefined));
    }),

    route(baseUrl, 'POST', '/v1/savedsearchfolders', async ({ request }) => {
      const body = await readObject(request);
      const check = new FieldCheck();
      checkOptional(body, 'Uid', check, 'uuid', true);
      checkOptional(body, 'OwnerUserUid', check, 'string', true);
      checkFields(body, check);
      const uid = typeof body.Uid === 'string' ? body.Uid : newUuid();
      if (!check.has('Uid') && getStore().folders.has(uidKey(uid))) check.add('Uid', `A folder with the uid ${uid} already exists.`);
      checkParent(body.ParentUid, null, check);
      check.done();
      const now = nowIso();
      const parentUid = typeof body.ParentUid === 'string' ? body.ParentUid : null;
      getStore().folders.set(uidKey(uid), {
        ...withoutKeys(body, SERVER_FIELDS),
        OwnerUserUid: (body.OwnerUserUid as string | null | undefined) ?? null,
        Created: now,
        LastModified: now,
        CreatedBy: MOCK_CURRENT_USER_UID,
        LastModifiedBy: MOCK_CURRENT_USER_UID,
        Uid: uid,
        ParentUid: parentUid,
        Name: (body.Name as string | null | undefined) ?? null,
        SortOrder: typeof body.SortOrder === 'number' ? body.SortOrder : nextSortOrder(parentUid),
      });
      return noContent();
    }),

    // decisions.md: a partial update; absent fields stay, nullable fields sent as null become null.
    route(baseUrl, 'PATCH', '/v1/savedsearchfolders', async ({ request }) => {
      const body = await readObject(request);
      const stored = findFolder(requireUuid(body, 'Uid'));
      const check = new FieldCheck();
      checkFields(body, check);
      checkParent(body.ParentUid, uidKey(stored.Uid), check);
      check.done();
      // OwnerUserUid is not part of the update model (pim-api.md 2.3): it stays as created.
      const changes = withoutKeys(body, [...SERVER_FIELDS, 'Uid', 'OwnerUserUid']);
      getStore().folders.set(uidKey(stored.Uid), { ...stored, ...changes, LastModified: nowIso(), LastModifiedBy: MOCK_CURRENT_USER_UID });
      return noContent();
    }),

    // The reference writes this one path with capitals.
    route(baseUrl, 'DELETE', '/v1/SavedSearchFolders/{folderUid}', ({ params }) => {
      const folder = findFolder(params.folderUid ?? '');
      const key = uidKey(folder.Uid);
      const store = getStore();
      const inside = (uid: string | null | undefined) => !!uid && uidKey(uid) === key;
      const folders = store.folders.values().filter((child) => inside(child.ParentUid)).length;
      const searches = store.searches.values().filter((search) => inside(search.FolderUid)).length;
      if (folders > 0 || searches > 0) {
        const parts = [folders && `${folders} folder${folders === 1 ? '' : 's'}`, searches && `${searches} saved search${searches === 1 ? '' : 'es'}`];
        throw badRequest(`The folder "${folder.Name ?? folder.Uid}" still holds ${parts.filter(Boolean).join(' and ')}. Move or delete them first.`);
      }
      store.folders.delete(key);
      return noContent();
    }),
  ];
}
