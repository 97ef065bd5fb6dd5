import { plural, t } from '@lingui/core/macro';
import type { AssetType } from '../../api/asset-types';
import type { DesignerAction } from './designer-reducer';
import { isFixedTab, locateProperty, locateSection, propertiesOf, sectionOrder, sectionsOf, tabsOf } from './layout-tree';

export type ItemType = 'tab' | 'section' | 'property';
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
    const position = dynamic.findIndex((tab) => tab.Uid === item.uid) + 1;
    return plural(dynamic.length, { one: `position ${position} of # tab`, other: `position ${position} of # tabs` });
  }
  if (item.type === 'section') {
    const at = locateSection(doc, item.uid);
    if (!at) return t`nowhere`;
    const tab = tabs[at.tabIndex]!;
    const [position, count, tabName] = [at.index + 1, sectionsOf(tab).length, labels.tab(doc, tab.Uid)];
    return t`position ${position} of ${count} in tab ${tabName}`;
  }
  const at = locateProperty(doc, item.uid);
  if (!at) return t`nowhere`;
  const tab = tabs[at.tabIndex]!;
  const section = sectionsOf(tab)[at.sectionIndex]!;
  const [position, count, sectionName, tabName] = [at.index + 1, propertiesOf(section).length, labels.section(doc, section.Uid), labels.tab(doc, tab.Uid)];
  return t`position ${position} of ${count} in section ${sectionName}, tab ${tabName}`;
}

export function itemLabel(doc: AssetType, item: ItemRef, labels: Labeller): string {
  return labels[item.type](doc, item.uid);
}
