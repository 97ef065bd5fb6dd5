import { describe, expect, it } from 'vitest';
import type { Attribute } from '../../api/attributes';
import type { Language } from '../../api/languages';
import { attributeFormSchema, takenAliases } from './attribute-form-schema';
import { attributeBodyFrom, formValuesFrom, newAttributeBody, otherFields } from './attribute-form-values';

const languages: Language[] = [
  { Id: 1, CultureCode: 'en-GB', Name: 'English', SortOrder: 1 },
  { Id: 2, CultureCode: 'da-DK', Name: 'Danish', SortOrder: 2 },
  { Id: 3, CultureCode: 'sv-SE', Name: 'Swedish', SortOrder: 3 },
];

/** A TextAttribute as a real server sends it: nulls, absent keys and fields the UI does not know. */
const textAttribute: Attribute = {
  Uid: '0b8f5a7e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  Alias: 'productName',
  BackofficeName: 'Product name',
  BackofficeDescription: null,
  Name: { 'en-GB': 'Product name', 'da-DK': 'Produktnavn', 'sv-SE': null, 'fr-CA': 'Nom du produit' },
  Description: null,
  AttributeGroupId: 4,
  AttributeScopes: [],
  Localized: true,
  FallbackLanguage: null,
  ReadOnly: false,
  AttributeType: 'TextAttribute',
  MaxLength: 200,
  Multiline: false,
  Columns: 6,
  MetaData: { source: 'erp', tags: ['a', 'b'] },
  AttributeGroupUid: null,
};

const aliasErrors = (alias: string, taken = new Set<string>()) => {
  const values = { ...formValuesFrom({ Uid: 'x', AttributeType: 'BooleanAttribute' }, languages, []), Alias: alias };
  const result = attributeFormSchema(taken).safeParse(values);
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === 'Alias').map((issue) => issue.message);
};

describe('alias rules', () => {
  it('accepts letters and digits not starting with a digit', () => {
    expect(aliasErrors('colour2')).toEqual([]);
    expect(aliasErrors('a'.repeat(50))).toEqual([]);
  });
  it('requires an alias', () => expect(aliasErrors('')).toEqual(['Alias is required.']));
  it('names the length rule', () => expect(aliasErrors('a'.repeat(51))).toEqual(['Alias must be at most 50 characters (it has 51).']));
  it('names the allowed characters', () => {
    expect(aliasErrors('main colour')).toEqual(['Alias may contain only letters a-z, A-Z and digits 0-9.']);
    expect(aliasErrors('farve_ø')).toEqual(['Alias may contain only letters a-z, A-Z and digits 0-9.']);
  });
  it('names the first character rule', () => expect(aliasErrors('2colour')).toEqual(['Alias must not start with a digit.']));
  it('refuses an alias another attribute has, in any case, but not the attribute’s own', () => {
    const attributes: Attribute[] = [
      { Uid: 'u1', Alias: 'mainColour' },
      { Uid: 'u2', Alias: 'size' },
    ];
    expect(aliasErrors('MAINCOLOUR', takenAliases(attributes))).toEqual(['Alias is already used by another attribute.']);
    expect(aliasErrors('mainColour', takenAliases(attributes, 'u1'))).toEqual([]);
  });
});

describe('round trip of an attribute', () => {
  it('saves a TextAttribute opened and saved without changes exactly as loaded', () => {
    const values = formValuesFrom(textAttribute, languages, []);
    expect(attributeBodyFrom(textAttribute, values, languages)).toStrictEqual(textAttribute);
  });

  it('changes only what was edited and keeps the type’s own fields', () => {
    const values = formValuesFrom(textAttribute, languages, []);
    const body = attributeBodyFrom(
      textAttribute,
      { ...values, BackofficeName: 'Name of the product', Name: { ...values.Name, 'sv-SE': 'Produktnamn', 'da-DK': '' }, DisableIndexing: true },
      languages,
    );
    expect(body).toStrictEqual({
      ...textAttribute,
      BackofficeName: 'Name of the product',
      Name: { 'en-GB': 'Product name', 'da-DK': null, 'sv-SE': 'Produktnamn', 'fr-CA': 'Nom du produit' },
      DisableIndexing: true,
    });
  });

  it('lists the fields the form does not edit as the type’s other fields', () => {
    expect(otherFields(textAttribute, []).map(([key]) => key)).toEqual(['MaxLength', 'Multiline', 'Columns', 'MetaData', 'AttributeGroupUid']);
  });

  it('keeps referenced attribute types the UI does not know', () => {
    const reference: Attribute = { Uid: 'r1', Alias: 'related', AttributeType: 'AttributeReferenceAttribute', AllowedAttributeTypes: ['TextAttribute', 'FutureAttribute'] };
    const values = formValuesFrom(reference, languages, []);
    expect(values.AllowedAttributeTypes).toEqual(['TextAttribute', 'FutureAttribute']);
    const body = attributeBodyFrom(reference, { ...values, AllowedAttributeTypes: [...values.AllowedAttributeTypes, 'NumberAttribute'] }, languages);
    expect(body.AllowedAttributeTypes).toEqual(['TextAttribute', 'FutureAttribute', 'NumberAttribute']);
  });
});

describe('a new attribute', () => {
  it('sends the chosen type, the given uid and what was filled in, and the reference fields only for a reference', () => {
    const empty = formValuesFrom({ Uid: '', AttributeType: 'BooleanAttribute' }, languages, []);
    const values = { ...empty, Alias: 'isGift', Name: { ...empty.Name, 'en-GB': 'Gift' }, AllowMultipleValues: true };
    expect(newAttributeBody('n1', values, languages)).toStrictEqual({ Uid: 'n1', AttributeType: 'BooleanAttribute', Alias: 'isGift', Name: { 'en-GB': 'Gift' } });

    const reference = { ...values, AttributeType: 'AttributeReferenceAttribute', AllowedAttributeTypes: ['TextAttribute'], AllowedAttributeScopes: 'scopeA\nscopeB' };
    expect(newAttributeBody('n2', reference, languages)).toStrictEqual({
      Uid: 'n2',
      AttributeType: 'AttributeReferenceAttribute',
      Alias: 'isGift',
      Name: { 'en-GB': 'Gift' },
      AllowMultipleValues: true,
      AllowedAttributeScopes: ['scopeA', 'scopeB'],
      AllowedAttributeTypes: ['TextAttribute'],
    });
  });
});
