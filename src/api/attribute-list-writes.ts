import { useMutation, useQueryClient, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { attributeQueries, attributeSchema, type Attribute } from './attributes';
import { ATTRIBUTE_DICTIONARIES, attributeWriteRules } from './attribute-writes';
import { http } from './http';
import { saveWithMerge, type MergeOutcome } from './save-with-merge';

// Apart from attributes.ts: every page loads that module at start, and the merge is needed only once something is saved.

/** One attribute saved through the editor's merge (the latest copy, only what this editor changed). */
export type MergedAttributeSave = (base: Attribute, mine: Attribute) => Promise<MergeOutcome<Attribute>>;

type ListWork<T> = (save: MergedAttributeSave) => Promise<T>;

/**
 * Attribute writes made from a list of many (a bulk edit, the translations grid), as one
 * mutation: each goes through saveWithMerge and patches the lists in place with what the server
 * now has, so 10,000 rows are not re-read after every cell; other tabs are told once, at the end.
 * The options of that mutation, for a page's hook and for work the app resumes on its own.
 */
export function attributeListWrites<T>(queryClient: QueryClient): MutationOptions<T, Error, ListWork<T>> {
  const listKey = attributeQueries.all().queryKey;
  const patchLists = async (uid: string, now: Attribute | null) => {
    // A re-read already on its way was answered before this write: landing after the patch, it would bring the old text back.
    const overtaken = queryClient.getQueryState(listKey)?.fetchStatus === 'fetching';
    if (overtaken) await queryClient.cancelQueries({ queryKey: listKey, exact: true });
    queryClient.setQueryData(listKey, (list) => list?.flatMap((attribute) => (attribute.Uid !== uid ? [attribute] : now ? [now] : [])));
    if (now) queryClient.setQueryData(attributeQueries.detail(uid).queryKey, now);
    else queryClient.removeQueries({ queryKey: attributeQueries.detail(uid).queryKey });
    // Read again, from after the write: what the cancelled re-read was for (a colleague's changes) still arrives.
    if (overtaken) void queryClient.invalidateQueries({ queryKey: listKey, exact: true });
  };
  const save: MergedAttributeSave = async (base, mine) => {
    const outcome = await saveWithMerge({
      record: { resource: 'attribute', id: base.Uid },
      base,
      mine,
      dictionaries: ATTRIBUTE_DICTIONARIES,
      fetchLatest: () => http.get(`/attributes/${base.Uid}`, attributeSchema),
      send: (merged) => http.put(attributeWriteRules.path, merged),
    });
    // A conflict brings the colleague's copy in: the next save starts from what the server has.
    await patchLists(base.Uid, outcome.kind === 'saved' ? outcome.now : outcome.kind === 'conflict' ? outcome.theirs : null);
    return outcome;
  };
  return {
    meta: { changes: [attributeQueries.all().queryKey.slice(0, 1)] },
    mutationFn: (work) => work(save),
  };
}

export function useAttributeListWrites<T>() {
  const queryClient = useQueryClient();
  return useMutation(attributeListWrites<T>(queryClient));
}
