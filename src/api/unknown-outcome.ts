import { toApiError } from './api-error';

// Writes whose answer may not tell (ApiError.mayHaveLanded): the server is asked what became of them. Small and apart, so
// the modules that write (the asset types list's delete among them) carry nothing more.

/**
 * Sends a create whose outcome is checked when its answer does not tell (ApiError.mayHaveLanded: no answer came from the
 * server itself), or when an earlier try sent the same uid with such an outcome (the server then refuses the uid or
 * the name as taken, by that very try): `held` asks the server, and a record it holds under the uid counts as created
 * (answered as the server has it). Otherwise the error stands.
 */
export async function createOrFind<H>(send: () => Promise<unknown>, held: () => Promise<H | null>, sentBefore = false): Promise<{ found: H | null }> {
  try {
    await send();
    return { found: null };
  } catch (error) {
    if (!toApiError(error).mayHaveLanded && !sentBefore) throw error;
    const found = await held().catch(() => null);
    if (found === null) throw error;
    return { found };
  }
}

/**
 * Sends a delete; one the server answers 404 had nothing left to do, and one whose answer does not tell
 * (ApiError.mayHaveLanded) is done when a read of the record (`read`) then finds it gone (404). Otherwise the error stands.
 */
export async function deleteOrGone(send: () => Promise<void>, read: () => Promise<unknown>): Promise<'deleted' | 'gone'> {
  try {
    await send();
    return 'deleted';
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status === 404) return 'gone';
    if (!apiError.mayHaveLanded) throw error;
    const gone = await read().then(
      () => false,
      (readError: unknown) => toApiError(readError).status === 404,
    );
    if (gone) return 'deleted';
    throw error;
  }
}
