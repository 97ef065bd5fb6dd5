import type { HttpHandler } from 'msw';
import { SEARCH_ENTITY_TYPES, searchQuerySchema, viewColumnSchema, type SavedSearch } from '../api/saved-searches';
import { MOCK_CURRENT_USER_UID } from '../api/settings';
import * as z from 'zod/mini';
import { isUuid, newUuid, nowIso } from './ids';
import { notFound } from './problem';
import { json, jsonBody, noContent, route } from './routing';
import { getStore, listBody } from './store';
import { checkOptional, checkShape, FieldCheck, formatPath, isObject, readObject, readUidList, requireUuid, uidKey, withoutKeys, type JsonObject } from './validate';

/** Set by the server only: ignored when a client sends them. */
const SERVER_FIELDS = ['Created', 'CreatedBy', 'LastMofidied', 'LastModifiedBy', 'FailedCalculationCounter', 'FailedMessage'];
const ENTITY_TYPES: number[] = SEARCH_ENTITY_TYPES.map((type) => type.value);
/** decisions.md: 0 = And, 1 = Or; the production service's names are read too. */
const BOOLEAN_OPERATORS: unknown[] = [0, 1, 'And', 'Or'];

function findSearch(uid: string): SavedSearch {
  const search = isUuid(uid) ? getStore().searches.get(uidKey(uid)) : undefined;
  if (!search) throw notFound(`There is no saved search with the uid ${uid}.`);
  return search;
}

function checkOperators(query: unknown, path: (string | number)[], check: FieldCheck): void {
  if (!isObject(query)) return;
  if ('BooleanOperator' in query && !BOOLEAN_OPERATORS.includes(query.BooleanOperator)) {
    check.add(formatPath([...path, 'BooleanOperator']), 'BooleanOperator must be 0 (And) or 1 (Or).');
  }
  if (Array.isArray(query.SubQueries)) query.SubQueries.forEach((sub, i) => checkOperators(sub, [...path, 'SubQueries', i], check));
}

/** Rules shared by create and update; only the fields present are checked (PATCH is partial). */
function checkSearch(body: JsonObject, check: FieldCheck): void {
  checkOptional(body, 'OwnerUserUid', check, 'string', true);
  checkOptional(body, 'Name', check, 'string', true);
  checkOptional(body, 'GlobalListUid', check, 'uuid', true);
  checkOptional(body, 'FolderUid', check, 'uuid', true);
  checkOptional(body, 'SortOrder', check, 'int32', false);
  checkOptional(body, 'EnableTimeline', check, 'boolean', false);
  if ('SearchEntityTypeModel' in body && !ENTITY_TYPES.includes(body.SearchEntityTypeModel as number)) {
    check.add('SearchEntityTypeModel', 'SearchEntityTypeModel must be 1 (Category), 2 (Product), 3 (VariantGroup), 4 (Variant), 5 (Asset) or 6 (GlobalList).');
  }
  if (typeof body.FolderUid === 'string' && !check.has('FolderUid') && !getStore().folders.has(uidKey(body.FolderUid))) {
    check.add('FolderUid', `There is no folder with the uid ${body.FolderUid}.`);
  }
  if ('TimelineBusinessUnits' in body && body.TimelineBusinessUnits !== null) {
    const units = body.TimelineBusinessUnits;
    if (!Array.isArray(units) || !units.every(isUuid)) check.add('TimelineBusinessUnits', 'TimelineBusinessUnits must be an array of uuids or null.');
  }
  if ('Query' in body) {
    if (!isObject(body.Query)) check.add('Query', 'Query must be an object with BooleanOperator and QueryModelType.');
    else {
      checkShape(z.object({ Query: searchQuerySchema }), { Query: body.Query }, check);
      checkOperators(body.Query, ['Query'], check);
    }
  }
  if ('ViewColumns' in body) checkShape(z.object({ ViewColumns: z.array(viewColumnSchema) }), { ViewColumns: body.ViewColumns }, check);
}

export function savedSearchHandlers(baseUrl: string): HttpHandler[] {
  return [
    route(baseUrl, 'GET', '/v1/savedsearches', async () => jsonBody(await listBody('searches'))),

    route(baseUrl, 'GET', '/v1/savedsearches/{uid}', ({ params }) => json(findSearch(params.uid ?? ''))),

    route(baseUrl, 'DELETE', '/v1/savedsearches/{uid}', ({ params }) => {
      const search = findSearch(params.uid ?? '');
      getStore().searches.delete(uidKey(search.Uid));
      return noContent();
    }),

    route(baseUrl, 'POST', '/v1/savedsearches/batch', async ({ request }) => {
      const searches = getStore().searches;
      const keys = [...new Set((await readUidList(request)).map(uidKey))];
      return json(keys.map((key) => searches.get(key)).filter((search) => search !== undefined));
    }),

    route(baseUrl, 'POST', '/v1/savedsearches', async ({ request }) => {
      const body = await readObject(request);
      const check = new FieldCheck();
      checkOptional(body, 'Uid', check, 'uuid', true);
      const uid = typeof body.Uid === 'string' ? body.Uid : newUuid();
      if (!check.has('Uid') && getStore().searches.has(uidKey(uid))) check.add('Uid', `A saved search with the uid ${uid} already exists.`);
      // Not optional in practice: the service's enum has no value for "none".
      if (!('SearchEntityTypeModel' in body)) check.add('SearchEntityTypeModel', 'SearchEntityTypeModel is required (1-6).');
      checkSearch(body, check);
      check.done();
      const now = nowIso();
      getStore().searches.set(uidKey(uid), {
        Uid: uid,
        Created: now,
        CreatedBy: MOCK_CURRENT_USER_UID,
        LastMofidied: now,
        LastModifiedBy: MOCK_CURRENT_USER_UID,
        OwnerUserUid: null,
        FailedCalculationCounter: 0,
        FailedMessage: null,
        Name: null,
        GlobalListUid: null,
        FolderUid: null,
        Query: { BooleanOperator: 0, QueryModelType: 'SimpleQueryModel', Filters: [] },
        SortOrder: 0,
        ViewColumns: [],
        EnableTimeline: false,
        TimelineBusinessUnits: null,
        ...withoutKeys(body, [...SERVER_FIELDS, 'Uid']),
      });
      return noContent();
    }),

    // decisions.md: a partial update; absent fields stay, nullable fields sent as null become null.
    route(baseUrl, 'PATCH', '/v1/savedsearches', async ({ request }) => {
      const body = await readObject(request);
      const stored = findSearch(requireUuid(body, 'Uid'));
      const check = new FieldCheck();
      checkSearch(body, check);
      check.done();
      const changes = withoutKeys(body, [...SERVER_FIELDS, 'Uid']);
      getStore().searches.set(uidKey(stored.Uid), { ...stored, ...changes, LastMofidied: nowIso(), LastModifiedBy: MOCK_CURRENT_USER_UID });
      return noContent();
    }),
  ];
}
