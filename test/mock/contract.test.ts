import { describe, expect, it } from 'vitest';
import { call, expectProblem, useMockServer } from './use-mock-server';

// Contract tests: requests and expected answers are literal JSON written from pim-api.md and
// decisions.md, with no schema, type or helper from src/api. A client schema that drifts
// from the reference cannot hide behind a mock that shares it.

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest lifecycle helper, not a React hook
useMockServer();

const ATTRIBUTE_UID = '0d6f4a52-8a1b-4c3e-9f7d-2b5e8c1a7d90';
const FOLDER_UID = '6a2c9e71-3b4d-4f8a-a1c5-9d7e0b2f4c63';
const SEARCH_UID = 'b3e5d7f9-1a2c-4e6b-8d0f-2a4c6e8b0d1f';
const ASSET_TYPE_UID = 'c4f6e8a0-2b3d-4f5a-9c1e-3b5d7f9a1c2e';

describe('the reference, as literal JSON', () => {
  it('attributes (2.1, 4.1): an AttributeReferenceAttribute round-trips with every field as spelled', async () => {
    const sent = {
      Uid: ATTRIBUTE_UID,
      Alias: 'contractRef1',
      BackofficeName: 'Contract reference',
      BackofficeDescription: 'Written from the reference',
      Name: { 'en-GB': 'Contract', 'da-DK': null },
      Description: { 'en-GB': 'A description' },
      AttributeGroupId: 12,
      AttributeScope: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
      AttributeScopes: ['1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b'],
      Localized: true,
      FallbackLanguage: 1,
      DimensionUid: null,
      FallbackSegment: null,
      ReadOnly: false,
      Mandatory: false,
      Unchangeable: false,
      AttributeType: 'AttributeReferenceAttribute',
      DisableRevisionLogging: false,
      DisableIndexing: true,
      AllowMultipleValues: true,
      AllowedAttributeScopes: [],
      AllowedAttributeTypes: ['TextAttribute'],
      UnfoldComplexTypes: false,
      Columns: 6,
    };
    const created = await call('POST', '/attributes', sent, { key: false });
    expect([created.status, created.text]).toEqual([200, '']);
    expect((await call('GET', `/attributes/${ATTRIBUTE_UID}`, undefined, { key: false })).body).toEqual(sent);
    const updated = await call('PUT', '/attributes', { ...sent, BackofficeName: 'Renamed', AttributeType: 'BooleanAttribute' }, { key: false });
    expect([updated.status, updated.text]).toEqual([200, '']);
    // AttributeType is read-only: a PUT does not change the concrete model.
    expect((await call('GET', `/attributes/${ATTRIBUTE_UID}`)).body).toEqual({ ...sent, BackofficeName: 'Renamed' });
    expect((await call('POST', '/attributes/batch', [ATTRIBUTE_UID, '00000000-0000-4000-8000-000000000000'])).body).toEqual([{ ...sent, BackofficeName: 'Renamed' }]);
  });

  it('attribute references (2.2): the record has every list of the reference', async () => {
    await call('POST', '/attributes', { Uid: ATTRIBUTE_UID, Alias: 'contractRef2', AttributeType: 'BooleanAttribute' });
    expect((await call('GET', `/attributes/${ATTRIBUTE_UID}/references`)).body).toEqual({
      AttributeUid: ATTRIBUTE_UID,
      ReferencingCategories: [],
      ReferencesOnCategoryAttributes: [],
      ReferencesOnProductAttributes: [],
      ReferencesOnVariantAttributes: [],
      ReferencingGlobalListValues: [],
      ReferencingProductStructures: [],
      ReferencingVariationDefinitions: [],
    });
    const tooMany = Array.from({ length: 5001 }, () => ATTRIBUTE_UID);
    expectProblem(await call('POST', '/attributes/batch/references', tooMany), 400);
  });

  it('alias rules (8): at most 50 letters and digits, not starting with a digit', async () => {
    for (const Alias of ['1colour', 'colour-name', 'a'.repeat(51), 'colour name']) {
      expectProblem(await call('POST', '/attributes', { Uid: ATTRIBUTE_UID, Alias, AttributeType: 'BooleanAttribute' }), 400, 'Alias');
    }
    expect((await call('POST', '/attributes', { Uid: ATTRIBUTE_UID, Alias: 'a'.repeat(50), AttributeType: 'BooleanAttribute' })).status).toBe(200);
  });

  it('saved search folders (2.3, 4.2): create, partial PATCH, DELETE on the capitalised path', async () => {
    expect((await call('POST', '/v1/savedsearchfolders', { OwnerUserUid: null, Uid: FOLDER_UID, ParentUid: null, Name: 'Contract folder', SortOrder: 90 })).status).toBe(200);
    const read = (await call('GET', `/v1/savedsearchfolders/${FOLDER_UID}`)).body as Record<string, unknown>;
    expect(Object.keys(read).sort()).toEqual(['Created', 'CreatedBy', 'LastModified', 'LastModifiedBy', 'Name', 'OwnerUserUid', 'ParentUid', 'SortOrder', 'Uid']);
    expect(read).toMatchObject({ Uid: FOLDER_UID, ParentUid: null, Name: 'Contract folder', SortOrder: 90, OwnerUserUid: null });
    expect((await call('PATCH', '/v1/savedsearchfolders', { Uid: FOLDER_UID, SortOrder: 91 })).status).toBe(200);
    expect((await call('GET', `/v1/savedsearchfolders/${FOLDER_UID}`)).body).toMatchObject({ Name: 'Contract folder', SortOrder: 91 });
    expect((await call('POST', '/v1/savedsearchfolders/batch', [FOLDER_UID])).body).toMatchObject([{ Uid: FOLDER_UID }]);
    expect((await call('DELETE', `/v1/SavedSearchFolders/${FOLDER_UID}`)).status).toBe(200);
    expect((await call('GET', `/v1/savedsearchfolders/${FOLDER_UID}`)).status).toBe(404);
  });

  it('saved searches (2.4, 4.3): LastMofidied is spelled so, Query and ViewColumns round-trip, PATCH is partial', async () => {
    const query = {
      BooleanOperator: 1,
      QueryModelType: 'BooleanQueryModel',
      SubQueries: [{ BooleanOperator: 0, QueryModelType: 'SimpleQueryModel', Filters: [{ FieldUid: 'f1', FilterValue: 'red', QueryOperator: 6 }], IncludeArchived: false }],
    };
    const sent = {
      Uid: SEARCH_UID,
      OwnerUserUid: null,
      Name: 'Contract search',
      SearchEntityTypeModel: 2,
      GlobalListUid: null,
      FolderUid: null,
      SortOrder: 3,
      EnableTimeline: true,
      TimelineBusinessUnits: null,
      Query: query,
      ViewColumns: [{ FieldUid: 'f1', Width: 120 }],
    };
    expect((await call('POST', '/v1/savedsearches', sent)).status).toBe(200);
    const read = (await call('GET', `/v1/savedsearches/${SEARCH_UID}`)).body as Record<string, unknown>;
    expect(read).toMatchObject(sent);
    expect(read).toHaveProperty('LastMofidied', read.Created);
    expect(read).not.toHaveProperty('LastModified');
    expect(read).toMatchObject({ FailedCalculationCounter: 0, FailedMessage: null });
    expect((await call('PATCH', '/v1/savedsearches', { Uid: SEARCH_UID, Name: 'Renamed search' })).status).toBe(200);
    expect((await call('GET', `/v1/savedsearches/${SEARCH_UID}`)).body).toMatchObject({ ...sent, Name: 'Renamed search' });
    expect((await call('DELETE', `/v1/savedsearches/${SEARCH_UID}`)).status).toBe(200);
  });

  it('asset types (2.5, 4.4): tabs, sections and properties round-trip with their Type values', async () => {
    const attribute = ((await call('GET', '/attributes')).body as { Uid: string }[])[0]!.Uid;
    const sent = {
      Uid: ASSET_TYPE_UID,
      Alias: 'contractAsset',
      Label: 'Contract asset',
      AllowedFileTypes: [5],
      SpecifiedExtensions: ['jpg', 'pdf'],
      HotspotDefinitions: [{ Anything: 'kept' }],
      Configuration: {
        Tabs: [
          {
            Label: 'Main',
            ShowSidebar: true,
            Uid: 'd5a7b9c1-3e4f-4a6b-8c0d-4e6f8a0b2c3d',
            ViewPermission: null,
            SavePermission: null,
            Type: 'DynamicTabSetup',
            Sections: [
              {
                Headline: 'General',
                Description: 'First section',
                Uid: 'e6b8c0d2-4f5a-4b7c-9d1e-5f7a9b1c3d4e',
                ViewPermission: null,
                SavePermission: null,
                Type: 'DynamicSectionSetup',
                Properties: [
                  {
                    AttributeUid: attribute,
                    ReadOnly: false,
                    Mandatory: true,
                    Unchangeable: false,
                    Inherits: false,
                    Uid: 'f7c9d1e3-5a6b-4c8d-8e2f-6a8b0c2d4e5f',
                    ViewPermission: null,
                    SavePermission: null,
                    Type: 'AttributeSetup',
                  },
                ],
              },
            ],
          },
        ],
      },
    };
    expect((await call('POST', '/v1/assettypes', sent)).status).toBe(200);
    expect((await call('GET', `/v1/assettypes/${ASSET_TYPE_UID}`)).body).toEqual(sent);
    expect((await call('PUT', '/v1/assettypes', { ...sent, Label: 'Renamed asset' })).status).toBe(200);
    expect((await call('GET', `/v1/assettypes/${ASSET_TYPE_UID}`)).body).toEqual({ ...sent, Label: 'Renamed asset' });
    expect((await call('DELETE', `/v1/assettypes/${ASSET_TYPE_UID}`)).status).toBe(200);
    expect((await call('GET', `/v1/assettypes/${ASSET_TYPE_UID}`)).status).toBe(404);
  });

  it('languages (2.6, 4.5): POST answers the Id bare, PUT replaces, the path is capitalised', async () => {
    const created = await call('POST', '/v1/Languages', { CultureCode: 'fi-FI', Name: 'Finnish', SortOrder: 20 });
    expect(created.status).toBe(200);
    expect(created.text).toMatch(/^\d+$/);
    const id = Number(created.text);
    expect((await call('GET', `/v1/Languages/${id}`)).body).toEqual({ Id: id, CultureCode: 'fi-FI', Name: 'Finnish', SortOrder: 20 });
    expect((await call('PUT', '/v1/Languages', { Id: id, CultureCode: 'fi-FI', Name: 'Suomi', SortOrder: 21 })).status).toBe(200);
    expect((await call('GET', `/v1/Languages/${id}`)).body).toEqual({ Id: id, CultureCode: 'fi-FI', Name: 'Suomi', SortOrder: 21 });
    expectProblem(await call('POST', '/v1/Languages', { CultureCode: 'FI-fi', Name: 'Again', SortOrder: 22 }), 400, 'CultureCode');
  });

  it('errors (decisions.md): ProblemDetails in PascalCase; the /v1 paths need the bare key', async () => {
    const refused = await call('GET', '/v1/Languages', undefined, { key: false });
    expectProblem(refused, 401);
    expect((await call('GET', '/v1/Languages', undefined, { headers: { Authorization: 'test-key' } })).status).toBe(200);
    expect((await call('GET', '/v1/Languages/999999')).status).toBe(404);
  });
});
