import { t } from '@lingui/core/macro';
import { describeError, toApiError } from './api-error';

// Apart from api-error.ts: only the pages that write carry it (the first page's shell does not).

/**
 * describeError for a write that failed: one whose outcome is unknown (ApiError.mayHaveLanded) says so, so it is never
 * read as the server's refusal. Trying again is safe: each write reads the server's copy first.
 */
export function describeWriteError(error: unknown): string {
  const said = describeError(error);
  if (!toApiError(error).mayHaveLanded) return said;
  const problem = asSentence(said);
  return t`${problem} The server may have done it all the same: trying again checks first, and does not do it twice.`;
}

/** A title ("Bad gateway") ended as a sentence, for a sentence to follow it. */
export const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
