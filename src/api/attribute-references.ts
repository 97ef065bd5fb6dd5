import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ATTRIBUTES_KEY_ROOT } from './attributes';
import { http } from './http';
import { QUERY_POLICY } from './query-policy';

// What refers to an attribute (pim-api.md section 8): the editor's references and Where used's reading,
// apart from the attribute lists every page needs.

const entityReferenceSchema = z.looseObject({ EntityId: z.int(), AttributeUid: z.string() });

export const attributeReferencesSchema = z.looseObject({
  AttributeUid: z.string(),
  ReferencingCategories: z.nullish(z.array(z.int())),
  ReferencesOnCategoryAttributes: z.nullish(z.array(entityReferenceSchema)),
  ReferencesOnProductAttributes: z.nullish(z.array(entityReferenceSchema)),
  ReferencesOnVariantAttributes: z.nullish(z.array(entityReferenceSchema)),
  ReferencingGlobalListValues: z.nullish(z.array(z.string())),
  ReferencingProductStructures: z.nullish(z.array(z.string())),
  ReferencingVariationDefinitions: z.nullish(z.array(z.string())),
});
export type AttributeReferences = z.infer<typeof attributeReferencesSchema>;

/** One attribute's references (GET /attributes/{uid}/references), under the attributes' key: a write re-reads them. */
export const attributeReferencesQuery = (uid: string) =>
  queryOptions({
    ...QUERY_POLICY.record,
    queryKey: [...ATTRIBUTES_KEY_ROOT, 'references', uid] as const,
    queryFn: ({ signal }) => http.get(`/attributes/${uid}/references`, attributeReferencesSchema, { signal }),
  });

/** pim-api.md section 8: at most 5000 values per POST /attributes/batch/references. */
export const REFERENCES_BATCH_LIMIT = 5000;

/** Splits a list into chunks of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new Error('chunk size must be at least 1');
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * References of many attributes: chunks of at most 5000 sent in parallel. `onProgress`
 * is told how many uids have been answered so far.
 */
export async function fetchReferencesInChunks(uids: readonly string[], onProgress?: (done: number, total: number) => void, signal?: AbortSignal): Promise<AttributeReferences[]> {
  let done = 0;
  onProgress?.(0, uids.length);
  const answers = await Promise.all(
    chunk(uids, REFERENCES_BATCH_LIMIT).map(async (part) => {
      const answer = await http.post('/attributes/batch/references', part, z.array(attributeReferencesSchema), { signal });
      done += part.length;
      onProgress?.(done, uids.length);
      return answer;
    }),
  );
  return answers.flat();
}
