import { t } from '@lingui/core/macro';
import { DYNAMIC_TAB, type AssetType } from '../../api/asset-types';

type Item = { Uid: string };

// eslint-disable-next-line lingui/no-unlocalized-strings -- the file's field names, as the file spells them in every language
const FIELD = { tabs: 'Configuration.Tabs', sections: 'Sections', properties: 'Properties' } as const;

/**
 * What a hand-edited file can break in an asset type's layout that the designer never would: a PUT replaces the whole
 * layout, so a dropped list (Configuration.Tabs, a tab's Sections, a section's Properties) would remove what is there
 * here, and a tab, section or property pasted twice would leave two items under one uid. Null when the layout is whole.
 */
export function layoutDamage(assetType: AssetType): string | null {
  const configuration = assetType.Configuration;
  if (!configuration) return null;
  const seen = new Map<string, string>();
  const dropped = (path: string) => t`Its layout lacks ${path} (a list): written as it is, it would remove what is there here. Nothing of this asset type is imported.`;
  const repeated = (item: Item, path: string): string | null => {
    const first = seen.get(item.Uid.toLowerCase());
    if (first !== undefined) return t`Its layout has one uid at ${first} and again at ${path}: each tab, section and property needs its own. Nothing of this asset type is imported.`;
    seen.set(item.Uid.toLowerCase(), path);
    return null;
  };
  if (configuration.Tabs === undefined) return dropped(FIELD.tabs);
  for (const [tabIndex, tab] of (configuration.Tabs ?? []).entries()) {
    const tabPath = `${FIELD.tabs}.${tabIndex}`;
    const tabProblem = repeated(tab, tabPath);
    if (tabProblem) return tabProblem;
    // Tabs of other types carry no sections (decisions.md).
    if (tab.Type != null && tab.Type !== DYNAMIC_TAB) continue;
    if (tab.Sections === undefined) return dropped(`${tabPath}.${FIELD.sections}`);
    for (const [sectionIndex, section] of (tab.Sections ?? []).entries()) {
      const sectionPath = `${tabPath}.${FIELD.sections}.${sectionIndex}`;
      const sectionProblem = repeated(section, sectionPath);
      if (sectionProblem) return sectionProblem;
      if (section.Properties === undefined) return dropped(`${sectionPath}.${FIELD.properties}`);
      for (const [propertyIndex, property] of (section.Properties ?? []).entries()) {
        const propertyProblem = repeated(property, `${sectionPath}.${FIELD.properties}.${propertyIndex}`);
        if (propertyProblem) return propertyProblem;
      }
    }
  }
  return null;
}
