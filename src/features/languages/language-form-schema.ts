import { z } from 'zod';
import type { Language } from '../../api/languages';
import { canonicalCultureCode, isDuplicateCultureCode } from './culture-code';

/** The form's values and messages; the messages are what the user reads at each field. */
export function languageFormSchema(languages: readonly Language[], editingId?: number) {
  return z.object({
    CultureCode: z
      .string()
      .trim()
      .min(1, 'Enter a culture code, for example da-DK.')
      .refine((code) => canonicalCultureCode(code) !== null, {
        message: 'This is not a valid culture code. Use a BCP 47 tag such as en-GB or fr-CA.',
      })
      .refine((code) => !isDuplicateCultureCode(code, languages, editingId), {
        message: 'A language with this culture code already exists.',
      })
      .transform((code) => canonicalCultureCode(code) ?? code),
    Name: z.string().trim().min(1, 'Enter a name.').max(200, 'Keep the name under 200 characters.'),
    SortOrder: z
      .string()
      .trim()
      .regex(/^-?\d+$/, 'Enter a whole number, for example 7.')
      .transform(Number)
      .refine((value) => value >= -2147483648 && value <= 2147483647, { message: 'The sort order is out of range.' }),
  });
}
export type LanguageFormValues = z.input<ReturnType<typeof languageFormSchema>>;
export type LanguageFormOutput = z.output<ReturnType<typeof languageFormSchema>>;

export function nextSortOrder(languages: readonly Language[]): number {
  if (languages.length === 0) return 0;
  return Math.max(...languages.map((language) => language.SortOrder)) + 1;
}
