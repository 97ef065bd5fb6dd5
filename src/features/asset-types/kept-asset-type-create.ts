import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { assetTypeQueries, assetTypeWriteRules, copiesOf, type AssetType } from '../../api/asset-types';
import { keptInputs } from '../../api/kept-inputs';
import { holdsWhatWasSent } from '../../api/write-rules';
import { useToast } from '../../components/toast';
import type { KeptCreateCheck } from '../../components/use-draft-offer';
import { NEW_ASSET_TYPES, type TypedAssetType } from './asset-type-creates';

/** New asset type's kept input. */
export const newAssetTypeDrafts = keptInputs<TypedAssetType>(NEW_ASSET_TYPES);

/** Duplicate…'s kept input of copies of one asset type. */
export const assetTypeCopyDrafts = (sourceUid: string) => keptInputs<TypedAssetType>(copiesOf(sourceUid));

/** The server's asset type is the one this create made: its uid, with the alias and label sent (a uid is ours, but a retry may have sent others). */
const madeBy = (uid: string, typed: TypedAssetType) => (assetType: AssetType) => holdsWhatWasSent(assetTypeWriteRules, assetType, { Uid: uid, Alias: typed.Alias, Label: typed.Label });

/**
 * How a form for a new asset type checks a create a reload (or a lost answer) cut off: one the server has, as sent, is said
 * to be created (with a link to it) and not offered; otherwise what was typed is offered back. `list` is the list on
 * screen, if any.
 */
export function useAssetTypeCreateCheck(list: readonly AssetType[] | undefined): KeptCreateCheck<TypedAssetType> {
  const queryClient = useQueryClient();
  const toast = useToast();
  return {
    inList: (uid, typed) => list?.some(madeBy(uid, typed)) === true,
    fetchRecord: async (uid, typed) => {
      const found = await queryClient.fetchQuery({ ...assetTypeQueries.detail(uid), staleTime: 0, retry: false });
      if (!madeBy(uid, typed)(found)) throw new Error(`asset type ${uid} does not hold what was sent`);
      return found;
    },
    onLanded: (uid, typed) => {
      // The list on screen may have been read before the create landed (its answer lost, then Cancel): read it again, so
      // it shows what the toast says, and the form's alias check knows the alias is taken.
      void queryClient.invalidateQueries({ queryKey: assetTypeQueries.all().queryKey });
      const name = typed.Label || typed.Alias;
      toast.show(t`Asset type ${name} was created after all: the server has it.`, 'success', { link: { to: `/asset-types/${uid}`, label: t`Open` } });
    },
  };
}
