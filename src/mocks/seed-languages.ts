import type { Language } from '../api/languages';

/** Ids deliberately differ from the sort order: lists must sort by SortOrder, not by Id. */
export function buildLanguages(): Language[] {
  return [
    { Id: 1, CultureCode: 'da-DK', Name: 'Danish (Denmark)', SortOrder: 1 },
    { Id: 2, CultureCode: 'en-GB', Name: 'English (United Kingdom)', SortOrder: 0 },
    { Id: 3, CultureCode: 'de-DE', Name: 'German (Germany)', SortOrder: 2 },
    { Id: 4, CultureCode: 'sv-SE', Name: 'Swedish (Sweden)', SortOrder: 3 },
    { Id: 5, CultureCode: 'nb-NO', Name: 'Norwegian Bokmål (Norway)', SortOrder: 4 },
    { Id: 6, CultureCode: 'fr-CA', Name: 'French (Canada)', SortOrder: 5 },
  ];
}

/** Culture codes in the column order of the seed's translation tables. */
export const SEED_CULTURES = ['en-GB', 'da-DK', 'de-DE', 'sv-SE', 'nb-NO', 'fr-CA'] as const;

/** Id of en-GB: the fallback language of localized seed attributes. */
export const FALLBACK_LANGUAGE_ID = 2;
