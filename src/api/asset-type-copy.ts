import type { AssetType } from './asset-types';

/**
 * A copy of an asset type under a new Uid where every tab, section and property also gets a new
 * Uid, so the copy shares no identity with the original. Everything else (hotspots, fields the
 * client does not know) is copied as is.
 */
export function assetTypeCopy(assetType: AssetType, changes: { Alias: string; Label: string }, newUid: () => string = () => crypto.randomUUID()): AssetType {
  const copy = structuredClone(assetType);
  const tabs = copy.Configuration?.Tabs?.map((tab) => ({
    ...tab,
    Uid: newUid(),
    ...(tab.Sections && {
      Sections: tab.Sections.map((section) => ({
        ...section,
        Uid: newUid(),
        ...(section.Properties && { Properties: section.Properties.map((property) => ({ ...property, Uid: newUid() })) }),
      })),
    }),
  }));
  return {
    ...copy,
    Uid: newUid(),
    Alias: changes.Alias,
    Label: changes.Label,
    ...(copy.Configuration && { Configuration: { ...copy.Configuration, ...(tabs && { Tabs: tabs }) } }),
  };
}
