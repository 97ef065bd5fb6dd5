import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { describeError, toApiError } from '../api/api-error';

/**
 * Puts a refused save's field errors on the form's fields (matched case-insensitively,
 * so the server's "CultureCode" finds the form's "CultureCode" or "cultureCode") and
 * returns what is left for a form-level message, or null when every error found a field.
 * The form's values are never touched.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): string | null {
  const apiError = toApiError(error);
  let unplaced = false;
  let placed = false;
  for (const [name, messages] of Object.entries(apiError.fieldErrors)) {
    const field = fields.find((candidate) => candidate.toLowerCase() === name.replace(/^\$\./, '').toLowerCase());
    if (field) {
      setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: !placed });
      placed = true;
    } else {
      unplaced = true;
    }
  }
  if (placed && !unplaced) return null;
  return describeError(apiError);
}
