import type { AssetType, AssetTypeSection } from '../../api/asset-types';
import { deepEqual } from '../../api/three-way-merge';
import type { Labeller } from './keyboard-move';
import { propertiesOf, sectionsOf, tabsOf } from './layout-tree';

type Placed<T> = { item: T; parent: string; index: number };
type Keyed = { Uid: string };

const quote = (name: string) => `“${name}”`;

const FIELD_WORDS: Record<string, string> = { Label: 'the label', Alias: 'the alias', AllowedFileTypes: 'the allowed file types', SpecifiedExtensions: 'the file extensions' };
const FLAG_WORDS: Record<string, string> = { ReadOnly: 'Read only', Mandatory: 'Mandatory', Unchangeable: 'Unchangeable', Inherits: 'Inherits', ShowSidebar: 'Show sidebar' };

/**
 * One step of the designer's history in an editor's words ("moved Subtitle to section Classification"),
 * for what Undo and Redo say they did. Unchanged tabs and sections keep their identity in the reducer,
 * so only what the step touched is compared: quick on a 5,000-property layout.
 */
export function describeStep(before: AssetType, after: AssetType, labels: Labeller, subject?: string): string {
  const phrases = [...fieldChanges(before, after), ...itemChanges(before, after, labels, subject)];
  if (phrases.length === 0) return 'a change';
  if (phrases.length === 1) return phrases[0]!;
  return `${phrases[0]} and ${phrases.length - 1} more ${phrases.length === 2 ? 'change' : 'changes'}`;
}

function fieldChanges(before: AssetType, after: AssetType): string[] {
  return Object.keys(FIELD_WORDS)
    .filter((field) => !deepEqual(before[field as keyof AssetType], after[field as keyof AssetType]))
    .map((field) => `changed ${FIELD_WORDS[field]} of the asset type`);
}

function itemChanges(before: AssetType, after: AssetType, labels: Labeller, subject: string | undefined): string[] {
  const tab = (doc: AssetType, uid: string) => `tab ${quote(labels.tab(doc, uid))}`;
  const section = (doc: AssetType, uid: string) => `section ${quote(labels.section(doc, uid))}`;
  const property = (doc: AssetType, uid: string) => quote(labels.property(doc, uid));
  const tabsBefore = placed(tabsOf(before).map((item) => ({ item, parent: '' })));
  const tabsAfter = placed(tabsOf(after).map((item) => ({ item, parent: '' })));
  const sectionsBefore = placed(tabsOf(before).flatMap((item) => sectionsOf(item).map((child) => ({ item: child, parent: item.Uid }))));
  const sectionsAfter = placed(tabsOf(after).flatMap((item) => sectionsOf(item).map((child) => ({ item: child, parent: item.Uid }))));
  // Properties only of the sections the step touched (a new object): the others are the same on both sides.
  const touched = (mine: Map<string, Placed<AssetTypeSection>>, other: Map<string, Placed<AssetTypeSection>>) => [...mine.values()].filter(({ item }) => other.get(item.Uid)?.item !== item);
  const propertiesIn = (sections: Placed<AssetTypeSection>[]) => placed(sections.flatMap(({ item }) => propertiesOf(item).map((child) => ({ item: child, parent: item.Uid }))));
  const propertiesBefore = propertiesIn(touched(sectionsBefore, sectionsAfter));
  const propertiesAfter = propertiesIn(touched(sectionsAfter, sectionsBefore));

  const phrases: string[] = [];
  compare(tabsBefore, tabsAfter, {
    added: (uid) => `added ${tab(after, uid)}`,
    removed: (uid) => `removed ${tab(before, uid)}`,
    movedTo: (uid, _parent, index) => `moved ${tab(after, uid)} to position ${index + 1}`,
    edited: (uid, was, is) => (was.Label !== is.Label ? `renamed ${tab(before, uid)} to ${quote(labels.tab(after, uid))}` : `changed ${settingsWord(was, is)} of ${tab(after, uid)}`),
    phrases,
    subject,
  });
  compare(sectionsBefore, sectionsAfter, {
    added: (uid, parent) => `added ${section(after, uid)} to ${tab(after, parent)}`,
    removed: (uid, parent) => (tabsAfter.has(parent) ? `removed ${section(before, uid)}` : null),
    movedTo: (uid, parent, index, across) => (across ? `moved ${section(after, uid)} to ${tab(after, parent)}` : `moved ${section(after, uid)} to position ${index + 1} in ${tab(after, parent)}`),
    edited: (uid, was, is) => (was.Headline !== is.Headline ? `renamed ${section(before, uid)} to ${quote(labels.section(after, uid))}` : `changed ${settingsWord(was, is)} of ${section(after, uid)}`),
    phrases,
    subject,
  });
  const addedTo = new Map<string, string[]>();
  compare(propertiesBefore, propertiesAfter, {
    added: (uid, parent) => {
      addedTo.set(parent, [...(addedTo.get(parent) ?? []), uid]);
      return null;
    },
    removed: (uid, parent) => (sectionsAfter.has(parent) ? `removed ${property(before, uid)} from ${section(before, parent)}` : null),
    movedTo: (uid, parent, index, across) =>
      across ? `moved ${property(after, uid)} to ${section(after, parent)}` : `moved ${property(after, uid)} to position ${index + 1} in ${section(after, parent)}`,
    edited: (uid, was, is) => `changed ${settingsWord(was, is)} of ${property(after, uid)}`,
    phrases,
    subject,
  });
  for (const [parent, uids] of addedTo)
    phrases.push(uids.length === 1 ? `added ${property(after, uids[0]!)} to ${section(after, parent)}` : `added ${uids.length} properties to ${section(after, parent)}`);
  return phrases;
}

