import { DYNAMIC_TAB, type AssetType, type AssetTypeProperty, type AssetTypeSection, type AssetTypeTab } from '../../api/asset-types';

/** Pure helpers over the wire document: every change returns new objects only along the changed path. */

export function tabsOf(doc: AssetType): readonly AssetTypeTab[] {
  return doc.Configuration?.Tabs ?? [];
}

export function sectionsOf(tab: AssetTypeTab): readonly AssetTypeSection[] {
  return tab.Sections ?? [];
}

export function propertiesOf(section: AssetTypeSection): readonly AssetTypeProperty[] {
  return section.Properties ?? [];
}

/** decisions.md: tabs of other types carry only Uid, permissions and Type; they are shown fixed. */
export function isFixedTab(tab: AssetTypeTab): boolean {
  return tab.Type != null && tab.Type !== DYNAMIC_TAB;
}

export function withTabs(doc: AssetType, tabs: AssetTypeTab[]): AssetType {
  return { ...doc, Configuration: { ...doc.Configuration, Tabs: tabs } };
}

type SectionLocation = { tabIndex: number; index: number };
type PropertyLocation = { tabIndex: number; sectionIndex: number; index: number };

export function locateTab(doc: AssetType, uid: string): number {
  return tabsOf(doc).findIndex((tab) => tab.Uid === uid);
}

export function locateSection(doc: AssetType, uid: string): SectionLocation | null {
  const tabs = tabsOf(doc);
  for (let tabIndex = 0; tabIndex < tabs.length; tabIndex += 1) {
    const index = sectionsOf(tabs[tabIndex]!).findIndex((section) => section.Uid === uid);
    if (index >= 0) return { tabIndex, index };
  }
  return null;
}

export function locateProperty(doc: AssetType, uid: string): PropertyLocation | null {
  const tabs = tabsOf(doc);
  for (let tabIndex = 0; tabIndex < tabs.length; tabIndex += 1) {
    const sections = sectionsOf(tabs[tabIndex]!);
    for (let sectionIndex = 0; sectionIndex < sections.length; sectionIndex += 1) {
      const index = propertiesOf(sections[sectionIndex]!).findIndex((property) => property.Uid === uid);
      if (index >= 0) return { tabIndex, sectionIndex, index };
    }
  }
  return null;
}

export function findTab(doc: AssetType, uid: string): AssetTypeTab | undefined {
  return tabsOf(doc).find((tab) => tab.Uid === uid);
}

export function findSection(doc: AssetType, uid: string): AssetTypeSection | undefined {
  const at = locateSection(doc, uid);
  return at ? sectionsOf(tabsOf(doc)[at.tabIndex]!)[at.index] : undefined;
}

export function findProperty(doc: AssetType, uid: string): AssetTypeProperty | undefined {
  const at = locateProperty(doc, uid);
  return at ? propertiesOf(sectionsOf(tabsOf(doc)[at.tabIndex]!)[at.sectionIndex]!)[at.index] : undefined;
}

/** Moves one element of a list to `to` (its index after the move), clamped to the list. */
export function moveWithin<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(clamp(to, 0, next.length), 0, item as T);
  return next;
}

export function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  const next = [...list];
  next.splice(clamp(index, 0, next.length), 0, item);
  return next;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  const next = [...list];
  next[index] = item;
  return next;
}

/** How many times each attribute is placed in the layout. */
export function placementCounts(doc: AssetType): Map<string, number> {
  const counts = new Map<string, number>();
  for (const tab of tabsOf(doc)) for (const section of sectionsOf(tab)) for (const property of propertiesOf(section)) counts.set(property.AttributeUid, (counts.get(property.AttributeUid) ?? 0) + 1);
  return counts;
}

export function countProperties(doc: AssetType): number {
  let count = 0;
  for (const tab of tabsOf(doc)) for (const section of sectionsOf(tab)) count += propertiesOf(section).length;
  return count;
}

/** The dynamic sections in document order, with the tab each is in: the route a keyboard move walks. */
export function sectionOrder(doc: AssetType): { tab: AssetTypeTab; section: AssetTypeSection }[] {
  const order: { tab: AssetTypeTab; section: AssetTypeSection }[] = [];
  for (const tab of tabsOf(doc)) {
    if (isFixedTab(tab)) continue;
    for (const section of sectionsOf(tab)) order.push({ tab, section });
  }
  return order;
}
