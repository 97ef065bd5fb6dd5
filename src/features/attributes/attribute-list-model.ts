import { attributeSearchText, type Attribute } from '../../api/attributes';
import { searchTerms } from '../../components/search-terms';
import type { Language } from '../../api/languages';

/** One attribute as the list shows, sorts and searches it; built once per load, not per keystroke. */
export type AttributeRow = {
  uid: string;
  alias: string;
  backofficeName: string;
  /** Name in the first language; empty when that translation is missing. */
  firstName: string;
  type: string;
  localized: boolean;
  segmented: boolean;
  /** Languages with a non-empty localized name. */
  translated: number;
  /** The attribute the row shows (its search text is made when a search first needs it). */
  attribute: Attribute;
};

function translatedCount(attribute: Attribute, languages: readonly Language[]): number {
  let count = 0;
  for (const language of languages) if (attribute.Name?.[language.CultureCode]?.trim()) count += 1;
  return count;
}

export function toRows(attributes: readonly Attribute[], languages: readonly Language[]): AttributeRow[] {
  const firstCulture = languages[0]?.CultureCode;
  return attributes.map((attribute) => ({
    uid: attribute.Uid,
    alias: attribute.Alias ?? '',
    backofficeName: attribute.BackofficeName ?? '',
    firstName: (firstCulture && attribute.Name?.[firstCulture]) || '',
    type: attribute.AttributeType ?? '',
    localized: attribute.Localized === true,
    segmented: Boolean(attribute.DimensionUid),
    translated: translatedCount(attribute, languages),
    attribute,
  }));
}

const SORT_KEYS = ['alias', 'backofficeName', 'firstName', 'type', 'localized', 'segmented', 'translated'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type TriState = '' | 'yes' | 'no';

/** Everything that shapes the list; it lives in the URL so a filtered list can be shared and reloaded. */
export type ListParams = {
  q: string;
  type: string;
  localized: TriState;
  segmented: TriState;
  incomplete: boolean;
  sort: SortKey;
  descending: boolean;
};

const triState = (value: string | null): TriState => (value === 'yes' || value === 'no' ? value : '');

export function readListParams(search: URLSearchParams): ListParams {
  const rawSort = search.get('sort') ?? '';
  const descending = rawSort.startsWith('-');
  const key = rawSort.replace(/^-/, '');
  return {
    q: search.get('q') ?? '',
    type: search.get('type') ?? '',
    localized: triState(search.get('localized')),
    segmented: triState(search.get('segmented')),
    incomplete: search.get('incomplete') === '1',
    sort: (SORT_KEYS as readonly string[]).includes(key) ? (key as SortKey) : 'alias',
    descending: (SORT_KEYS as readonly string[]).includes(key) && descending,
  };
}

/** Applies `changes` to the URL's search params; defaults are left out so URLs stay short. Other params are kept. */
export function writeListParams(search: URLSearchParams, changes: Partial<ListParams>): URLSearchParams {
  const next = new URLSearchParams(search);
  const merged = { ...readListParams(search), ...changes };
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set('q', merged.q);
  set('type', merged.type);
  set('localized', merged.localized);
  set('segmented', merged.segmented);
  set('incomplete', merged.incomplete ? '1' : '');
  set('sort', merged.sort === 'alias' && !merged.descending ? '' : `${merged.descending ? '-' : ''}${merged.sort}`);
  return next;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compareBy(key: SortKey): (a: AttributeRow, b: AttributeRow) => number {
  switch (key) {
    case 'localized':
    case 'segmented':
      return (a, b) => Number(a[key]) - Number(b[key]);
    case 'translated':
      return (a, b) => a.translated - b.translated;
    default:
      return (a, b) => collator.compare(a[key], b[key]);
  }
}

/** A new sorted array; ties keep alias order, so the list does not jump between sorts. */
export function sortRows(rows: readonly AttributeRow[], key: SortKey, descending: boolean): AttributeRow[] {
  const compare = compareBy(key);
  const byAlias = compareBy('alias');
  const direction = descending ? -1 : 1;
  return [...rows].sort((a, b) => direction * compare(a, b) || byAlias(a, b));
}

export type Filters = Pick<ListParams, 'type' | 'localized' | 'segmented' | 'incomplete'>;

/** The last search answered, so typing one more letter searches its result rather than every row. */
export type SearchCache = { source: readonly AttributeRow[]; filters: Filters; query: string; languageCount: number; result: readonly AttributeRow[] };

const sameFilters = (a: Filters, b: Filters) => a.type === b.type && a.localized === b.localized && a.segmented === b.segmented && a.incomplete === b.incomplete;

/** Whether a search answer is the one for these rows, filters and query (nothing to recompute). */
export function isSearchFor(cache: SearchCache, rows: readonly AttributeRow[], filters: Filters, query: string, languageCount: number): boolean {
  return cache.source === rows && cache.query === query && cache.languageCount === languageCount && sameFilters(cache.filters, filters);
}

/**
 * filterRows, narrowing the previous answer when the query only grew (a longer query, or
 * more terms, can only match fewer rows). Returns the answer and the cache for the next call.
 */
export function filterRowsIncrementally(cache: SearchCache | null, rows: readonly AttributeRow[], filters: Filters, query: string, languageCount: number): SearchCache {
  const narrows =
    cache !== null &&
    cache.source === rows &&
    cache.languageCount === languageCount &&
    sameFilters(cache.filters, filters) &&
    query.toLowerCase().startsWith(cache.query.toLowerCase()) &&
    // "col" then "col " then "col b": a new term still narrows; a term that merely grew does too.
    searchTerms(cache.query).every((term) => searchTerms(query).some((next) => next.includes(term)));
  const base = narrows ? cache.result : rows;
  const result = narrows && query === cache.query ? cache.result : filterRows(base, filters, query, languageCount);
  return { source: rows, filters, query, languageCount, result };
}

/** Rows matching every search term and filter, in the order given. */
export function filterRows(rows: readonly AttributeRow[], filters: Pick<ListParams, 'type' | 'localized' | 'segmented' | 'incomplete'>, query: string, languageCount: number): readonly AttributeRow[] {
  const terms = searchTerms(query);
  const { type, localized, segmented, incomplete } = filters;
  if (terms.length === 0 && !type && !localized && !segmented && !incomplete) return rows;
  return rows.filter(
    (row) =>
      (!type || row.type === type) &&
      (!localized || row.localized === (localized === 'yes')) &&
      (!segmented || row.segmented === (segmented === 'yes')) &&
      (!incomplete || row.translated < languageCount) &&
      terms.every((term) => attributeSearchText(row.attribute).includes(term)),
  );
}
