import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import type { Language } from '../../api/languages';
import { canonicalCultureCode } from '../../api/culture-codes';
import { isDuplicateCultureCode } from './culture-code';

/** The form's values and messages; the messages are what the user reads at each field (in the interface's language when the form opens). */
export function languageFormSchema(languages: readonly Language[], editingId?: number) {
  return z.object({
    CultureCode: z.pipe(
      z.string().check(
        z.trim(),
        z.minLength(1, t`Enter a culture code, for example da-DK.`),
        z.refine((code) => canonicalCultureCode(code) !== null, { message: t`This is not a valid culture code. Use a BCP 47 tag such as en-GB or fr-CA.` }),
        z.refine((code) => !isDuplicateCultureCode(code, languages, editingId), { message: t`A language with this culture code already exists.` }),
      ),
      z.transform((code: string) => canonicalCultureCode(code) ?? code),
    ),
    Name: z.string().check(z.trim(), z.minLength(1, t`Enter a name.`), z.maxLength(200, t`Keep the name under 200 characters.`)),
    SortOrder: z
      .pipe(z.string().check(z.trim(), z.regex(/^-?\d+$/, t`Enter a whole number, for example 7.`)), z.transform(Number))
      .check(z.refine((value) => value >= -2147483648 && value <= 2147483647, { message: t`The sort order is out of range.` })),
  });
}
export type LanguageFormValues = z.input<ReturnType<typeof languageFormSchema>>;
export type LanguageFormOutput = z.output<ReturnType<typeof languageFormSchema>>;

export function nextSortOrder(languages: readonly Language[]): number {
  if (languages.length === 0) return 0;
  return Math.max(...languages.map((language) => language.SortOrder)) + 1;
}

/** A language as the form's inputs hold it. */
export function languageFormValues(language: Pick<Language, 'CultureCode' | 'Name' | 'SortOrder'>): LanguageFormValues {
  return { CultureCode: language.CultureCode, Name: language.Name ?? '', SortOrder: String(language.SortOrder) };
}
