import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { attributeSchema, type Attribute } from '../../src/api/attributes';
import { attributeReferencesSchema, REFERENCES_BATCH_LIMIT } from '../../src/api/attribute-references';
import { call, expectProblem, useMockServer } from './use-mock-server';

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest lifecycle helper named as the brief asks, not a React hook
useMockServer();

const all = async () => z.array(attributeSchema).parse((await call('GET', '/attributes', undefined, { key: false })).body);
const byAlias = async (alias: string) => {
  const found = (await all()).find((attribute) => attribute.Alias === alias);
  if (!found) throw new Error(`no seed attribute ${alias}`);
  return found;
};
const NEW_UID = '0b6f2d8e-5c1a-4e7b-9a3d-2f4c6e8a0b1c';

describe('attributes: reading', () => {
  it('answers without an Authorization header (attribute paths need none)', async () => {
    const answer = await call('GET', '/attributes', undefined, { key: false });
    expect(answer.status).toBe(200);
    expect(z.array(attributeSchema).parse(answer.body).length).toBeGreaterThanOrEqual(200);
  });

  it('GET /attributes/{uid} answers the attribute; an unknown uid 404', async () => {
    const colour = await byAlias('colour');
    expect(attributeSchema.parse((await call('GET', `/attributes/${colour.Uid}`)).body)).toEqual(colour);
    expectProblem(await call('GET', `/attributes/${NEW_UID}`), 404);
    expectProblem(await call('GET', '/attributes/not-a-uuid'), 404);
  });

  it('POST /attributes/batch answers only the attributes that exist', async () => {
    const [a, b] = (await all()).slice(3, 5) as [Attribute, Attribute];
    const answer = await call('POST', '/attributes/batch', [a.Uid, NEW_UID, b.Uid]);
    expect(
      z
        .array(attributeSchema)
        .parse(answer.body)
        .map((x) => x.Uid),
    ).toEqual([a.Uid, b.Uid]);
    expectProblem(await call('POST', '/attributes/batch', { uids: [a.Uid] }), 400);
  });
});

describe('attributes: references', () => {
  it('GET references of a used attribute names attributes that exist', async () => {
    const colour = await byAlias('colour');
    const record = attributeReferencesSchema.parse((await call('GET', `/attributes/${colour.Uid}/references`)).body);
    expect(record.AttributeUid).toBe(colour.Uid);
    const uids = new Set((await all()).map((attribute) => attribute.Uid));
    const referencing = [...(record.ReferencesOnProductAttributes ?? []), ...(record.ReferencesOnCategoryAttributes ?? [])];
    expect(referencing.length).toBeGreaterThan(0);
    for (const reference of referencing) expect(uids.has(reference.AttributeUid)).toBe(true);
  });

  it('GET references of an unused attribute answers a record with empty arrays; unknown uid 404', async () => {
    const unused = await byAlias('designer');
    expect((await call('GET', `/attributes/${unused.Uid}/references`)).body).toEqual({
      AttributeUid: unused.Uid,
      ReferencingCategories: [],
      ReferencesOnCategoryAttributes: [],
      ReferencesOnProductAttributes: [],
      ReferencesOnVariantAttributes: [],
      ReferencingGlobalListValues: [],
      ReferencingProductStructures: [],
      ReferencingVariationDefinitions: [],
    });
    expectProblem(await call('GET', `/attributes/${NEW_UID}/references`), 404);
  });

  it('POST /attributes/batch/references skips unknown uids and refuses more than 5000 values', async () => {
    const colour = await byAlias('colour');
    const answer = await call('POST', '/attributes/batch/references', [colour.Uid, NEW_UID]);
    expect(
      z
        .array(attributeReferencesSchema)
        .parse(answer.body)
        .map((r) => r.AttributeUid),
    ).toEqual([colour.Uid]);
    const tooMany = Array.from({ length: REFERENCES_BATCH_LIMIT + 1 }, () => colour.Uid);
    const refused = await call('POST', '/attributes/batch/references', tooMany);
    expectProblem(refused, 400);
    expect((refused.body as { Detail: string }).Detail).toMatch(/5000/);
    expect((await call('POST', '/attributes/batch/references', tooMany.slice(1))).status).toBe(200);
  });
});

