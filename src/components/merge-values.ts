import { t } from '@lingui/core/macro';

/** How a field's value reads in a review or conflict table: text, never markup. */
export function formatMergeValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return t`(empty)`;
  if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return value.length === 0 ? t`(none)` : value.join(', ');
  }
  return JSON.stringify(value);
}
