/** The one number and date format of the app: the browser's locale (Intl), everywhere. */
const numbers = new Intl.NumberFormat(undefined);
const dateTimes = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatNumber = (value: number): string => numbers.format(value);

/** A date and time; text that is not a date is shown as it is, never as "Invalid Date". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateTimes.format(date);
}
