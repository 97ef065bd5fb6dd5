import type { Attribute } from '../api/attributes';
import type { SavedSearch, SearchQuery } from '../api/saved-searches';
import type { SavedSearchFolder } from '../api/saved-search-folders';
import { MOCK_CURRENT_USER_UID } from '../api/settings';
import { seedTime, seedUuid } from './ids';

const ME = MOCK_CURRENT_USER_UID;
const COLLEAGUES = [seedUuid('user', 2), seedUuid('user', 3), seedUuid('user', 4)];
export const folderUid = (n: number) => seedUuid('saved-search-folder', n);
export const savedSearchUid = (n: number) => seedUuid('saved-search', n);

/** [name, parent folder number or 0, private]; three levels deep, one empty folder. */
const FOLDERS: [string, number, boolean][] = [
  ['Marketing', 0, false], // 1
  ['Campaigns', 1, false], // 2
  ['Spring 2024', 2, false], // 3
  ['Black Friday', 2, false], // 4
  ['Newsletters', 1, false], // 5
  ['Data quality', 0, false], // 6
  ['Missing translations', 6, false], // 7
  ['Danish', 7, false], // 8
  ['German', 7, false], // 9
  ['Incomplete products', 6, false], // 10
  ['Purchasing', 0, false], // 11
  ['Suppliers', 11, false], // 12
  ['My searches', 0, true], // 13
  ['Drafts', 13, true], // 14
  ['Archive', 0, false], // 15: empty, so it can be deleted in a demo
];

export function buildFolders(): SavedSearchFolder[] {
  const sortOrders = new Map<number, number>();
  return FOLDERS.map(([name, parent, isPrivate], i) => {
    const n = i + 1;
    const sortOrder = sortOrders.get(parent) ?? 0;
    sortOrders.set(parent, sortOrder + 1);
    const creator = isPrivate ? ME : (COLLEAGUES[n % COLLEAGUES.length] as string);
    return {
      OwnerUserUid: isPrivate ? ME : null,
      Created: seedTime(n * 24),
      LastModified: seedTime(n * 24 + (n % 3) * 50),
      CreatedBy: creator,
      LastModifiedBy: n % 3 === 0 ? ME : creator,
      Uid: folderUid(n),
      ParentUid: parent ? folderUid(parent) : null,
      Name: name,
      SortOrder: sortOrder,
    };
  });
}

type Spec = { name: string; type: number; folder: number; private?: boolean; query: SearchQuery; failed?: string; timeline?: boolean };

