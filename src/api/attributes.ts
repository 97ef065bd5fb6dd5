import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from './http';
import { QUERY_POLICY } from './query-policy';
import { LIST_KEYS } from './list-keys';

/** Concrete attribute types known to the service (decisions.md). Others may appear and are kept. */
export const ATTRIBUTE_TYPES = [
  'TextAttribute',
  'NumberAttribute',
  'BooleanAttribute',
  'DateTimeAttribute',
  'AssetReferenceAttribute',
  'CategoryReferenceAttribute',
  'ProductReferenceAttribute',
  'VariantReferenceAttribute',
  'VariantGroupReferenceAttribute',
  'AttributeReferenceAttribute',
  'ListAttribute',
  'FixedListAttribute',
  'ComplexAttribute',
] as const;
export type KnownAttributeType = (typeof ATTRIBUTE_TYPES)[number];

export const REFERENCE_FIELDS = ['AllowMultipleValues', 'AllowedAttributeScopes', 'AllowedAttributeTypes', 'UnfoldComplexTypes'] as const;

/**
 * Culture code -> text; real payloads carry nulls for missing translations. An object whose every
 * field is a text checks the same as a record of texts, and a sixth faster (10,000 attributes' two
 * of them: 57-66 against 48-52 ms in Node): a record checks each key as well, and JSON's are texts.
 */
const localizedTextSchema = z.catchall(z.object({}), z.nullable(z.string()));
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const attributeSchema = z.looseObject({
  Uid: z.string(),
  Alias: z.nullish(z.string()),
  BackofficeName: z.nullish(z.string()),
  BackofficeDescription: z.nullish(z.string()),
  Name: z.nullish(localizedTextSchema),
  Description: z.nullish(localizedTextSchema),
  AttributeGroupId: z.nullish(z.int()),
  AttributeScope: z.nullish(z.string()),
  AttributeScopes: z.nullish(z.array(z.string())),
  Localized: z.nullish(z.boolean()),
  FallbackLanguage: z.nullish(z.int()),
  DimensionUid: z.nullish(z.string()),
  FallbackSegment: z.nullish(z.string()),
  ReadOnly: z.nullish(z.boolean()),
  Mandatory: z.nullish(z.boolean()),
  Unchangeable: z.nullish(z.boolean()),
  AttributeType: z.nullish(z.string()),
  DisableRevisionLogging: z.nullish(z.boolean()),
  DisableIndexing: z.nullish(z.boolean()),
  AllowMultipleValues: z.nullish(z.boolean()),
  AllowedAttributeScopes: z.nullish(z.array(z.unknown())),
  AllowedAttributeTypes: z.nullish(z.array(z.unknown())),
  UnfoldComplexTypes: z.nullish(z.boolean()),
});
export type Attribute = z.infer<typeof attributeSchema>;

/** Every attribute query's key begins so: a write invalidates them all. */
export const ATTRIBUTES_KEY_ROOT = ['attributes'] as const;
const root = ATTRIBUTES_KEY_ROOT;

export const attributeQueries = {
  all: () =>
    queryOptions({
      ...QUERY_POLICY.bigList,
      queryKey: LIST_KEYS.attributes,
      queryFn: (context) => http.getList('/attributes', attributeSchema, context),
    }),
  detail: (uid: string) =>
    queryOptions({
      ...QUERY_POLICY.record,
      queryKey: [...root, 'detail', uid] as const,
      queryFn: ({ signal }) => http.get(`/attributes/${uid}`, attributeSchema, { signal }),
    }),
};

/**
 * The name an editor recognises: the localized name in the given culture (the first
 * language), else the backoffice name, else the alias, else the uid.
 */
export function attributeDisplayName(attribute: Attribute, cultureCode?: string): string {
  const localized = cultureCode ? attribute.Name?.[cultureCode] : undefined;
  return localized || attribute.BackofficeName || attribute.Alias || attribute.Uid;
}

const searchTexts = new WeakMap<Attribute, string>();

/**
 * Lower-cased alias, backoffice name and every localized name, for substring search: made when a
 * search first needs it (not before a list's first paint) and kept with the attribute.
 */
export function attributeSearchText(attribute: Attribute): string {
  let text = searchTexts.get(attribute);
  if (text === undefined) {
    const parts = [attribute.Alias, attribute.BackofficeName, ...Object.values(attribute.Name ?? {})];
    text = parts
      .filter((part): part is string => typeof part === 'string' && part !== '')
      .join('\n')
      .toLowerCase();
    searchTexts.set(attribute, text);
  }
  return text;
}