describe('attributes: writing', () => {
  const boolean = { Uid: NEW_UID, Alias: 'isGiftable', BackofficeName: 'Giftable', Name: { 'en-GB': 'Giftable' }, Description: {} };

  it('POST creates with an empty 200; without AttributeType and reference fields it is a BooleanAttribute', async () => {
    const answer = await call('POST', '/attributes', boolean);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
    expect(attributeSchema.parse((await call('GET', `/attributes/${NEW_UID}`)).body)).toMatchObject({ ...boolean, AttributeType: 'BooleanAttribute' });
  });

  it('POST infers AttributeReferenceAttribute from any of its four fields; a sent AttributeType wins', async () => {
    await call('POST', '/attributes', { ...boolean, UnfoldComplexTypes: true });
    expect((await call('GET', `/attributes/${NEW_UID}`)).body).toMatchObject({ AttributeType: 'AttributeReferenceAttribute', UnfoldComplexTypes: true });
    const other = '1c7e3f9a-6d2b-4f8c-8b4e-3a5d7f9b1c2d';
    await call('POST', '/attributes', { ...boolean, Uid: other, Alias: 'shortTitle', AttributeType: 'TextAttribute' });
    expect((await call('GET', `/attributes/${other}`)).body).toMatchObject({ AttributeType: 'TextAttribute' });
    expectProblem(await call('POST', '/attributes', { ...boolean, Uid: '2d8f4a0b-7e3c-4a9d-9c5f-4b6e8a0c2d3e', Alias: 'x1', AttributeType: 'NoSuchAttribute' }), 400, 'AttributeType');
  });

  it('POST requires a uuid Uid that is not taken', async () => {
    expectProblem(await call('POST', '/attributes', { ...boolean, Uid: undefined }), 400, 'Uid');
    expectProblem(await call('POST', '/attributes', { ...boolean, Uid: 'abc' }), 400, 'Uid');
    const colour = await byAlias('colour');
    expectProblem(await call('POST', '/attributes', { ...boolean, Uid: colour.Uid }), 400, 'Uid');
  });

  it('POST and PUT apply the alias rules, unique case-insensitively, with an error on Alias', async () => {
    for (const Alias of ['', '1stPlace', 'has space', 'ÆbleSkive', 'a'.repeat(51), 'COLOUR']) {
      expectProblem(await call('POST', '/attributes', { ...boolean, Alias }), 400, 'Alias');
    }
    expect((await call('POST', '/attributes', { ...boolean, Alias: 'a'.repeat(50) })).status).toBe(200);
    const colour = await byAlias('colour');
    expectProblem(await call('PUT', '/attributes', { ...colour, Alias: 'Size' }), 400, 'Alias');
    expect((await call('PUT', '/attributes', { ...colour, Alias: 'Colour' })).status).toBe(200);
  });

  it('PUT replaces the attribute but keeps the stored AttributeType; unknown Uid 404', async () => {
    const colour = await byAlias('colour');
    const edited = { ...colour, BackofficeName: 'Colour (edited)', AttributeType: 'BooleanAttribute' };
    const answer = await call('PUT', '/attributes', edited);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
    expect((await call('GET', `/attributes/${colour.Uid}`)).body).toEqual({ ...edited, AttributeType: 'FixedListAttribute' });
    expectProblem(await call('PUT', '/attributes', { ...boolean, Uid: NEW_UID }), 404);
  });

  it('unknown fields survive a round trip (nested attributes, MetaData, new fields)', async () => {
    const complex = (await all()).find((attribute) => attribute.AttributeType === 'ComplexAttribute') as Attribute;
    const sent = { ...complex, FutureField: { Nested: [1, 'two', null] }, Columns: 7 };
    expect((await call('PUT', '/attributes', sent)).status).toBe(200);
    expect((await call('GET', `/attributes/${complex.Uid}`)).body).toEqual(sent);
    await call('POST', '/attributes', { ...boolean, SomethingNew: 'kept' });
    expect((await call('GET', `/attributes/${NEW_UID}`)).body).toMatchObject({ SomethingNew: 'kept' });
  });

  it('refuses bodies that are not JSON or have the wrong shape', async () => {
    expectProblem(await call('POST', '/attributes', undefined, { raw: '{not json' }), 400);
    expectProblem(await call('POST', '/attributes', [boolean]), 400);
    expectProblem(await call('POST', '/attributes', { ...boolean, Name: 'not a dictionary' }), 400, 'Name');
    expectProblem(await call('PUT', '/attributes', undefined, { raw: '' }), 400);
  });
});
