import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from './http';
import { QUERY_POLICY } from './query-policy';
import { LIST_KEYS } from './list-keys';

export const languageSchema = z.looseObject({
  Id: z.int(),
  CultureCode: z.string(),
  Name: z.nullable(z.string()),
  SortOrder: z.int(),
});
export type Language = z.infer<typeof languageSchema>;

export type NewLanguage = { CultureCode: string; Name: string; SortOrder: number };

/** Every language query's key begins so: a write invalidates them all. */
export const LANGUAGES_KEY_ROOT = ['languages'] as const;
const root = LANGUAGES_KEY_ROOT;

export const languageQueries = {
  all: () =>
    queryOptions({
      ...QUERY_POLICY.smallList,
      queryKey: LIST_KEYS.languages,
      queryFn: (context) => http.getList('/v1/Languages', languageSchema, context),
      select: sortLanguages,
    }),
  detail: (id: number) =>
    queryOptions({
      ...QUERY_POLICY.record,
      queryKey: [...root, 'detail', id] as const,
      queryFn: ({ signal }) => http.get(`/v1/Languages/${id}`, languageSchema, { signal }),
    }),
};

/** Languages in SortOrder, then by culture code, as every page lists them. */
function sortLanguages(languages: Language[]): Language[] {
  return [...languages].sort((a, b) => a.SortOrder - b.SortOrder || a.CultureCode.localeCompare(b.CultureCode));
}
