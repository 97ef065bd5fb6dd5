import type { HttpHandler } from 'msw';
import { ATTRIBUTE_TYPES, attributeSchema, REFERENCE_FIELDS, type Attribute } from '../api/attributes';
import { aliasProblem } from '../api/attribute-alias';
import { REFERENCES_BATCH_LIMIT, type AttributeReferences } from '../api/attribute-references';
import { isUuid } from './ids';
import { badRequest, notFound } from './problem';
import { json, jsonBody, noContent, route } from './routing';
import { emptyReferences } from './seed-references';
import { getStore, listBody } from './store';
import { checkShape, FieldCheck, readObject, readUidList, requireUuid, uidKey, type JsonObject } from './validate';

function findAttribute(uid: string): Attribute {
  const attribute = isUuid(uid) ? getStore().attributes.get(uidKey(uid)) : undefined;
  if (!attribute) throw notFound(`There is no attribute with the uid ${uid}.`);
  return attribute;
}

/** decisions.md: the type sent picks the model; without one, the reference fields decide. */
function concreteType(body: JsonObject, check: FieldCheck): string {
  const sent = body.AttributeType;
  if (sent === undefined || sent === null || sent === '') {
    return REFERENCE_FIELDS.some((field) => body[field] !== undefined) ? 'AttributeReferenceAttribute' : 'BooleanAttribute';
  }
  if (typeof sent !== 'string' || !(ATTRIBUTE_TYPES as readonly string[]).includes(sent)) {
    check.add('AttributeType', `AttributeType must be one of ${ATTRIBUTE_TYPES.join(', ')}.`);
  }
  return String(sent);
}

/** Shape and alias rules shared by POST and PUT; `self` is the key of the attribute being updated. */
function checkAttribute(body: JsonObject, self: string | null, check: FieldCheck): void {
  checkShape(attributeSchema, body, check);
  if (!check.has('Alias')) {
    const taken = new Set<string>();
    for (const [key, attribute] of getStore().attributes.entries()) {
      if (key !== self && attribute.Alias) taken.add(attribute.Alias.toLowerCase());
    }
    const problem = aliasProblem(typeof body.Alias === 'string' ? body.Alias : '', taken);
    if (problem) check.add('Alias', problem);
  }
  check.done();
}

export function attributeHandlers(baseUrl: string): HttpHandler[] {
  return [
    route(baseUrl, 'GET', '/attributes', async () => jsonBody(await listBody('attributes'))),

    route(baseUrl, 'POST', '/attributes', async ({ request }) => {
      const body = await readObject(request);
      const check = new FieldCheck();
      const uid = body.Uid;
      if (uid === undefined || uid === null || uid === '') check.add('Uid', 'Uid is required: the client chooses the uid of a new attribute.');
      else if (!isUuid(uid)) check.add('Uid', 'Uid must be a uuid.');
      else if (getStore().attributes.has(uidKey(uid))) check.add('Uid', `An attribute with the uid ${uid} already exists.`);
      const AttributeType = concreteType(body, check);
      checkAttribute(body, null, check);
      const key = uidKey(String(uid));
      getStore().attributes.set(key, { Name: {}, Description: {}, ...body, Uid: String(uid), AttributeType });
      return noContent();
    }),

    route(baseUrl, 'PUT', '/attributes', async ({ request }) => {
      const body = await readObject(request);
      const uid = requireUuid(body, 'Uid');
      const stored = findAttribute(uid);
      checkAttribute(body, uidKey(uid), new FieldCheck());
      // AttributeType is read-only: the stored model stays whatever the request says.
      getStore().attributes.set(uidKey(uid), { Name: {}, Description: {}, ...body, Uid: stored.Uid, AttributeType: stored.AttributeType });
      return noContent();
    }),

    route(baseUrl, 'POST', '/attributes/batch', async ({ request }) => {
      const uids = await readUidList(request);
      const store = getStore();
      const seen = new Set<string>();
      const found: Attribute[] = [];
      for (const uid of uids) {
        const key = uidKey(uid);
        const attribute = store.attributes.get(key);
        if (attribute && !seen.has(key)) found.push(attribute);
        seen.add(key);
      }
      return json(found);
    }),

    route(baseUrl, 'POST', '/attributes/batch/references', async ({ request }) => {
      const uids = await readUidList(request);
      if (uids.length > REFERENCES_BATCH_LIMIT) {
        throw badRequest(`At most ${REFERENCES_BATCH_LIMIT} values per request; this one has ${uids.length}. Split it into chunks.`);
      }
      const store = getStore();
      const seen = new Set<string>();
      const records: AttributeReferences[] = [];
      for (const uid of uids) {
        const key = uidKey(uid);
        const attribute = store.attributes.get(key);
        if (attribute && !seen.has(key)) records.push(store.references.get(key) ?? emptyReferences(attribute.Uid));
        seen.add(key);
      }
      return json(records);
    }),

    route(baseUrl, 'GET', '/attributes/{uid}', ({ params }) => json(findAttribute(params.uid ?? ''))),

    route(baseUrl, 'GET', '/attributes/{uid}/references', ({ params }) => {
      const attribute = findAttribute(params.uid ?? '');
      return json(getStore().references.get(uidKey(attribute.Uid)) ?? emptyReferences(attribute.Uid));
    }),
  ];
}
