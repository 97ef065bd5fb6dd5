import { t } from '@lingui/core/macro';
import type { AssetType } from '../../api/asset-types';
import type { Attribute } from '../../api/attributes';
import type { Language } from '../../api/languages';
import type { SavedSearch } from '../../api/saved-searches';
import type { SavedSearchFolder } from '../../api/saved-search-folders';

/** Keys of the palette's groups, shown in the interface's language (command-palette.tsx). */
export type PaletteGroup = 'pages' | 'actions' | 'attributes' | 'saved-searches' | 'folders' | 'asset-types' | 'languages';

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

// Search words beside the label, in the interface's language (what an editor may type to find the page or action).
const pages = (): PaletteItem[] => [
  item('pages', 'attributes', t`Attributes`, '/attributes', undefined),
  item('pages', 'saved-searches', t`Saved searches`, '/saved-searches', undefined),
  item('pages', 'asset-types', t`Asset types`, '/asset-types', undefined),
  item('pages', 'translations', t`Translations`, '/translations', undefined, t({ comment: 'Search words for the page, space-separated', message: 'translate names descriptions csv' })),
  item('pages', 'languages', t`Languages`, '/languages', undefined),
  item('pages', 'import', t`Import models`, '/import', undefined, t({ comment: 'Search words for the page, space-separated', message: 'export environment move transfer json file' })),
  item('pages', 'settings', t`Settings`, '/settings', undefined, t({ comment: 'Search words for the page, space-separated', message: 'connection api key server version interface language' })),
];

function actions(mock: boolean): PaletteItem[] {
  const create = t({ comment: 'Search words for the "New …" actions, space-separated', message: 'create add' });
  const all = [
    item('actions', 'new-attribute', t`New attribute`, '/attributes/new', undefined, create),
    item('actions', 'new-saved-search', t`New saved search`, '/saved-searches/new', undefined, create),
    item('actions', 'new-asset-type', t`New asset type`, '/asset-types?new', undefined, create),
    item('actions', 'new-language', t`New language`, '/languages?new', undefined, create, t({ comment: 'Search word, as in culture code', message: 'culture' })),
    item('actions', 'where-used', t`Where used report`, '/attributes?report=where-used', t`Attributes`, t({ comment: 'Search words for the report, space-separated', message: 'unused references' })),
  ];
  if (mock) all.push(item('actions', 'reset-demo', t`Reset demo data`, '/settings?reset-demo', t`Asks before it resets`, t({ comment: 'Search words, space-separated', message: 'mock seed' })));
  return all;
}

/** Every page, action and record the palette offers, in the order groups are shown, in the interface's language at the call. */
export function paletteItems(data: PaletteData): PaletteItem[] {
  const firstCulture = data.languages?.[0]?.CultureCode;
  const languageName = (culture: string) => data.languages?.find((language) => language.CultureCode === culture)?.Name ?? culture;
  return [
    ...pages(),
    ...actions(data.mock),
    ...(data.attributes ?? []).map((attribute) => {
      const name = (firstCulture && attribute.Name?.[firstCulture]) || attribute.BackofficeName || attribute.Alias || attribute.Uid;
      return item('attributes', attribute.Uid, name, `/attributes/${attribute.Uid}`, attribute.Alias ?? undefined, attribute.BackofficeName, ...Object.values(attribute.Name ?? {}));
    }),
    ...(data.savedSearches ?? []).map((search) => item('saved-searches', search.Uid, search.Name || t`Unnamed search`, `/saved-searches/${search.Uid}`, undefined)),
    ...(data.folders ?? []).map((folder) => item('folders', folder.Uid, folder.Name || t`Unnamed folder`, `/saved-searches?folder=${folder.Uid}`, undefined)),
    ...(data.assetTypes ?? []).map((type) => item('asset-types', type.Uid, type.Label || type.Alias || type.Uid, `/asset-types/${type.Uid}`, type.Alias ?? undefined)),
    ...(data.languages ?? []).map((language) =>
      item('languages', String(language.Id), language.Name || language.CultureCode, `/languages?edit=${language.Id}`, language.CultureCode, languageName(language.CultureCode)),
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
  if (words.length === 0) return items.filter((entry) => entry.group === 'pages' || entry.group === 'actions');
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
