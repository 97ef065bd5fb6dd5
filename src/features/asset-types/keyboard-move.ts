import type { AssetType } from '../../api/asset-types';
import type { DesignerAction } from './designer-reducer';
import { isFixedTab, locateProperty, locateSection, propertiesOf, sectionOrder, sectionsOf, tabsOf } from './layout-tree';

type ItemType = 'tab' | 'section' | 'property';
export type ItemRef = { type: ItemType; uid: string };

type MoveAction = Extract<DesignerAction, { type: 'moveTab' | 'moveSection' | 'moveProperty' }>;
export type Direction = 'up' | 'down';

export const KEY_DIRECTIONS: Record<string, Direction> = { ArrowUp: 'up', ArrowLeft: 'up', ArrowDown: 'down', ArrowRight: 'down' };

/**
 * The reducer action for one step of a keyboard or "Move up / down" move, or null at the
 * end of the road. Nested containers are walked in document order: a section steps into the
 * neighbouring tab at its edge, a property into the neighbouring section (in any tab).
 */
export function stepMove(doc: AssetType, item: ItemRef, direction: Direction): MoveAction | null {
  const delta = direction === 'up' ? -1 : 1;
  if (item.type === 'tab') {
    const dynamic = tabsOf(doc).filter((tab) => !isFixedTab(tab));
    const from = dynamic.findIndex((tab) => tab.Uid === item.uid);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= dynamic.length) return null;
    return { type: 'moveTab', uid: item.uid, toIndex: to };
  }
  if (item.type === 'section') {
    const at = locateSection(doc, item.uid);
    if (!at) return null;
    const tabs = tabsOf(doc);
    const tab = tabs[at.tabIndex]!;
    const to = at.index + delta;
    if (to >= 0 && to < sectionsOf(tab).length) return { type: 'moveSection', uid: item.uid, toTabUid: tab.Uid, toIndex: to };
    const dynamic = tabs.filter((candidate) => !isFixedTab(candidate));
    const neighbour = dynamic[dynamic.indexOf(tab) + delta];
    if (!neighbour) return null;
    return { type: 'moveSection', uid: item.uid, toTabUid: neighbour.Uid, toIndex: delta < 0 ? sectionsOf(neighbour).length : 0 };
  }
  const at = locateProperty(doc, item.uid);
  if (!at) return null;
  const order = sectionOrder(doc);
  const section = sectionsOf(tabsOf(doc)[at.tabIndex]!)[at.sectionIndex]!;
  const to = at.index + delta;
  if (to >= 0 && to < propertiesOf(section).length) return { type: 'moveProperty', uid: item.uid, toSectionUid: section.Uid, toIndex: to };
  const here = order.findIndex((entry) => entry.section.Uid === section.Uid);
  const neighbour = order[here + delta]?.section;
  if (!neighbour) return null;
  return { type: 'moveProperty', uid: item.uid, toSectionUid: neighbour.Uid, toIndex: delta < 0 ? propertiesOf(neighbour).length : 0 };
}

/** Names items by uid as the given layout has them (the caller passes the latest layout). */
export type Labeller = {
  tab: (doc: AssetType, uid: string) => string;
  section: (doc: AssetType, uid: string) => string;
  property: (doc: AssetType, uid: string) => string;
};

/** Where an item is, in words a listener can follow: labels and positions, never ids. */
export function describePosition(doc: AssetType, item: ItemRef, labels: Labeller): string {
  const tabs = tabsOf(doc);
  if (item.type === 'tab') {
    const dynamic = tabs.filter((tab) => !isFixedTab(tab));
    const index = dynamic.findIndex((tab) => tab.Uid === item.uid);
    return `position ${index + 1} of ${dynamic.length} tabs`;
  }
  if (item.type === 'section') {
    const at = locateSection(doc, item.uid);
    if (!at) return 'nowhere';
    const tab = tabs[at.tabIndex]!;
    return `position ${at.index + 1} of ${sectionsOf(tab).length} in tab ${labels.tab(doc, tab.Uid)}`;
  }
  const at = locateProperty(doc, item.uid);
  if (!at) return 'nowhere';
  const tab = tabs[at.tabIndex]!;
  const section = sectionsOf(tab)[at.sectionIndex]!;
  return `position ${at.index + 1} of ${propertiesOf(section).length} in section ${labels.section(doc, section.Uid)}, tab ${labels.tab(doc, tab.Uid)}`;
}

export function itemLabel(doc: AssetType, item: ItemRef, labels: Labeller): string {
  return labels[item.type](doc, item.uid);
}
