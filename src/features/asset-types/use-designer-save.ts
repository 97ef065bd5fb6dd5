import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type Dispatch } from 'react';
import { assetTypeQueries, useCreateAssetType, useUpdateAssetType, type AssetType } from '../../api/asset-types';
import { toApiError } from '../../api/api-error';
import { deepEqual } from '../../api/three-way-merge';
import { useToast } from '../../components/toast';
import { describeSaveError } from './designer-messages';
import type { DesignerAction } from './designer-reducer';
import { clearDraft, writeDraft } from './draft-storage';
import { describeLayoutChanges, type NameOf } from './layout-changes';
import { mergeLayouts, type LayoutChoices, type LayoutConflict } from './layout-merge';

export type FieldErrors = Partial<Record<'Alias' | 'Label' | 'AllowedFileTypes' | 'SpecifiedExtensions', string>>;

/** Both the designer and a colleague changed the same things: nothing was sent (or restored) yet. */
export type PendingConflict = { purpose: 'save' | 'restore'; base: AssetType; theirs: AssetType; mine: AssetType; conflicts: LayoutConflict[] };

type Options = { uid: string; tabId: string; dispatch: Dispatch<DesignerAction>; nameOf: NameOf };

/**
 * The designer's save (decisions.md, concurrency): re-read the asset type, merge three ways with
 * what the designer opened, send only when nothing clashes. Its outcome reaches the editor even
 * after they left the page: a toast that links back, the draft cleared on success and written on
 * failure, so a stale draft is never offered and a refused layout is never lost.
 */
export function useDesignerSave({ uid, tabId, dispatch, nameOf }: Options) {
  const queryClient = useQueryClient();
  const updateAssetType = useUpdateAssetType();
  const createAssetType = useCreateAssetType();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverFieldErrors, setServerFieldErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<PendingConflict | null>(null);
  const [deleted, setDeleted] = useState<AssetType | null>(null);
  const [mergedNote, setMergedNote] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const link = { to: `/asset-types/${uid}`, label: 'Open it' };
  const whileHere = (update: () => void) => mounted.current && update();

  function fail(error: unknown, base: AssetType, mine: AssetType) {
    const apiError = toApiError(error);
    // Kept even if the designer was left meanwhile: the next visit offers it back.
    writeDraft(uid, tabId, mine, base);
    toast.show(`Asset type ${mine.Label || mine.Alias} was not saved: ${describeSaveError(apiError)} Your layout is kept as a draft.`, 'error', { link });
    whileHere(() => {
      const fields: FieldErrors = {};
      for (const name of ['Alias', 'Label', 'AllowedFileTypes', 'SpecifiedExtensions'] as const) {
        const message = apiError.fieldError(name);
        if (message) fields[name] = message;
      }
      setServerFieldErrors(fields);
      setServerError(`Not saved; your layout is kept. ${describeSaveError(apiError)}`);
    });
  }

  /** Saves `mine`, made from `base`; with `choices`, the conflicts of an earlier try are settled. */
  async function save(base: AssetType, mine: AssetType, choices?: LayoutChoices) {
    setServerError(null);
    setServerFieldErrors({});
    setMergedNote(null);
    setSaving(true);
    try {
      let theirs: AssetType;
      try {
        theirs = await queryClient.fetchQuery({ ...assetTypeQueries.detail(uid), staleTime: 0 });
      } catch (error) {
        if (toApiError(error).status !== 404) throw error;
        whileHere(() => setDeleted(mine));
        if (!mounted.current) {
          writeDraft(uid, tabId, mine, base);
          toast.show(`Asset type ${mine.Label || mine.Alias} was deleted on the server meanwhile; nothing was saved. Your layout is kept as a draft.`, 'error');
        }
        return;
      }
      let sent = mine;
      let theirsChanged: string[] = [];
      if (!deepEqual(theirs, base)) {
        const result = mergeLayouts(base, theirs, mine, choices);
        if (result.conflicts.length > 0) {
          if (mounted.current) setConflict({ purpose: 'save', base, theirs, mine, conflicts: result.conflicts });
          else {
            writeDraft(uid, tabId, mine, base);
            toast.show(`Asset type ${mine.Label || mine.Alias} was not saved: a colleague changed the same items. Your layout is kept as a draft.`, 'error', { link });
          }
          return;
        }
        sent = result.merged;
        theirsChanged = describeLayoutChanges(base, theirs, nameOf).map((change) => change.path);
      }
      await updateAssetType.mutateAsync(sent);
      clearDraft(uid, tabId);
      dispatch({ type: 'saved', assetType: sent, sent: mine });
      const merged = theirsChanged.length > 0 ? ` Merged with changes made since you opened it: ${theirsChanged.join(', ')}.` : '';
      whileHere(() => setMergedNote(merged ? merged.trim() : null));
      toast.show(`Asset type ${sent.Label || sent.Alias} saved.${merged}`, 'success', { link });
    } catch (error) {
      fail(error, base, mine);
    } finally {
      whileHere(() => setSaving(false));
    }
  }

  async function recreate(mine: AssetType) {
    setSaving(true);
    try {
      await createAssetType.mutateAsync(mine);
      clearDraft(uid, tabId);
      dispatch({ type: 'saved', assetType: mine });
      whileHere(() => setDeleted(null));
      toast.show(`Asset type ${mine.Label || mine.Alias} created again.`);
    } catch (error) {
      fail(error, mine, mine);
    } finally {
      whileHere(() => setSaving(false));
    }
  }

  return {
    saving,
    serverError,
    serverFieldErrors,
    conflict,
    setConflict,
    deleted,
    mergedNote,
    save,
    recreate,
    dismissDeleted: () => setDeleted(null),
    clearErrors: () => {
      setServerError(null);
      setServerFieldErrors({});
    },
  };
}
