import { ATTRIBUTE_SETUP, DYNAMIC_SECTION, DYNAMIC_TAB, type AssetType, type AssetTypeTab } from '../api/asset-types';
import { ATTRIBUTE_TYPES, type Attribute } from '../api/attributes';
import { createRandom, seedUuid } from './ids';
import { layoutIds } from './seed-asset-types';
import { makeAttribute, type NestedIds } from './seed-attributes';
import type { SeedData } from './seed-data';

/** The benchmark seed's sizes (DESIGN.md): generated only when the large seed is chosen. */
const LARGE_ATTRIBUTE_COUNT = 10_000;
const LARGE_ASSET_TYPE_PROPERTIES = 5_000;
const LARGE_ASSET_TYPE_UID = seedUuid('asset-type', 1000);
const TABS = 5;
const SECTIONS_PER_TAB = 10;

const AREAS: [string, string, string, string, string, string, string][] = [
  ['spec', 'Specification', 'Specifikation', 'Spezifikation', 'Specifikation', 'Spesifikasjon', 'Spécification'],
  ['logistics', 'Logistics', 'Logistik', 'Logistik', 'Logistik', 'Logistikk', 'Logistique'],
  ['marketing', 'Marketing', 'Marketing', 'Marketing', 'Marknadsföring', 'Markedsføring', 'Marketing'],
  ['compliance', 'Compliance', 'Overholdelse', 'Konformität', 'Efterlevnad', 'Samsvar', 'Conformité'],
  ['channel', 'Channel', 'Kanal', 'Kanal', 'Kanal', 'Kanal', 'Canal'],
  ['media', 'Media', 'Medier', 'Medien', 'Media', 'Medier', 'Médias'],
  ['quality', 'Quality', 'Kvalitet', 'Qualität', 'Kvalitet', 'Kvalitet', 'Qualité'],
  ['service', 'Service', 'Service', 'Service', 'Service', 'Service', 'Service'],
];
const FIELD_WORDS = ['field', 'felt', 'Feld', 'fält', 'felt', 'champ'];

const generatedUid = (n: number) => seedUuid('large-attribute', n);

/** The generated attributes, numbered from 1, each made as it is taken. */
function* generatedAttributes(count: number, startIndex: number): Generator<Attribute> {
  const random = createRandom('large-seed');
  const ids: NestedIds = { namespace: 'large-attribute', next: 0 };
  for (let n = 1; n <= count; n++) {
    const [key, ...areaWords] = AREAS[n % AREAS.length] as (typeof AREAS)[number];
    const type = ATTRIBUTE_TYPES[n % ATTRIBUTE_TYPES.length] ?? 'TextAttribute';
    const names = areaWords.map((word, i) => {
      const roll = random();
      if (i > 0 && roll < 0.08) return undefined;
      if (i > 0 && roll < 0.12) return null;
      return `${word} ${FIELD_WORDS[i]} ${n}`;
    });
    const spec = { type, alias: `${key}Field${n}`, names, group: 1 + (n % 8), unit: type === 'NumberAttribute' ? 'mm' : undefined };
    yield makeAttribute(spec, generatedUid(n), startIndex + n, ids, true);
  }
}

/** Lays out the generated attributes (`count` of them, by uid: the asset type is made without making them). */
function largeAssetType(count: number): AssetType {
  const ids = layoutIds('large-asset-type');
  const perSection = LARGE_ASSET_TYPE_PROPERTIES / (TABS * SECTIONS_PER_TAB);
  let next = 0;
  const tabs: AssetTypeTab[] = Array.from({ length: TABS }, (_, t) => ({
    Label: `Tab ${t + 1}`,
    Sections: Array.from({ length: SECTIONS_PER_TAB }, (_, s) => ({
      Headline: `Section ${t + 1}.${s + 1}`,
      Description: `Properties ${next + 1}–${next + perSection}.`,
      Properties: Array.from({ length: perSection }, () => {
        const attributeUid = generatedUid((next++ % count) + 1);
        return {
          AttributeUid: attributeUid,
          ReadOnly: next % 9 === 0,
          Mandatory: next % 4 === 1,
          Unchangeable: false,
          Inherits: next % 3 === 0,
          Uid: ids.property(),
          ViewPermission: null,
          SavePermission: null,
          Type: ATTRIBUTE_SETUP,
        };
      }),
      Uid: ids.section(),
      ViewPermission: null,
      SavePermission: null,
      Type: DYNAMIC_SECTION,
    })),
    ShowSidebar: t === 0,
    Uid: ids.tab(),
    ViewPermission: null,
    SavePermission: null,
    Type: DYNAMIC_TAB,
  }));
  return {
    Uid: LARGE_ASSET_TYPE_UID,
    Alias: 'benchmarkLarge',
    Label: 'Benchmark (5,000 properties)',
    Configuration: { Tabs: tabs },
    AllowedFileTypes: [0],
    SpecifiedExtensions: [],
    HotspotDefinitions: [],
  };
}

/** The default seed plus generated attributes up to 10,000 and a 5,000-property asset type; each made when taken. */
export function buildLargeSeed(base: SeedData & { attributes: readonly Attribute[]; assetTypes: readonly AssetType[] }): SeedData {
  const extra = LARGE_ATTRIBUTE_COUNT - base.attributes.length;
  return {
    ...base,
    attributes: (function* () {
      yield* base.attributes;
      yield* generatedAttributes(extra, base.attributes.length);
    })(),
    assetTypes: (function* () {
      yield* base.assetTypes;
      yield largeAssetType(extra);
    })(),
  };
}
