import { ATTRIBUTE_SETUP, DYNAMIC_SECTION, DYNAMIC_TAB, type AssetType, type AssetTypeSection, type AssetTypeTab } from '../api/asset-types';
import type { Attribute } from '../api/attributes';
import { seedUuid } from './ids';

export const assetTypeUid = (n: number) => seedUuid('asset-type', n);
const permission = (n: number) => seedUuid('permission', n);

/** Ids of tabs, sections and properties, numbered per asset type so every seed is stable. */
export function layoutIds(namespace: string) {
  let tab = 0;
  let section = 0;
  let property = 0;
  return {
    tab: () => seedUuid(`${namespace}-tab`, ++tab),
    section: () => seedUuid(`${namespace}-section`, ++section),
    property: () => seedUuid(`${namespace}-property`, ++property),
  };
}

type SectionSpec = [headline: string, description: string, aliases: string[]];
type TabSpec = [label: string, sections: SectionSpec[]];

function layout(namespace: string, tabs: TabSpec[], uidOf: (alias: string) => string): AssetTypeTab[] {
  const ids = layoutIds(namespace);
  let count = 0;
  return tabs.map(([label, sections], t) => ({
    Label: label,
    Sections: sections.map(([headline, description, aliases], s): AssetTypeSection => ({
      Headline: headline,
      Description: description,
      Properties: aliases.map((alias) => {
        count += 1;
        return {
          AttributeUid: uidOf(alias),
          ReadOnly: count % 9 === 0,
          Mandatory: count % 4 === 1,
          Unchangeable: count % 11 === 0,
          Inherits: count % 3 === 0,
          Uid: ids.property(),
          ViewPermission: count % 7 === 0 ? permission(2) : null,
          SavePermission: count % 7 === 0 ? permission(3) : null,
          Type: ATTRIBUTE_SETUP,
        };
      }),
      Uid: ids.section(),
      ViewPermission: s === 1 && t === 2 ? permission(4) : null,
      SavePermission: s === 1 && t === 2 ? permission(5) : null,
      Type: DYNAMIC_SECTION,
    })),
    ShowSidebar: t === 0,
    Uid: ids.tab(),
    ViewPermission: t === 2 ? permission(1) : null,
    SavePermission: t === 2 ? permission(1) : null,
    Type: DYNAMIC_TAB,
  }));
}

const IMAGE_TABS: TabSpec[] = [
  [
    'General',
    [
      ['Basics', 'What the image shows, in every language.', ['altText', 'subtitle', 'shortDescription', 'searchKeywords', 'tags']],
      ['Classification', 'Where the image belongs in the catalogue.', ['productType', 'brand', 'collectionName', 'season', 'colour']],
    ],
  ],
  [
    'Marketing',
    [
      ['Campaign', 'When and how the image is promoted.', ['isFeatured', 'saleStart', 'saleEnd', 'marketingClaim']],
      ['Channels', 'Where the image may be published.', ['webshopVisible', 'marketplaceVisible', 'mobileAppVisible', 'printCatalogueVisible']],
      ['Relations', '', ['relatedProducts', 'primaryCategory']],
    ],
  ],
  [
    'Rights & usage',
    [
      ['Licence', 'Who made the image and how long it may be used.', ['designer', 'availableFrom', 'availableTo', 'approvedForPrint']],
      ['Technical', 'Filled by the import; change with care.', ['width', 'height', 'internalNote']],
    ],
  ],
];

export function buildAssetTypes(attributes: Attribute[]): AssetType[] {
  const byAlias = new Map(attributes.map((attribute) => [attribute.Alias, attribute.Uid]));
  const uidOf = (alias: string) => {
    const uid = byAlias.get(alias);
    if (!uid) throw new Error(`Seed asset type places an unknown attribute: ${alias}`);
    return uid;
  };
  const fileTab: AssetTypeTab = { Uid: seedUuid('image-tab', 99), ViewPermission: null, SavePermission: null, Type: 'FileTab' };
  return [
    {
      Uid: assetTypeUid(1),
      Alias: 'image',
      Label: 'Image',
      Configuration: { Tabs: [fileTab, ...layout('image', IMAGE_TABS, uidOf)] },
      AllowedFileTypes: [1],
      SpecifiedExtensions: [],
      HotspotDefinitions: [
        { Uid: seedUuid('hotspot', 1), Name: 'Product', Color: '#E4572E', LinkedEntityType: 'Product' },
        { Uid: seedUuid('hotspot', 2), Name: 'Information', Color: '#29335C', LinkedEntityType: null },
      ],
    },
    {
      Uid: assetTypeUid(2),
      Alias: 'productSheet',
      Label: 'Product sheet',
      Configuration: {
        Tabs: layout('product-sheet', [['Sheet', [['Content', 'What the sheet covers.', ['productName', 'datasheet', 'launchDate']]]]], uidOf),
      },
      AllowedFileTypes: [5],
      SpecifiedExtensions: ['pdf', 'docx', 'xlsx', 'indd', 'ai'],
      HotspotDefinitions: [],
    },
    {
      Uid: assetTypeUid(3),
      Alias: 'video',
      Label: 'Video',
      Configuration: {
        Tabs: layout(
          'video',
          [
            [
              'Video',
              [
                ['Details', '', ['subtitle', 'productVideo', 'tags']],
                ['Channels', '', ['webshopVisible', 'mobileAppVisible']],
              ],
            ],
          ],
          uidOf,
        ),
      },
      AllowedFileTypes: [2],
      SpecifiedExtensions: [],
      HotspotDefinitions: [],
    },
    {
      Uid: assetTypeUid(4),
      Alias: 'document',
      Label: 'Document',
      Configuration: { Tabs: layout('document', [['Document', [['Compliance', 'Certificates and safety papers.', ['certifications', 'hazardous', 'safetyInformation']]]]], uidOf) },
      AllowedFileTypes: [3, 4],
      SpecifiedExtensions: [],
      HotspotDefinitions: [],
    },
    {
      Uid: assetTypeUid(5),
      Alias: 'generic',
      Label: 'Generic file',
      Configuration: { Tabs: [] },
      AllowedFileTypes: [0],
      SpecifiedExtensions: [],
      HotspotDefinitions: [],
    },
  ];
}
