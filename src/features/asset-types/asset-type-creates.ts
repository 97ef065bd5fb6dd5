import { t } from '@lingui/core/macro';
import type { AssetType } from '../../api/asset-types';

// Apart from kept-asset-type-create.ts: the list's first visit sends creates, and checks kept ones only when New opens.

/** What an asset type's create keeps of what was typed (New asset type and Duplicate… ask for the same two). */
export type TypedAssetType = { Alias: string; Label: string };

/** Where the outbox keeps New asset type's creates. */
export const NEW_ASSET_TYPES = 'assetType';

/**
 * What a create whose first answer was lost did not use: the server made the asset type from that first try, so an alias
 * or label changed before trying again is not in it (said, not sent: the designer it opens changes them with one save).
 * Null when it has what was sent last.
 */
export function unusedChanges(created: AssetType, sent: TypedAssetType): string | null {
  const firstAlias = created.Alias ?? '';
  const firstLabel = created.Label ?? '';
  const newAlias = sent.Alias;
  const newLabel = sent.Label;
  const aliasUnused = firstAlias !== newAlias;
  const labelUnused = firstLabel !== newLabel;
  if (aliasUnused && labelUnused)
    return t`It was created with the alias ${firstAlias} and the label ${firstLabel}, sent first; the new alias ${newAlias} and label ${newLabel} were not used. Change them under “Asset type settings” if you want them.`;
  if (aliasUnused) return t`It was created with the alias ${firstAlias}, sent first; the new alias ${newAlias} was not used. Change it under “Asset type settings” if you want it.`;
  if (labelUnused) return t`It was created with the label ${firstLabel}, sent first; the new label ${newLabel} was not used. Change it under “Asset type settings” if you want it.`;
  return null;
}
