import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toApiError } from '../api/api-error';
import { describeWriteError } from '../api/write-error';

/** What a refusal leaves to say: a form-level message (null when every error found a field), and the first field in error. */
type PlacedErrors<T extends FieldValues> = { message: string | null; firstField: Path<T> | null };

/**
 * Puts a refused save's field errors on the form's fields (matched case-insensitively,
 * so the server's "CultureCode" finds the form's "CultureCode" or "cultureCode") and
 * returns what is left for a form-level message. Nothing is focused yet: a field focused
 * before its error shows is read without it. The form's values are never touched.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): PlacedErrors<T> {
  const apiError = toApiError(error);
  let unplaced = false;
  let firstField: Path<T> | null = null;
  for (const [name, messages] of Object.entries(apiError.fieldErrors)) {
    const field = fields.find((candidate) => candidate.toLowerCase() === name.replace(/^\$\./, '').toLowerCase());
    if (field) {
      setError(field, { type: 'server', message: messages.join(' ') });
      firstField ??= field;
    } else {
      unplaced = true;
    }
  }
  // A save's refusal: one whose outcome is unknown (a gateway's 502/504, no answer) says the server may have done it.
  return { message: firstField && !unplaced ? null : describeWriteError(apiError), firstField };
}
