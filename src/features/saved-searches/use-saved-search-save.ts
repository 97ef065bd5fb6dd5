import { useEffect, useRef, useState } from 'react';
import { describeError } from '../../api/api-error';
import { savedSearchApi, useCreateSavedSearch, usePatchSavedSearch, type SavedSearch, type SavedSearchWrite } from '../../api/saved-searches';
import { saveWithMerge } from '../../api/save-with-merge';
import { listChanges, resolveConflicts, type MergeResult } from '../../api/three-way-merge';
import type { ConflictChoices } from '../../components/conflict-panel';
import { useToast } from '../../components/toast';
import { savedSearchDrafts } from './saved-search-draft';
import { patchBody, PLACEMENT_FIELDS, searchFieldLabel, searchSnapshot } from './saved-search-merge';
import { toFormValues, toWrite, type SavedSearchFormOutput, type SavedSearchFormValues } from './saved-search-form-schema';

/** The server copy the editor opened (or last saved), and when: refetches after `at` are news. */
export type SearchBase = { search: SavedSearch; at: number };

type Conflict = { result: MergeResult<SavedSearchWrite>; theirs: SavedSearchWrite; theirsRaw: SavedSearch; values: SavedSearchFormValues };
type Deleted = { mine: SavedSearchWrite; values: SavedSearchFormValues };
/** The form's values after a save (to start again from), false when nothing was saved. */
type RunResult = { values: SavedSearchFormValues } | { values: false; error?: unknown };

const formValuesOf = (search: SavedSearch) => toFormValues(search, { folderUid: null, sortOrder: 0 });

/**
 * Saves an open search without reverting anyone: re-read, merge three ways, PATCH only what
 * differs from the server. The work goes on when the editor is left; its result then comes
 * as a toast with a link back, and a failed save's input is kept as a draft.
 */
export function useSavedSearchSave({ uid, currentUserUid, base, setBase }: { uid: string; currentUserUid: string; base: SearchBase | null; setBase: (base: SearchBase) => void }) {
  const toast = useToast();
  const patchSearch = usePatchSavedSearch();
  const createSearch = useCreateSavedSearch();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [deleted, setDeleted] = useState<Deleted | null>(null);
  const [working, setWorking] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const linkBack = () => ({ link: { to: `/saved-searches/${uid}`, label: 'Open it' } });
  const notSaved = (name: string, why: string, baseRaw: SavedSearch, values: SavedSearchFormValues) => {
    savedSearchDrafts.keep(uid, { values, base: baseRaw });
    toast.show(`Saved search “${name}” was not saved: ${why}${mounted.current ? '' : ' Your changes are kept for when you open it again.'}`, 'error', linkBack());
  };

  async function run(baseRaw: SavedSearch, mine: SavedSearchWrite, values: SavedSearchFormValues): Promise<RunResult> {
    const name = mine.Name || 'Unnamed search';
    let theirsRaw: SavedSearch | undefined;
    try {
      const outcome = await saveWithMerge<SavedSearchWrite>({
        base: searchSnapshot(baseRaw, currentUserUid),
        mine,
        fetchLatest: async () => {
          theirsRaw = await savedSearchApi.get(uid);
          return searchSnapshot(theirsRaw, currentUserUid);
        },
        send: async (merged, theirs) => {
          const changes = listChanges(theirs, merged);
          if (changes.length > 0) await patchSearch.mutateAsync(patchBody(uid, changes, merged));
        },
      });
      if (outcome.kind === 'conflict') {
        if (mounted.current) setConflict({ result: outcome.result, theirs: outcome.theirs, theirsRaw: theirsRaw!, values });
        else notSaved(name, `someone else changed ${outcome.result.conflicts.map((clash) => searchFieldLabel(clash.path)).join(', ')} too.`, baseRaw, values);
        return { values: false };
      }
      if (outcome.kind === 'deleted') {
        if (mounted.current) setDeleted({ mine, values });
        else notSaved(name, 'it was deleted meanwhile.', baseRaw, values);
        return { values: false };
      }
      const saved = { ...theirsRaw!, ...outcome.sent } as SavedSearch;
      setBase({ search: saved, at: Date.now() });
      setConflict(null);
      savedSearchDrafts.clear(uid);
      const merged = outcome.theirsChanged.filter((path) => !PLACEMENT_FIELDS.includes(path));
      const mergedNote = merged.length > 0 ? ` Merged with changes made since you opened it: ${merged.map(searchFieldLabel).join(', ')}.` : '';
      toast.show(`Saved search “${saved.Name || 'Unnamed search'}” saved.${mergedNote}`, 'success', linkBack());
      return { values: formValuesOf(saved) };
    } catch (error) {
      notSaved(name, describeError(error), baseRaw, values);
      return { values: false, error };
    }
  }

  /** The form's submit: throws a refusal while the editor is open, so the form can point at the field. */
  async function save(values: SavedSearchFormOutput): Promise<SavedSearchFormValues | false> {
    if (!base) return false;
    setConflict(null);
    setDeleted(null);
    const result = await run(base.search, toWrite(values, base.search, uid, currentUserUid), values);
    if (result.values === false && 'error' in result && mounted.current) throw result.error;
    return result.values;
  }

  /** Saves again with the editor's choices; base is now what the server had, so a later change is caught too. */
  async function resolve(choices: ConflictChoices): Promise<SavedSearchFormValues | false> {
    if (!conflict) return false;
    setWorking(true);
    try {
      return (await run(conflict.theirsRaw, resolveConflicts(conflict.result, choices), conflict.values)).values;
    } finally {
      setWorking(false);
    }
  }

  /** Deleted meanwhile: only on the editor's word, create it again from what is on screen. */
  async function recreate(): Promise<SavedSearchFormValues | false> {
    if (!deleted) return false;
    setWorking(true);
    try {
      await createSearch.mutateAsync({ ...deleted.mine, Uid: uid });
      const created = { ...deleted.mine, Uid: uid } as SavedSearch;
      setBase({ search: created, at: Date.now() });
      setDeleted(null);
      savedSearchDrafts.clear(uid);
      toast.show(`Saved search “${created.Name || 'Unnamed search'}” created again.`);
      return formValuesOf(created);
    } catch (error) {
      toast.show(`Saved search “${deleted.mine.Name || 'Unnamed search'}” could not be created again: ${describeError(error)}`, 'error');
      return false;
    } finally {
      setWorking(false);
    }
  }

  return { save, resolve, recreate, conflict, deleted, working, cancelConflict: () => setConflict(null), dismissDeleted: () => setDeleted(null) };
}
