// Apart from kept-asset-type-create.ts: the list's first visit sends creates, and checks kept ones only when New opens.

/** What an asset type's create keeps of what was typed (New asset type and Duplicate… ask for the same two). */
export type TypedAssetType = { Alias: string; Label: string };

/** Where the outbox keeps New asset type's creates. */
export const NEW_ASSET_TYPES = 'assetType';

/** Where it keeps Duplicate…'s, one set per asset type copied: they are offered where that copy was asked for. */
export const copiesOf = (sourceUid: string) => `assetTypeCopy:${sourceUid}`;
