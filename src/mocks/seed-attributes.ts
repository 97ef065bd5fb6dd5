import type { Attribute, KnownAttributeType, LocalizedText } from '../api/attributes';
import { seedUuid } from './ids';
import { CATALOG, COMPLEX_CATALOG } from './seed-attribute-catalog';
import { comboSpecs, type AttributeSpec } from './seed-attribute-combos';
import { FALLBACK_LANGUAGE_ID, SEED_CULTURES } from './seed-languages';

const ATTRIBUTE_GROUPS = ['Basic data', 'Marketing', 'Logistics', 'Technical', 'Media', 'Relations', 'Compliance', 'Channels'];
// Computed once: the large seed asks for these 10,000 times each.
const GROUP_UIDS = ATTRIBUTE_GROUPS.map((_, i) => seedUuid('attribute-group', i + 1));
const SCOPE_UIDS = [1, 2, 3, 4, 5].map((scope) => seedUuid('attribute-scope', scope));
const attributeGroupUid = (groupId: number) => GROUP_UIDS[groupId - 1] ?? seedUuid('attribute-group', groupId);
/** Attribute scopes: 1 Product, 2 Variant, 3 Category, 4 Asset, 5 Global list. */
const attributeScopeUid = (scope: number) => SCOPE_UIDS[scope - 1] ?? seedUuid('attribute-scope', scope);
const MARKET_DIMENSION = seedUuid('dimension', 1);
const ASSET_TYPE_UIDS = [1, 2, 3, 4].map((n) => seedUuid('asset-type', n));
const DEFAULT_MARKET_SEGMENT = seedUuid('segment', 1);

const TYPE_GROUP: Record<KnownAttributeType, number> = {
  TextAttribute: 1,
  NumberAttribute: 4,
  BooleanAttribute: 1,
  DateTimeAttribute: 2,
  AssetReferenceAttribute: 5,
  CategoryReferenceAttribute: 6,
  ProductReferenceAttribute: 6,
  VariantReferenceAttribute: 6,
  VariantGroupReferenceAttribute: 6,
  AttributeReferenceAttribute: 4,
  ListAttribute: 2,
  FixedListAttribute: 1,
  ComplexAttribute: 4,
};
const COMPLIANCE = /hazard|safety|certific|hsCode|unNumber|allergen|ageRestricted/;
const NOT_LOCALIZED = /^(sku|ean|gtin|manufacturerPartNumber|supplierItemNumber|hsCode|unNumber|internalNote|designer)$/;
const DESCRIPTION_TEMPLATES = [
  (name: string) => `${name} as customers see it.`,
  (name: string) => `${name} som kunderne ser det.`,
  (name: string) => `${name}, wie Kunden es sehen.`,
  (name: string) => `${name} som kunderna ser det.`,
  (name: string) => `${name} slik kundene ser det.`,
  (name: string) => `${name} tel que vu par les clients.`,
];

/** `alias[#unit]|en|da|de|sv|nb|fr` -> spec; `-` leaves a translation out, `~` stores null. */
function parseLine(type: KnownAttributeType, line: string, group?: number): AttributeSpec {
  const [head = '', ...names] = line.split('|');
  const [alias = '', unit] = head.split('#');
  const group_ = group ?? (COMPLIANCE.test(alias) ? 7 : TYPE_GROUP[type]);
  return { type, alias, unit, group: group_, names: names.map((name) => (name === '-' ? undefined : name === '~' ? null : name)) };
}

function localized(values: (string | null | undefined)[]): LocalizedText {
  const text: LocalizedText = {};
  SEED_CULTURES.forEach((culture, i) => {
    const value = values[i];
    if (value !== undefined) text[culture] = value;
  });
  return text;
}

function description(spec: AttributeSpec, index: number): LocalizedText | null {
  if (index % 23 === 7) return null;
  if (index % 9 === 4) return {};
  const texts = spec.names.map((name, i) => (typeof name === 'string' ? DESCRIPTION_TEMPLATES[i]?.(name) : name));
  return localized(index % 13 === 2 ? texts.slice(0, 1) : texts);
}

function backofficeDescription(spec: AttributeSpec, english: string, index: number): string | null {
  if (index % 5 === 4) return null;
  if (spec.type === 'NumberAttribute') return spec.unit ? `${english} in ${spec.unit}.` : `${english} as a whole number.`;
  if (spec.type === 'BooleanAttribute') return `Yes or no: ${english.toLowerCase()}.`;
  if (spec.type === 'DateTimeAttribute') return `Date: ${english.toLowerCase()}. Times are stored in UTC.`;
  return `Shown to editors as “${english}”.`;
}

/** Numbering of nested attributes (sub attributes, referenced attributes) per seed. */
export type NestedIds = { namespace: string; next: number };

function nestedAttribute(spec: AttributeSpec, ids: NestedIds, flags: Partial<Attribute> = {}): Attribute {
  ids.next += 1;
  return { ...makeAttribute(spec, seedUuid(`${ids.namespace}-nested`, ids.next), ids.next), ...flags };
}

