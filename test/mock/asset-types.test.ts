import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { assetTypeSchema, type AssetType } from '../../src/api/asset-types';
import { attributeSchema } from '../../src/api/attributes';
import { call, expectProblem, useMockServer } from './use-mock-server';

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest lifecycle helper named as the brief asks, not a React hook
useMockServer();

const assetTypes = async () => z.array(assetTypeSchema).parse((await call('GET', '/v1/assettypes')).body);
const image = async () => (await assetTypes()).find((assetType) => assetType.Alias === 'image') as AssetType;
const NEW_UID = '5a1c7d3e-0b6f-4e8a-82d4-7f9b1d3f5a6b';
const MISSING_ATTRIBUTE = '6b2d8e4f-1c7a-4f9b-93e5-8a0c2e4a6b7c';

async function newAssetType(): Promise<AssetType> {
  const attributes = z.array(attributeSchema).parse((await call('GET', '/attributes')).body);
  const property = (n: number) => ({ Uid: `7c3e9f5a-2d8b-4a0c-a4f6-9b1d3f5b7c${String(n).padStart(2, '0')}`, AttributeUid: attributes[n]!.Uid, Type: 'AttributeSetup' });
  return {
    Uid: NEW_UID,
    Alias: 'swatch',
    Label: 'Swatch',
    Configuration: {
      Tabs: [
        {
          Uid: '8d4f0a6b-3e9c-4b1d-b5a7-0c2e4a6c8d9e',
          Label: 'Main',
          Type: 'DynamicTabSetup',
          Sections: [
            { Uid: '9e5a1b7c-4f0d-4c2e-86b8-1d3f5b7d9e0f', Headline: 'A', Type: 'DynamicSectionSetup', Properties: [property(1)] },
            { Uid: 'af6b2c8d-5a1e-4d3f-97c9-2e4a6c8e0f1a', Headline: 'B', Type: 'DynamicSectionSetup', Properties: [property(2), property(3), property(4)] },
          ],
        },
      ],
    },
    AllowedFileTypes: [5],
    SpecifiedExtensions: ['png'],
    HotspotDefinitions: [],
  };
}

describe('asset types', () => {
  it('needs an Authorization header: 401 without', async () => {
    expectProblem(await call('GET', '/v1/assettypes', undefined, { key: false }), 401);
  });

  it('POST creates (empty 200) and GET answers exactly what was sent, unknown fields included', async () => {
    const sent = { ...(await newAssetType()), FutureSetting: { kept: true } };
    const answer = await call('POST', '/v1/assettypes', sent);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
    expect((await call('GET', `/v1/assettypes/${NEW_UID}`)).body).toEqual(sent);
  });

  it('POST refuses a duplicate alias (case-insensitive), a missing alias and a missing label', async () => {
    const sent = await newAssetType();
    expectProblem(await call('POST', '/v1/assettypes', { ...sent, Alias: 'IMAGE' }), 400, 'Alias');
    expectProblem(await call('POST', '/v1/assettypes', { ...sent, Alias: undefined }), 400, 'Alias');
    expectProblem(await call('POST', '/v1/assettypes', { ...sent, Alias: ' ' }), 400, 'Alias');
    expectProblem(await call('POST', '/v1/assettypes', { ...sent, Label: '' }), 400, 'Label');
    expectProblem(await call('POST', '/v1/assettypes', { ...sent, Label: undefined }), 400, 'Label');
    expect((await assetTypes()).some((assetType) => assetType.Uid === NEW_UID)).toBe(false);
  });

  it('refuses a property that places an attribute that does not exist, naming its path', async () => {
    const sent = await newAssetType();
    sent.Configuration!.Tabs![0]!.Sections![1]!.Properties![2]!.AttributeUid = MISSING_ATTRIBUTE;
    const errors = expectProblem(await call('POST', '/v1/assettypes', sent), 400, 'Configuration.Tabs[0].Sections[1].Properties[2].AttributeUid');
    expect(Object.keys(errors)).toEqual(['Configuration.Tabs[0].Sections[1].Properties[2].AttributeUid']);
  });

  it('refuses a permission that is not a permission id (uuid), naming its path; null and uuids are taken', async () => {
    const sent = await newAssetType();
    sent.Configuration!.Tabs![0]!.ViewPermission = 'photo-editors';
    sent.Configuration!.Tabs![0]!.Sections![1]!.Properties![0]!.SavePermission = 'everyone';
    const errors = expectProblem(await call('POST', '/v1/assettypes', sent), 400, 'Configuration.Tabs[0].ViewPermission');
    expect(Object.keys(errors)).toEqual(['Configuration.Tabs[0].ViewPermission', 'Configuration.Tabs[0].Sections[1].Properties[0].SavePermission']);
    sent.Configuration!.Tabs![0]!.ViewPermission = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    sent.Configuration!.Tabs![0]!.Sections![1]!.Properties![0]!.SavePermission = null;
    expect((await call('POST', '/v1/assettypes', sent)).status).toBe(200);
  });

  it('PUT replaces with the same validation; unknown uid 404', async () => {
    const stored = await image();
    const edited = { ...stored, Label: 'Picture', Configuration: { Tabs: stored.Configuration!.Tabs!.slice().reverse() } };
    expect((await call('PUT', '/v1/assettypes', edited)).status).toBe(200);
    expect((await call('GET', `/v1/assettypes/${stored.Uid}`)).body).toEqual(edited);
    expectProblem(await call('PUT', '/v1/assettypes', { ...stored, Alias: 'Video' }), 400, 'Alias');
    expectProblem(await call('PUT', '/v1/assettypes', { ...stored, Label: null }), 400, 'Label');
    expect((await call('PUT', '/v1/assettypes', { ...stored, Alias: 'IMAGE' })).status).toBe(200);
    expectProblem(await call('PUT', '/v1/assettypes', { ...(await newAssetType()) }), 404);
  });

  it('GET of an unknown uid answers 404; DELETE removes, then 404', async () => {
    expectProblem(await call('GET', `/v1/assettypes/${NEW_UID}`), 404);
    const stored = await image();
    const answer = await call('DELETE', `/v1/assettypes/${stored.Uid}`);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
    expectProblem(await call('GET', `/v1/assettypes/${stored.Uid}`), 404);
    expectProblem(await call('DELETE', `/v1/assettypes/${stored.Uid}`), 404);
  });

  it('refuses bodies that are not JSON or have the wrong shape', async () => {
    const sent = await newAssetType();
    expectProblem(await call('POST', '/v1/assettypes', undefined, { raw: 'Swatch' }), 400);
    expectProblem(await call('POST', '/v1/assettypes', { ...sent, Configuration: { Tabs: 'none' } }), 400, 'Configuration.Tabs');
    expectProblem(await call('POST', '/v1/assettypes', { ...sent, AllowedFileTypes: [9] }), 400, 'AllowedFileTypes[0]');
  });
});