function placed<T extends Keyed>(entries: { item: T; parent: string }[]): Map<string, Placed<T>> {
  const counters = new Map<string, number>();
  const map = new Map<string, Placed<T>>();
  for (const { item, parent } of entries) {
    const index = counters.get(parent) ?? 0;
    counters.set(parent, index + 1);
    map.set(item.Uid, { item, parent, index });
  }
  return map;
}

type Words = {
  added: (uid: string, parent: string) => string | null;
  removed: (uid: string, parent: string) => string | null;
  movedTo: (uid: string, parent: string, index: number, across: boolean) => string;
  edited: (uid: string, was: Record<string, unknown>, is: Record<string, unknown>) => string;
  phrases: string[];
  /** The item the step was about, when known: named when the order reads either way (two neighbours swapped). */
  subject: string | undefined;
};

function compare<T extends Keyed>(before: Map<string, Placed<T>>, after: Map<string, Placed<T>>, words: Words) {
  const say = (phrase: string | null) => phrase && words.phrases.push(phrase);
  for (const [uid, was] of before) if (!after.has(uid)) say(words.removed(uid, was.parent));
  for (const [uid, is] of after) {
    const was = before.get(uid);
    if (!was) say(words.added(uid, is.parent));
    else if (was.parent !== is.parent) say(words.movedTo(uid, is.parent, is.index, true));
    if (was && was.item !== is.item && !deepEqual(ownFields(was.item), ownFields(is.item))) say(words.edited(uid, ownFields(was.item), ownFields(is.item)));
  }
  // Within one parent, a move shifts its neighbours too: name only the item that moved.
  const stayed = (map: Map<string, Placed<T>>, other: Map<string, Placed<T>>) => [...map.values()].filter(({ item, parent }) => other.get(item.Uid)?.parent === parent);
  const orderBefore = groupByParent(stayed(before, after));
  for (const [parent, afterOrder] of groupByParent(stayed(after, before))) {
    const moved = movedItem(orderBefore.get(parent) ?? [], afterOrder, words.subject);
    if (moved) say(words.movedTo(moved, parent, afterOrder.indexOf(moved), false));
  }
}

function groupByParent<T extends Keyed>(entries: Placed<T>[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const { item, parent } of entries) groups.set(parent, [...(groups.get(parent) ?? []), item.Uid]);
  return groups;
}

/** The one item whose move turns `before` into `after` (the same items), or null when the order is the same. */
function movedItem(before: readonly string[], after: readonly string[], subject: string | undefined): string | null {
  const first = after.findIndex((uid, index) => before[index] !== uid);
  if (first < 0) return null;
  const without = (list: readonly string[], uid: string) => list.filter((candidate) => candidate !== uid);
  const alone = (uid: string) => deepEqual(without(before, uid), without(after, uid));
  if (subject && alone(subject)) return subject;
  // Moved up: it is now where the first difference is; moved down: the item that was there left.
  const up = after[first]!;
  return alone(up) ? up : before[first]!;
}

/** An item's own settings, without its children (a tab's sections, a section's properties). */
function ownFields(item: Keyed): Record<string, unknown> {
  const { Sections: _sections, Properties: _properties, ...own } = item as Keyed & { Sections?: unknown; Properties?: unknown };
  return own;
}

function settingsWord(was: Record<string, unknown>, is: Record<string, unknown>): string {
  const changed = Object.keys({ ...was, ...is }).filter((field) => !deepEqual(was[field], is[field]));
  if (changed.length === 1 && FLAG_WORDS[changed[0]!]) return `“${FLAG_WORDS[changed[0]!]}”`;
  if (changed.every((field) => field.endsWith('Permission'))) return 'the permissions';
  if (changed.length === 1 && changed[0] === 'Description') return 'the description';
  return 'the settings';
}
