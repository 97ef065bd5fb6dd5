import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { AssetType } from '../../api/asset-types';
import { listChanges, type FieldChange } from '../../api/three-way-merge';
import { deepEqual } from '../../api/deep-equal';
import type { ItemKind, LayoutConflict } from './layout-merge';
import { findProperty, findSection, findTab, isFixedTab, locateProperty, locateSection, propertiesOf, sectionsOf, tabsOf } from './layout-tree';
import { tabName } from './tab-strip';

/** Names a layout item as the editor knows it: tab label, section headline, attribute name. */
export type NameOf = (doc: AssetType, kind: ItemKind, uid: string) => string | null;

export function createNameOf(attributeName: (uid: string) => string | undefined): NameOf {
  return (doc, kind, uid) => {
    if (kind === 'tab') {
      const tab = findTab(doc, uid);
      if (!tab) return null;
      // A built-in tab by the name the row of tabs gives it ("File tab (built in)"), not the service's "FileTab".
      if (isFixedTab(tab)) return tabName(tab);
      const name = tab.Label?.trim();
      return name ? t`Tab “${name}”` : t`Tab “untitled”`;
    }
    if (kind === 'section') {
      const section = findSection(doc, uid);
      if (!section) return null;
      const name = section.Headline?.trim();
      return name ? t`Section “${name}”` : t`Section “untitled”`;
    }
    const property = findProperty(doc, uid);
    if (!property) return null;
    const name = attributeName(property.AttributeUid) ?? property.AttributeUid;
    return t`Property “${name}”`;
  };
}

const FLAG_NAMES: Record<string, MessageDescriptor> = { ReadOnly: msg`read-only`, Mandatory: msg`mandatory`, Unchangeable: msg`unchangeable`, Inherits: msg`inherits`, ShowSidebar: msg`sidebar` };

/**
 * Where an item is and what is set on it, in words: "Main › General, position 2; mandatory". A tab or a section says its own
 * label or headline first ("“Basics”: General, position 1"): two editors renaming one are told apart by it.
 */
function describeItem(doc: AssetType, kind: ItemKind, uid: string): string {
  const tabs = tabsOf(doc);
  const tabLabel = (index: number) => {
    const number = index + 1;
    return tabs[index]?.Label?.trim() || t`Tab ${number}`;
  };
  let place: string | null = null;
  let item: Record<string, unknown> | undefined;
  if (kind === 'tab') {
    const index = tabs.findIndex((tab) => tab.Uid === uid);
    const [number, count] = [index + 1, tabs.length];
    const label = tabs[index]?.Label?.trim();
    if (index >= 0) [place, item] = [label ? t`“${label}”: tab ${number} of ${count}` : t`tab ${number} of ${count}`, tabs[index]];
  } else if (kind === 'section') {
    const at = locateSection(doc, uid);
    if (at) {
      const [tab, position] = [tabLabel(at.tabIndex), at.index + 1];
      const section = sectionsOf(tabs[at.tabIndex]!)[at.index]!;
      const headline = section.Headline?.trim();
      [place, item] = [headline ? t`“${headline}”: ${tab}, position ${position}` : t`${tab}, position ${position}`, section];
    }
  } else {
    const at = locateProperty(doc, uid);
    if (at) {
      const section = sectionsOf(tabs[at.tabIndex]!)[at.sectionIndex]!;
      const [tab, sectionNumber, position] = [tabLabel(at.tabIndex), at.sectionIndex + 1, at.index + 1];
      const sectionLabel = section.Headline?.trim() || t`Section ${sectionNumber}`;
      [place, item] = [t`${tab} › ${sectionLabel}, position ${position}`, propertiesOf(section)[at.index]];
    }
  }
  if (!place || !item) return t`(removed)`;
  const flags = Object.entries(FLAG_NAMES)
    .filter(([field]) => item![field] === true)
    .map(([, name]) => i18n._(name));
  return [place, ...flags].join('; ');
}

function allItems(doc: AssetType): { kind: ItemKind; uid: string; item: unknown }[] {
  return tabsOf(doc).flatMap((tab) => [
    { kind: 'tab' as const, uid: tab.Uid, item: { ...tab, Sections: undefined } },
    ...sectionsOf(tab).flatMap((section) => [
      { kind: 'section' as const, uid: section.Uid, item: { ...section, Properties: undefined } },
      ...propertiesOf(section).map((property) => ({ kind: 'property' as const, uid: property.Uid, item: property })),
    ]),
  ]);
}

const FIELD_LABELS: Record<string, MessageDescriptor> = {
  Label: msg`Label`,
  Alias: msg`Alias`,
  AllowedFileTypes: msg`Allowed file types`,
  SpecifiedExtensions: msg`File extensions`,
  HotspotDefinitions: msg`Hotspots`,
};
export const fieldLabel = (field: string) => {
  const label = FIELD_LABELS[field];
  return label ? i18n._(label) : field;
};

/**
 * What differs between two copies of an asset type, for people: its fields, then each
 * added, removed, moved or edited tab, section and property by name, with where it is.
 */
export function describeLayoutChanges(before: AssetType, after: AssetType, nameOf: NameOf): FieldChange[] {
  const withoutTabs = (doc: AssetType) => ({ ...doc, Configuration: { ...doc.Configuration, Tabs: undefined } });
  const fields = listChanges<Record<string, unknown>>(withoutTabs(before), withoutTabs(after)).map((change) => ({ ...change, path: fieldLabel(change.path) }));
  const beforeItems = new Map(allItems(before).map((entry) => [entry.uid, entry]));
  const afterItems = new Map(allItems(after).map((entry) => [entry.uid, entry]));
  const items: FieldChange[] = [];
  for (const uid of new Set([...beforeItems.keys(), ...afterItems.keys()])) {
    const kind = (afterItems.get(uid) ?? beforeItems.get(uid))!.kind;
    const was = describeItem(before, kind, uid);
    const is = describeItem(after, kind, uid);
    const edited = !deepEqual(beforeItems.get(uid)?.item, afterItems.get(uid)?.item);
    if (was === is && !edited) continue;
    const name = nameOf(after, kind, uid) ?? nameOf(before, kind, uid) ?? kind;
    items.push({ path: name, before: beforeItems.has(uid) ? was : t`(not there)`, after: afterItems.has(uid) ? (edited && was === is ? t`${is} (settings changed)` : is) : t`(removed)` });
  }
  return [...fields, ...items];
}

/** A layout conflict as a row of the conflict panel: what it is, and each side in words. */
export function conflictRow(conflict: LayoutConflict, base: AssetType, theirs: AssetType, mine: AssetType, nameOf: NameOf) {
  if (conflict.kind === 'field')
    return { path: conflict.id, key: conflict.id, label: fieldLabel(conflict.field.path), base: conflict.field.base, theirs: conflict.field.theirs, mine: conflict.field.mine };
  const label = nameOf(mine, conflict.item, conflict.uid) ?? nameOf(theirs, conflict.item, conflict.uid) ?? nameOf(base, conflict.item, conflict.uid) ?? conflict.item;
  return {
    path: conflict.id,
    key: conflict.id,
    label,
    base: describeItem(base, conflict.item, conflict.uid),
    theirs: describeItem(theirs, conflict.item, conflict.uid),
    mine: describeItem(mine, conflict.item, conflict.uid),
  };
}
