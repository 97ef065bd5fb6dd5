import type { AssetType } from '../../api/asset-types';
import type { Attribute } from '../../api/attributes';
import type { Language } from '../../api/languages';
import type { SavedSearch } from '../../api/saved-searches';
import type { SavedSearchFolder } from '../../api/saved-search-folders';

type PaletteGroup = 'Pages' | 'Actions' | 'Attributes' | 'Saved searches' | 'Folders' | 'Asset types' | 'Languages';

type PaletteItem = {
  id: string;
  group: PaletteGroup;
  label: string;
  /** A second line: alias, code, what matched. */
  detail?: string;
  to: string;
  /** Lower-cased text the query is matched against, built once per load. */
  searchText: string;
};

type PaletteData = {
  attributes?: readonly Attribute[];
  languages?: readonly Language[];
  savedSearches?: readonly SavedSearch[];
  folders?: readonly SavedSearchFolder[];
  assetTypes?: readonly AssetType[];
  mock: boolean;
};

const text = (...parts: unknown[]) =>
  parts
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join('\n')
    .toLowerCase();

function item(group: PaletteGroup, id: string, label: string, to: string, detail: string | undefined, ...searchable: unknown[]): PaletteItem {
  return { id: `${group}:${id}`, group, label, detail, to, searchText: text(label, detail, ...searchable) };
}

const PAGES: PaletteItem[] = [
  item('Pages', 'attributes', 'Attributes', '/attributes', undefined),
  item('Pages', 'saved-searches', 'Saved searches', '/saved-searches', undefined),
  item('Pages', 'asset-types', 'Asset types', '/asset-types', undefined),
  item('Pages', 'translations', 'Translations', '/translations', undefined, 'translate names descriptions csv'),
  item('Pages', 'languages', 'Languages', '/languages', undefined),
  item('Pages', 'import', 'Import models', '/import', undefined, 'export environment move transfer json file'),
  item('Pages', 'settings', 'Settings', '/settings', undefined, 'connection api key server version'),
];

function actions(mock: boolean): PaletteItem[] {
  const all = [
    item('Actions', 'new-attribute', 'New attribute', '/attributes/new', undefined, 'create add'),
    item('Actions', 'new-saved-search', 'New saved search', '/saved-searches/new', undefined, 'create add'),
    item('Actions', 'new-asset-type', 'New asset type', '/asset-types?new', undefined, 'create add'),
    item('Actions', 'new-language', 'New language', '/languages?new', undefined, 'create add culture'),
    item('Actions', 'where-used', 'Where used report', '/attributes?report=where-used', 'Attributes', 'unused references'),
  ];
  if (mock) all.push(item('Actions', 'reset-demo', 'Reset demo data', '/settings?reset-demo', 'Asks before it resets', 'mock seed'));
  return all;
}

/** Every page, action and record the palette offers, in the order groups are shown. */
export function paletteItems(data: PaletteData): PaletteItem[] {
  const firstCulture = data.languages?.[0]?.CultureCode;
  const languageName = (culture: string) => data.languages?.find((language) => language.CultureCode === culture)?.Name ?? culture;
  return [
    ...PAGES,
    ...actions(data.mock),
    ...(data.attributes ?? []).map((attribute) => {
      const name = (firstCulture && attribute.Name?.[firstCulture]) || attribute.BackofficeName || attribute.Alias || attribute.Uid;
      return item('Attributes', attribute.Uid, name, `/attributes/${attribute.Uid}`, attribute.Alias ?? undefined, attribute.BackofficeName, ...Object.values(attribute.Name ?? {}));
    }),
    ...(data.savedSearches ?? []).map((search) => item('Saved searches', search.Uid, search.Name || 'Unnamed search', `/saved-searches/${search.Uid}`, undefined)),
    ...(data.folders ?? []).map((folder) => item('Folders', folder.Uid, folder.Name || 'Unnamed folder', `/saved-searches?folder=${folder.Uid}`, undefined)),
    ...(data.assetTypes ?? []).map((type) => item('Asset types', type.Uid, type.Label || type.Alias || type.Uid, `/asset-types/${type.Uid}`, type.Alias ?? undefined)),
    ...(data.languages ?? []).map((language) =>
      item('Languages', String(language.Id), language.Name || language.CultureCode, `/languages?edit=${language.Id}`, language.CultureCode, languageName(language.CultureCode)),
    ),
  ];
}

/**
 * Items whose text holds every word of the query, best first: a label or name that is the
 * query, then a label that starts with it, then a name that does, then the rest, each in the
 * given order. An empty query offers the pages and actions.
 */
export function searchPalette(items: readonly PaletteItem[], query: string): PaletteItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return items.filter((entry) => entry.group === 'Pages' || entry.group === 'Actions');
  const whole = words.join(' ');
  const ranked: PaletteItem[][] = [[], [], [], []];
  for (const entry of items) {
    if (!words.every((word) => entry.searchText.includes(word))) continue;
    const lines = entry.searchText.split('\n');
    const rank = lines.includes(whole) ? 0 : entry.label.toLowerCase().startsWith(whole) ? 1 : lines.some((line) => line.startsWith(whole)) ? 2 : 3;
    ranked[rank]!.push(entry);
  }
  return ranked.flat();
}
