/** The words of a search box, lower-cased: a row matches when its search text holds every one. */
export function searchTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}
