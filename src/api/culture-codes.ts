/**
 * Culture codes are BCP 47 tags, checked by the browser's Intl, not a hand-written table.
 * The canonical form of a well-formed tag ("da-dk" -> "da-DK"), or null when it is not one.
 */
export function canonicalCultureCode(code: string): string | null {
  const trimmed = code.trim();
  if (!trimmed) return null;
  try {
    return Intl.getCanonicalLocales(trimmed)[0] ?? null;
  } catch {
    return null;
  }
}
