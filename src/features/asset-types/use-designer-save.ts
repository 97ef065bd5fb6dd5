import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type Dispatch } from 'react';
import { assetTypeQueries, useCreateAssetType, useUpdateAssetType, type AssetType } from '../../api/asset-types';
import { toApiError } from '../../api/api-error';
import { deepEqual } from '../../api/deep-equal';
import type { ConflictChoices } from '../../components/conflict-panel';
import { useRecordSave, type RecordSaveResult } from '../../components/use-record-save';
import { asSentence } from '../../api/write-error';
import { describeSaveError } from './designer-messages';
import { clearDraft, readOwnDraft } from './draft-storage';
import type { DesignerAction } from './designer-reducer';
import { describeLayoutChanges, type NameOf } from './layout-changes';
import { mergeLayouts, type LayoutConflict } from './layout-merge';

export type FieldErrors = Partial<Record<'Alias' | 'Label' | 'AllowedFileTypes' | 'SpecifiedExtensions', string>>;

/** Both the designer and a colleague changed the same things: nothing was sent (or restored) yet. */
export type PendingConflict = { purpose: 'save' | 'restore'; base: AssetType; theirs: AssetType; mine: AssetType; conflicts: LayoutConflict[] };

type LayoutMerge = ReturnType<typeof mergeLayouts>;
type Options = {
  opened: AssetType;
  tabId: string;
  dispatch: Dispatch<DesignerAction>;
  nameOf: NameOf;
  present: () => AssetType;
  /** After each save the server accepted. */
  onSaved?: () => void;
};

/** Every clash settled as `side`. */
const allAs = (conflicts: readonly LayoutConflict[], side: 'mine' | 'theirs') => Object.fromEntries(conflicts.map((conflict) => [conflict.id, side]));

/**
 * The designer's save through the one save lifecycle (outbox, the asset type's lock, re-read,
 * merge by tab, section and property, read back). The designer keeps its own draft in the
 * outbox (useDraft), so a save's entry lives only while it is sent. What the server accepted
 * becomes the reducer's baseline; edits made meanwhile stay unsaved.
 */
export function useDesignerSave({ opened, tabId, dispatch, nameOf, present, onSaved }: Options) {
  const queryClient = useQueryClient();
  const updateAssetType = useUpdateAssetType();
  const createAssetType = useCreateAssetType();
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverFieldErrors, setServerFieldErrors] = useState<FieldErrors>({});
  const [restoreConflict, setRestoreConflict] = useState<PendingConflict | null>(null);
  // The layout a save under way is sending: what the designer changed since is not in it.
  const [savingFrom, setSavingFrom] = useState<AssetType | null>(null);
  const changedPaths = (before: AssetType, after: AssetType) => describeLayoutChanges(before, after, nameOf).map((change) => change.path);
  const saver = useRecordSave<AssetType, AssetType, LayoutMerge>({
    resource: 'assetType',
    id: opened.Uid,
    what: t`Asset type`,
    nameOf: (assetType) => assetType.Label || assetType.Alias || assetType.Uid,
    link: `/asset-types/${opened.Uid}`,
    opened,
    labelOf: (path) => path,
    keepsOwnDraft: true,
    keptWords: t`Your layout is kept as a draft.`,
    describeFailure: (error) => describeSaveError(toApiError(error)),
    fetchLatest: () => queryClient.fetchQuery({ ...assetTypeQueries.detail(opened.Uid), staleTime: 0 }),
    send: (merged) => updateAssetType.mutateAsync(merged),
    create: (assetType) => createAssetType.mutateAsync(assetType),
    changedPaths,
    merge: (base, theirs, mine) => {
      const result = mergeLayouts(base, theirs, mine);
      // Nobody saved since the base: what the designer has is what goes, as it is.
      if (deepEqual(base, theirs)) return { result, merged: mine, conflicts: 0, theirsChanged: [] };
      return { result, merged: result.merged, conflicts: result.conflicts.length, theirsChanged: changedPaths(base, theirs) };
    },
    resolve: (pending, choices) => mergeLayouts(pending.base, pending.theirs, pending.mine, choices).merged,
    // Mine again over the copy that replaced it: a three-way merge from the server's copy before the write, clashes settled as mine.
    restore: (lost) => {
      const clashes = mergeLayouts(lost.before, lost.now, lost.sent).conflicts;
      return mergeLayouts(lost.before, lost.now, lost.sent, allAs(clashes, 'mine')).merged;
    },
  });

  /** Runs a save; what the server accepted becomes the baseline, a refusal is named at the fields. */
  async function run(work: () => Promise<RecordSaveResult<AssetType>>, sentFrom: AssetType) {
    setServerError(null);
    setServerFieldErrors({});
    setSavingFrom(sentFrom);
    try {
      const result = await work();
      if (!result.saved) return;
      dispatch({ type: 'saved', assetType: result.record, sent: sentFrom });
      onSaved?.();
      // Left before the answer: this tab's draft goes if it holds just what was saved (later edits stay kept).
      const kept = readOwnDraft(opened.Uid, tabId);
      if (kept && deepEqual(kept.assetType, sentFrom)) clearDraft(opened.Uid, tabId);
    } catch (error) {
      const apiError = toApiError(error);
      const fields: FieldErrors = {};
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's field names
      for (const name of ['Alias', 'Label', 'AllowedFileTypes', 'SpecifiedExtensions'] as const) {
        const message = apiError.fieldError(name);
        if (message) fields[name] = message;
      }
      setServerFieldErrors(fields);
      const reason = asSentence(describeSaveError(apiError));
      // No answer from the server itself (a gateway's 502/504, none at all): it may have saved it, so not "Not saved".
      setServerError(
        apiError.mayHaveLanded ? t`May not have been saved; your layout is kept. ${reason} Save again: what the server has already is not sent twice.` : t`Not saved; your layout is kept. ${reason}`,
      );
    } finally {
      setSavingFrom(null);
    }
  }

  const saveConflict = saver.conflict;
  const conflict: PendingConflict | null =
    restoreConflict ?? (saveConflict && { purpose: 'save', base: saveConflict.base, theirs: saveConflict.theirs, mine: saveConflict.mine, conflicts: saveConflict.result.conflicts });

  return {
    saving: saver.saving,
    savingFrom,
    serverError,
    serverFieldErrors,
    conflict,
    mergedNote: saver.mergedNote,
    deleted: saver.deleted,
    replaced: saver.replaced,
    /** Saves `mine`, made from `base`. */
    save: (base: AssetType, mine: AssetType) => run(() => saver.save(mine, mine, base), mine),
    /** A draft restore that clashed with a colleague's save: settled by the editor before it joins the layout. */
    holdRestore: setRestoreConflict,
    resolve: (choices: ConflictChoices) => {
      if (restoreConflict) {
        setRestoreConflict(null);
        dispatch({ type: 'restoreDraft', draft: mergeLayouts(restoreConflict.base, restoreConflict.theirs, restoreConflict.mine, choices).merged });
        return Promise.resolve();
      }
      return run(() => saver.resolve(choices), saveConflict?.mine ?? present());
    },
    cancelConflict: () => {
      setRestoreConflict(null);
      saver.cancelConflict();
    },
    recreate: () => {
      const onScreen = present();
      return run(() => saver.createAgain(onScreen), onScreen);
    },
    restoreMine: () => run(() => saver.restoreMine(), present()),
    keepTheirs: saver.keepTheirs,
    dismissDeleted: saver.dismissDeleted,
    clearErrors: () => {
      setServerError(null);
      setServerFieldErrors({});
    },
  };
}