export function buildSavedSearches(attributes: Attribute[]): SavedSearch[] {
  const uid = new Map(attributes.map((attribute) => [attribute.Alias, attribute.Uid]));
  const field = (alias: string) => uid.get(alias) ?? alias;
  const f = (alias: string, QueryOperator: number, FilterValue: unknown = null) => ({ FieldUid: field(alias), FilterValue, QueryOperator });
  const simple = (...Filters: ReturnType<typeof f>[]): SearchQuery => ({ BooleanOperator: 0, QueryModelType: 'SimpleQueryModel', IncludeArchived: false, Filters });
  const anyOf = (...SubQueries: SearchQuery[]): SearchQuery => ({ BooleanOperator: 1, QueryModelType: 'BooleanQueryModel', SubQueries });
  const allOf = (...SubQueries: SearchQuery[]): SearchQuery => ({ BooleanOperator: 0, QueryModelType: 'BooleanQueryModel', SubQueries });

  const specs: Spec[] = [
    { name: 'Spring campaign products', type: 2, folder: 3, query: simple(f('isFeatured', 0, true), f('launchDate', 3, '2024-03-01T00:00:00Z')), timeline: true },
    { name: 'Spring campaign variants – colours', type: 4, folder: 3, query: simple(f('colour', 5), f('availableFrom', 2, '2024-05-31T00:00:00Z')) },
    {
      name: 'Garden furniture on sale',
      type: 2,
      folder: 3,
      query: allOf(simple(f('onSale', 0, true)), anyOf(simple(f('productType', 1, 'garden*')), allOf(simple(f('material', 0, 'teak')), simple(f('collectionName', 6, 'Outdoor'))))),
    },
    { name: 'Black Friday candidates', type: 2, folder: 4, query: simple(f('isActive', 0, true), f('costPrice', 2, 100)) },
    { name: 'Black Friday – electronics', type: 2, folder: 4, query: simple(f('primaryCategory', 0, 'electronics'), f('energyClass', 8, 'G')) },
    { name: 'Black Friday – excluded brands', type: 2, folder: 4, query: anyOf(simple(f('brand', 0, 'Nordic Living')), simple(f('brand', 0, 'Fjord & Field'))) },
    { name: 'Running campaigns', type: 2, folder: 2, query: simple(f('saleStart', 2, '2024-06-01T00:00:00Z'), f('saleEnd', 3, '2024-06-01T00:00:00Z')) },
    { name: 'Newsletter picks this week', type: 2, folder: 5, query: simple(f('isFeatured', 0, true), f('rating', 3, 4)) },
    { name: 'New arrivals', type: 2, folder: 5, query: simple(f('isNew', 0, true)), timeline: true },
    { name: 'Products without Danish name', type: 2, folder: 8, query: { ...simple(f('productName', 4)), Language: 'da-DK' } },
    { name: 'Categories without Danish description', type: 1, folder: 8, query: { ...simple(f('longDescription', 4)), Language: 'da-DK' } },
    { name: 'Products without German name', type: 2, folder: 9, query: { ...simple(f('productName', 4)), Language: 'de-DE' } },
    { name: 'Assets without German alt text', type: 5, folder: 9, query: { ...simple(f('altText', 4)), Language: 'de-DE' } },
    { name: 'Variants missing any translation', type: 4, folder: 7, query: anyOf(simple(f('productName', 4)), simple(f('shortDescription', 4)), simple(f('metaTitle', 4))) },
    { name: 'Products without packshot', type: 2, folder: 10, query: simple(f('packshotImage', 4), f('isActive', 0, true)) },
    { name: 'Products without EAN', type: 2, folder: 10, query: simple(f('ean', 4)) },
    { name: 'Variants without GTIN', type: 4, folder: 10, query: simple(f('gtin', 4)) },
    { name: 'Products missing weight', type: 2, folder: 10, query: anyOf(simple(f('weightNet', 4)), simple(f('weightGross', 4))) },
    {
      name: 'Duplicate EANs (legacy)',
      type: 2,
      folder: 6,
      query: simple(f('ean', 9, '*-*')),
      failed: 'The search timed out after 30 seconds while evaluating the filter on EAN. Simplify the query or ask an administrator.',
    },
    { name: 'Discontinued products with stock', type: 2, folder: 11, query: simple(f('discontinued', 0, true), f('stockThreshold', 3, 0)) },
    { name: 'Long lead time items', type: 2, folder: 11, query: simple(f('leadTimeDays', 3, 30)) },
    { name: 'Nordic Supply items', type: 2, folder: 12, query: simple(f('supplierName', 0, 'Nordic Supply ApS')) },
    { name: 'Supplier items without item number', type: 2, folder: 12, query: simple(f('supplierName', 5), f('supplierItemNumber', 4)) },
    { name: 'My open tasks', type: 2, folder: 13, private: true, query: simple(f('approvedForPrint', 0, false), f('lastReviewed', 2, '2024-01-01T00:00:00Z')) },
    { name: 'Colours to review', type: 6, folder: 13, private: true, query: simple(f('colour', 7, 'grey')) },
    { name: 'Draft: vegan food products', type: 2, folder: 14, private: true, query: simple(f('vegan', 0, true), f('ingredients', 7, 'milk')) },
    { name: 'Draft: hazardous goods check', type: 2, folder: 14, private: true, query: { ...simple(f('hazardous', 0, true), f('unNumber', 4)), BooleanOperator: 'Or' } },
    { name: 'All active products', type: 2, folder: 0, query: simple(f('isActive', 0, true)) },
    { name: 'All categories', type: 1, folder: 0, query: simple() },
    { name: 'All variant groups', type: 3, folder: 0, query: simple() },
    { name: 'All assets', type: 5, folder: 0, query: simple() },
    { name: 'Images without alt text', type: 5, folder: 0, query: simple(f('altText', 4)) },
    { name: 'Country list values', type: 6, folder: 0, query: simple(f('countryOfOrigin', 5)) },
    { name: 'My recently changed products', type: 2, folder: 0, private: true, query: simple(f('lastReviewed', 3, '2024-06-01T00:00:00Z')) },
    { name: 'Everything archived', type: 2, folder: 0, query: { ...simple(), IncludeArchived: true } },
  ];

  const columnsFor = (type: number) =>
    type === 5
      ? [
          { FieldUid: field('altText'), Width: 240 },
          { FieldUid: field('datasheet'), Width: 160 },
        ]
      : [
          { FieldUid: field('productName'), Width: 280 },
          { FieldUid: field('sku'), Width: 120 },
          { FieldUid: field('brand'), Width: 160 },
          { FieldUid: field('isActive'), Width: 80 },
        ];
  const sortOrders = new Map<number, number>();
  return specs.map((spec, i) => {
    const n = i + 1;
    const sortOrder = sortOrders.get(spec.folder) ?? 0;
    sortOrders.set(spec.folder, sortOrder + 1);
    const creator = spec.private ? ME : (COLLEAGUES[n % COLLEAGUES.length] as string);
    const modified = n % 4 !== 0;
    return {
      Uid: savedSearchUid(n),
      Created: seedTime(400 + n * 13),
      CreatedBy: creator,
      LastMofidied: modified ? seedTime(400 + n * 13 + 90) : seedTime(400 + n * 13),
      LastModifiedBy: modified && !spec.private ? (COLLEAGUES[(n + 1) % COLLEAGUES.length] as string) : creator,
      OwnerUserUid: spec.private ? ME : null,
      FailedCalculationCounter: spec.failed ? 3 : 0,
      FailedMessage: spec.failed ?? null,
      Name: spec.name,
      SearchEntityTypeModel: spec.type,
      GlobalListUid: spec.type === 6 ? seedUuid('global-list', 1 + (n % 2)) : null,
      FolderUid: spec.folder ? folderUid(spec.folder) : null,
      Query: spec.query,
      SortOrder: sortOrder,
      ViewColumns: n % 5 === 4 ? [] : columnsFor(spec.type),
      EnableTimeline: !!spec.timeline,
      TimelineBusinessUnits: spec.timeline ? [seedUuid('business-unit', 1), seedUuid('business-unit', 2)] : null,
    };
  });
}
