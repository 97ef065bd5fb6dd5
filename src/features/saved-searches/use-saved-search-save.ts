import { t } from '@lingui/core/macro';
import { useRef } from 'react';
import { savedSearchApi, savedSearchWriteRules, useCreateSavedSearch, usePatchSavedSearch, type SavedSearch, type SavedSearchWrite } from '../../api/saved-searches';
import { updateBody } from '../../api/write-rules';
import type { ConflictChoices } from '../../components/conflict-panel';
import { useRecordSave, type RecordSaveResult } from '../../components/use-record-save';
import { PLACEMENT_FIELDS, searchFieldLabel, searchSnapshot } from './saved-search-merge';
import { toFormValues, toWrite, type SavedSearchFormOutput, type SavedSearchFormValues } from './saved-search-form-schema';

/** The server copy the editor opened (or last saved), and when: refetches after `at` are news. */
export type SearchBase = { search: SavedSearch; at: number };

const formValuesOf = (search: SavedSearch) => toFormValues(search, { folderUid: null, sortOrder: 0 });
const nameOf = (search: SavedSearchWrite) => {
  const name = search.Name || t`Unnamed search`;
  return t`“${name}”`;
};

/**
 * Saves an open search through the one save lifecycle: re-read, merge three ways, PATCH only what
 * differs from the server. The editor owns its base (the raw server copy, for "changed elsewhere").
 */
export function useSavedSearchSave({ uid, currentUserUid, base, setBase }: { uid: string; currentUserUid: string; base: SearchBase | null; setBase: (base: SearchBase) => void }) {
  const patchSearch = usePatchSavedSearch();
  const createSearch = useCreateSavedSearch();
  const latestRaw = useRef<SavedSearch | null>(null);
  const snapshot = (search: SavedSearch) => searchSnapshot(search, currentUserUid);
  const saver = useRecordSave<SavedSearchWrite, SavedSearchFormValues>({
    resource: 'savedSearch',
    id: uid,
    what: t`Saved search`,
    nameOf,
    link: `/saved-searches/${uid}`,
    opened: base ? snapshot(base.search) : ({ Uid: uid } as SavedSearchWrite),
    labelOf: searchFieldLabel,
    quietPaths: PLACEMENT_FIELDS,
    lists: savedSearchWriteRules.lists,
    fetchLatest: async () => {
      latestRaw.current = await savedSearchApi.get(uid);
      return snapshot(latestRaw.current);
    },
    send: async (merged, theirs) => {
      const body = updateBody(savedSearchWriteRules, theirs, merged);
      if (body) await patchSearch.mutateAsync({ ...body, Uid: uid });
    },
    create: (search) => createSearch.mutateAsync({ ...search, Uid: uid }),
  });

  /** The form's values after a save (to start again from), false when nothing was saved. */
  const settled = (result: RecordSaveResult<SavedSearchWrite>): SavedSearchFormValues | false => {
    if (!result.saved) return false;
    const saved = { ...(latestRaw.current ?? base?.search), ...result.record } as SavedSearch;
    setBase({ search: saved, at: Date.now() });
    return formValuesOf(saved);
  };

  return {
    ...saver,
    working: saver.saving,
    /** The form's submit: a refusal is thrown, so the form can point at the field. */
    save: async (values: SavedSearchFormOutput) => {
      if (!base) return false;
      return settled(await saver.save(toWrite(values, base.search, uid, currentUserUid), values, snapshot(base.search)));
    },
    resolve: async (choices: ConflictChoices) => settled(await saver.resolve(choices)),
    /** Created again from what the form holds now. */
    recreate: async (values: SavedSearchFormOutput) => settled(await saver.createAgain(base ? toWrite(values, base.search, uid, currentUserUid) : undefined)),
    restoreMine: async () => settled(await saver.restoreMine()),
  };
}