function typeFields(spec: AttributeSpec, index: number, ids: NestedIds | null): Record<string, unknown> {
  const plural = /s$/.test(spec.alias) || /Images|Variants|Groups/.test(spec.alias);
  switch (spec.type) {
    case 'BooleanAttribute':
      return {};
    case 'TextAttribute':
      return { Multiline: /escription|nstructions|Notice|Terms|Information|Contents|Teaser/.test(spec.alias), MaxLength: /sku|ean|gtin|Code|Number/.test(spec.alias) ? 50 : null };
    case 'NumberAttribute':
      return { Unit: spec.unit ?? null, Decimals: spec.unit ? 2 : 0 };
    case 'DateTimeAttribute':
      return { IncludeTime: /Publish|sale/.test(spec.alias) };
    case 'AssetReferenceAttribute':
      return { AllowMultipleValues: plural, AllowedAssetTypes: [ASSET_TYPE_UIDS[index % 4]] };
    case 'CategoryReferenceAttribute':
    case 'ProductReferenceAttribute':
    case 'VariantReferenceAttribute':
    case 'VariantGroupReferenceAttribute':
      return { AllowMultipleValues: plural };
    case 'AttributeReferenceAttribute':
      return {
        AllowMultipleValues: index % 5 !== 3,
        AllowedAttributeScopes: index % 2 === 0 ? [attributeScopeUid(1), attributeScopeUid(2)] : [attributeScopeUid(1)],
        AllowedAttributeTypes: index % 3 === 0 ? [] : ['TextAttribute', 'NumberAttribute', 'FixedListAttribute'],
        UnfoldComplexTypes: index % 2 === 1,
      };
    case 'ListAttribute':
      return { ItemType: 'TextAttribute' };
    case 'FixedListAttribute':
      return {
        AllowMultipleValues: /material|finish|season/.test(spec.alias),
        ReferencedAttribute: ids ? nestedAttribute({ ...spec, type: 'TextAttribute', alias: `${spec.alias}Value` }, ids) : null,
      };
    case 'ComplexAttribute':
      return { SubAttributes: [] };
  }
}

/** One attribute with every common field filled the way the production service fills them. */
export function makeAttribute(spec: AttributeSpec, uid: string, index: number, ids: NestedIds | null = null, lean = false): Attribute {
  const english = typeof spec.names[0] === 'string' ? spec.names[0] : spec.alias;
  const isText = spec.type === 'TextAttribute' || spec.type === 'ListAttribute';
  const isLocalized = isText && !NOT_LOCALIZED.test(spec.alias);
  const scope = index % 7 === 3 ? 2 : index % 11 === 5 ? 3 : 1;
  const dimensioned = spec.type === 'NumberAttribute' && (index % 5 === 0 || spec.alias === 'costPrice');
  return {
    Uid: uid,
    Alias: spec.alias,
    BackofficeName: english,
    // lean: the large seed keeps its 10,000 attributes light (generation time, memory).
    BackofficeDescription: lean ? null : backofficeDescription(spec, english, index),
    Name: localized(spec.names),
    Description: lean ? { [SEED_CULTURES[0]]: `${english}.` } : description(spec, index),
    AttributeGroupId: spec.group,
    AttributeGroupUid: attributeGroupUid(spec.group),
    AttributeScope: attributeScopeUid(scope),
    AttributeScopes: index % 6 === 1 ? [attributeScopeUid(scope), attributeScopeUid(scope === 1 ? 2 : 1)] : [attributeScopeUid(scope)],
    Localized: isLocalized,
    FallbackLanguage: isLocalized ? FALLBACK_LANGUAGE_ID : null,
    DimensionUid: dimensioned ? MARKET_DIMENSION : null,
    FallbackSegment: dimensioned ? DEFAULT_MARKET_SEGMENT : null,
    ReadOnly: false,
    Mandatory: false,
    Unchangeable: false,
    AttributeType: spec.type,
    DisableRevisionLogging: index % 17 === 0,
    DisableIndexing: index % 19 === 0,
    Columns: spec.type === 'BooleanAttribute' ? 3 : spec.type === 'NumberAttribute' ? 4 : isText ? 12 : 6,
    MetaData: index % 3 === 0 ? { Source: index % 2 === 0 ? 'ERP' : 'PIM', ExternalKey: spec.alias.toUpperCase().slice(0, 12) } : null,
    ...typeFields(spec, index, ids),
  };
}

function complexAttribute(line: string, subs: string[], uid: string, index: number, ids: NestedIds): Attribute {
  const attribute = makeAttribute(parseLine('ComplexAttribute', line), uid, index, ids);
  attribute.SubAttributes = subs.map((sub, i) => {
    const [type, rest = ''] = sub.split(':') as [KnownAttributeType, string];
    return nestedAttribute(parseLine(type, rest), ids, { Mandatory: i === 0, ReadOnly: i === 2, Unchangeable: i === 1 && index % 2 === 0 });
  });
  return attribute;
}

/** The default seed's attributes: the hand-written catalogue, complex ones, then combinations. */
export function buildDefaultAttributes(namespace = 'attribute'): Attribute[] {
  const ids: NestedIds = { namespace, next: 0 };
  const attributes: Attribute[] = [];
  const add = (build: (uid: string, index: number) => Attribute) => {
    const index = attributes.length + 1;
    attributes.push(build(seedUuid(namespace, index), index));
  };
  for (const [type, lines] of Object.entries(CATALOG) as [KnownAttributeType, string[]][]) {
    for (const line of lines) add((uid, index) => makeAttribute(parseLine(type, line), uid, index, ids));
  }
  for (const { line, subs } of COMPLEX_CATALOG) add((uid, index) => complexAttribute(line, subs, uid, index, ids));
  for (const spec of comboSpecs()) add((uid, index) => makeAttribute(spec, uid, index, ids));
  return attributes;
}
