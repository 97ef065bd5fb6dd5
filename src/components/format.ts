import { perFormattingLocale } from '../i18n/interface-language';

/* The one number and date format of the app: the interface's language (Intl), everywhere. */

const numbers = perFormattingLocale((locale) => new Intl.NumberFormat(locale));
const dateTimes = perFormattingLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));

export const formatNumber = (value: number): string => numbers().format(value);

/** A date and time; text that is not a date is shown as it is, never as "Invalid Date". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateTimes().format(date);
}
