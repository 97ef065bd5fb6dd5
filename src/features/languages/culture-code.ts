import { canonicalCultureCode } from '../../api/culture-codes';
import { perFormattingLocale } from '../../i18n/interface-language';

const displayNames = perFormattingLocale((locale) => new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }));

/** A name for a culture code in the interface's language ("fr-CA" -> "Canadian French", in Danish "canadisk fransk"), or '' when Intl has none. */
export function proposedLanguageName(code: string): string {
  const canonical = canonicalCultureCode(code);
  if (!canonical) return '';
  try {
    return displayNames().of(canonical) ?? '';
  } catch {
    return '';
  }
}

/** Whether `code` names a language already in the list (case-insensitively), ignoring `exceptId`. */
export function isDuplicateCultureCode(code: string, languages: readonly { Id: number; CultureCode: string }[], exceptId?: number): boolean {
  const wanted = code.trim().toLowerCase();
  return languages.some((language) => language.Id !== exceptId && language.CultureCode.toLowerCase() === wanted);
}
