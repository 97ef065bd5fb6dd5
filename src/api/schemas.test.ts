import { describe, expect, it } from 'vitest';
import { assetTypeSchema } from './asset-types';
import { attributeSchema } from './attributes';
import { attributeReferencesSchema } from './attribute-references';
import { languageSchema } from './languages';
import { savedSearchFolderSchema } from './saved-search-folders';
import { savedSearchSchema } from './saved-searches';

const UID = '3f2b8c1e-6a4d-4f0e-9b7a-1c2d3e4f5a6b';

describe('wire schemas', () => {
  it('read a language and refuse one without a culture code', () => {
    expect(languageSchema.parse({ Id: 1, CultureCode: 'da-DK', Name: 'Danish', SortOrder: 2 })).toMatchObject({ CultureCode: 'da-DK' });
    expect(languageSchema.safeParse({ Id: 1, Name: 'Danish', SortOrder: 2 }).success).toBe(false);
    expect(languageSchema.safeParse({ Id: '1', CultureCode: 'da-DK', Name: 'x', SortOrder: 2 }).success).toBe(false);
  });

  it('keep fields they do not know, so a PUT sends them back', () => {
    const language = languageSchema.parse({ Id: 1, CultureCode: 'da-DK', Name: 'Danish', SortOrder: 2, IsDefault: true });
    expect(language).toMatchObject({ IsDefault: true });
    const attribute = attributeSchema.parse({
      Uid: UID,
      Alias: 'colour',
      AttributeType: 'TextAttribute',
      MaxLength: 80,
      Columns: 6,
      MetaData: null,
      SubAttributes: [{ Uid: UID, AttributeType: 'NumberAttribute' }],
    });
    expect(attribute).toMatchObject({ MaxLength: 80, Columns: 6, MetaData: null, SubAttributes: [{ Uid: UID }] });
  });

  it('read nulls where real payloads carry them, inside localized texts too', () => {
    const attribute = attributeSchema.parse({
      Uid: UID,
      Alias: null,
      Name: { 'da-DK': 'Farve', 'sv-SE': null },
      Description: null,
      FallbackLanguage: null,
      AttributeScopes: null,
    });
    expect(attribute.Name).toEqual({ 'da-DK': 'Farve', 'sv-SE': null });
  });

  it('refuse an attribute without a uid or with a wrong-typed field', () => {
    expect(attributeSchema.safeParse({ Alias: 'x' }).success).toBe(false);
    expect(attributeSchema.safeParse({ Uid: UID, Localized: 'yes' }).success).toBe(false);
    expect(attributeSchema.safeParse({ Uid: UID, Name: { 'da-DK': 7 } }).success).toBe(false);
    expect(attributeSchema.safeParse({ Uid: UID, Name: 'Farve' }).success).toBe(false);
  });

  it('read an attribute references record and refuse bad entity references', () => {
    const record = { AttributeUid: UID, ReferencesOnProductAttributes: [{ EntityId: 5, AttributeUid: UID }], ReferencingCategories: [1, 2] };
    expect(attributeReferencesSchema.parse(record).ReferencingCategories).toEqual([1, 2]);
    expect(attributeReferencesSchema.safeParse({ AttributeUid: UID, ReferencesOnProductAttributes: [{ EntityId: 'x' }] }).success).toBe(false);
  });

  it('read saved searches with the LastMofidied spelling, string operators and nested queries', () => {
    const search = savedSearchSchema.parse({
      Uid: UID,
      LastMofidied: '2026-01-02T03:04:05Z',
      SearchEntityTypeModel: 2,
      Query: {
        BooleanOperator: 'Or',
        QueryModelType: 'BooleanQueryModel',
        SubQueries: [{ BooleanOperator: 0, QueryModelType: 'SimpleQueryModel', Filters: [{ FieldUid: UID, FilterValue: 'red', QueryOperator: 0 }], Boost: 2 }],
      },
      ViewColumns: [{ FieldUid: UID, Width: 120 }],
    });
    expect(search.LastMofidied).toBe('2026-01-02T03:04:05Z');
    expect(search.Query?.SubQueries?.[0]).toMatchObject({ Boost: 2 });
    expect(savedSearchSchema.safeParse({ Uid: UID, SearchEntityTypeModel: 'Product' }).success).toBe(false);
  });

  it('read folders with null parents and refuse a folder without a uid', () => {
    expect(savedSearchFolderSchema.parse({ Uid: UID, ParentUid: null, Name: null, SortOrder: 1 }).ParentUid).toBeNull();
    expect(savedSearchFolderSchema.safeParse({ Name: 'x' }).success).toBe(false);
  });

  it('read asset types with tabs of other types and refuse non-integer file types', () => {
    const assetType = assetTypeSchema.parse({
      Uid: UID,
      Alias: 'image',
      Label: 'Image',
      AllowedFileTypes: [1],
      HotspotDefinitions: [{ anything: true }],
      Configuration: {
        Tabs: [
          { Uid: UID, Type: 'DynamicTabSetup', Label: 'Main', Sections: [{ Uid: UID, Headline: 'Basics', Properties: [{ Uid: UID, AttributeUid: UID, Type: 'AttributeSetup' }] }] },
          { Uid: UID, Type: 'FileTab', ViewPermission: null },
        ],
      },
    });
    expect(assetType.Configuration?.Tabs?.[1]).toMatchObject({ Type: 'FileTab' });
    expect(assetTypeSchema.safeParse({ Uid: UID, AllowedFileTypes: ['Images'] }).success).toBe(false);
  });
});
