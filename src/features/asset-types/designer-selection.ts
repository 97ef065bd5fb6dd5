import { t } from '@lingui/core/macro';
import type { AssetType } from '../../api/asset-types';
import type { AttributeInfo } from './designer-context';
import type { ItemRef, Labeller } from './keyboard-move';
import { findProperty, findSection, findTab, isFixedTab, locateProperty, locateSection, sectionsOf, tabsOf } from './layout-tree';
import { propertyName } from './property-row';
import { sectionName } from './section-card';
import type { Selected } from './settings-panel';
import { tabName } from './tab-strip';

/** Labels of items in the layout each call is given; the labeller changes only with the attributes. */
export function createLabeller(attributes: ReadonlyMap<string, AttributeInfo>): Labeller {
  return {
    tab: (doc, uid) => {
      const tab = findTab(doc, uid);
      return tab ? tabName(tab) : t`a removed tab`;
    },
    section: (doc, uid) => {
      const section = findSection(doc, uid);
      return section ? sectionName(section) : t`a removed section`;
    },
    property: (doc, uid) => {
      const property = findProperty(doc, uid);
      return property ? propertyName(attributes.get(property.AttributeUid)?.name, property.AttributeUid) : t`a removed property`;
    },
  };
}

export function resolveSelection(doc: AssetType, item: ItemRef | null, attributes: ReadonlyMap<string, AttributeInfo>): Selected | null {
  if (!item) return null;
  const tabs = tabsOf(doc);
  if (item.type === 'tab') {
    const tab = findTab(doc, item.uid);
    return tab ? { type: 'tab', tab } : null;
  }
  if (item.type === 'section') {
    const at = locateSection(doc, item.uid);
    if (!at) return null;
    const tab = tabs[at.tabIndex]!;
    return { type: 'section', section: sectionsOf(tab)[at.index]!, tab };
  }
  const at = locateProperty(doc, item.uid);
  if (!at) return null;
  const section = sectionsOf(tabs[at.tabIndex]!)[at.sectionIndex]!;
  const property = section.Properties![at.index]!;
  const info = attributes.get(property.AttributeUid);
  return { type: 'property', property, section, name: propertyName(info?.name, property.AttributeUid), attributeType: info?.type ?? null };
}

/** The tab an item lives in (a tab is its own). */
export function tabOfItem(doc: AssetType, item: ItemRef): string | null {
  if (item.type === 'tab') return item.uid;
  const at = item.type === 'section' ? locateSection(doc, item.uid) : locateProperty(doc, item.uid);
  return at ? tabsOf(doc)[at.tabIndex]!.Uid : null;
}

/** Where “Add to section” places an attribute: the selected section, the selected property's section, or the active tab's first. */
export function addTarget(doc: AssetType, selected: ItemRef | null, activeTabUid: string | null): { uid: string; name: string } | null {
  if (selected?.type === 'section') {
    const section = findSection(doc, selected.uid);
    if (section) return { uid: section.Uid, name: sectionName(section) };
  }
  if (selected?.type === 'property') {
    const at = locateProperty(doc, selected.uid);
    if (at) {
      const section = sectionsOf(tabsOf(doc)[at.tabIndex]!)[at.sectionIndex]!;
      return { uid: section.Uid, name: sectionName(section) };
    }
  }
  const tab = activeTabUid ? findTab(doc, activeTabUid) : undefined;
  const first = tab && !isFixedTab(tab) ? sectionsOf(tab)[0] : undefined;
  return first ? { uid: first.Uid, name: sectionName(first) } : null;
}

/** The attributes placed more than once, as a set whose identity changes only when its members do. */
export function duplicateKey(placements: ReadonlyMap<string, number>): string {
  const duplicates: string[] = [];
  for (const [uid, count] of placements) if (count > 1) duplicates.push(uid);
  return duplicates.sort().join(',');
}

/** "New tab", or "New tab 2" when that is taken: a name that tells a new item from the others. */
export function freshName(base: string, taken: readonly (string | null | undefined)[]): string {
  const names = new Set(taken.map((name) => name?.trim()));
  if (!names.has(base)) return base;
  let n = 2;
  while (names.has(`${base} ${n}`)) n += 1;
  return `${base} ${n}`;
}
