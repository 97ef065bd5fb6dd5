import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { AssetType, AssetTypeSection } from '../../api/asset-types';
import { deepEqual } from '../../api/deep-equal';
import { FLAG_LABELS, quoted } from './designer-messages';
import type { Labeller } from './keyboard-move';
import { propertiesOf, sectionsOf, tabsOf } from './layout-tree';

type Placed<T> = { item: T; parent: string; index: number };
type Keyed = { Uid: string };

const FIELD_WORDS: Record<string, MessageDescriptor> = {
  Label: msg`changed the label of the asset type`,
  Alias: msg`changed the alias of the asset type`,
  AllowedFileTypes: msg`changed the allowed file types of the asset type`,
  SpecifiedExtensions: msg`changed the file extensions of the asset type`,
};

/**
 * One step of the designer's history in an editor's words ("moved Subtitle to section Classification"),
 * for what Undo and Redo say they did. Unchanged tabs and sections keep their identity in the reducer,
 * so only what the step touched is compared: quick on a 5,000-property layout.
 */
export function describeStep(before: AssetType, after: AssetType, labels: Labeller, subject?: string): string {
  const phrases = [...fieldChanges(before, after), ...itemChanges(before, after, labels, subject)];
  if (phrases.length === 0) return t`a change`;
  const first = phrases[0]!;
  if (phrases.length === 1) return first;
  return plural(phrases.length - 1, { one: `${first} and # more change`, other: `${first} and # more changes` });
}

function fieldChanges(before: AssetType, after: AssetType): string[] {
  return Object.keys(FIELD_WORDS)
    .filter((field) => !deepEqual(before[field as keyof AssetType], after[field as keyof AssetType]))
    .map((field) => i18n._(FIELD_WORDS[field]!));
}

function itemChanges(before: AssetType, after: AssetType, labels: Labeller, subject: string | undefined): string[] {
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
    added: (uid) => {
      const name = labels.tab(after, uid);
      return t`added tab “${name}”`;
    },
    removed: (uid) => {
      const name = labels.tab(before, uid);
      return t`removed tab “${name}”`;
    },
    movedTo: (uid, _parent, index) => {
      const [name, position] = [labels.tab(after, uid), index + 1];
      return t`moved tab “${name}” to position ${position}`;
    },
    edited: (uid, was, is) => {
      const [name, renamed] = [labels.tab(before, uid), labels.tab(after, uid)];
      if (was.Label !== is.Label) return t`renamed tab “${name}” to “${renamed}”`;
      const what = settingsWord(was, is);
      return t`changed ${what} of tab “${renamed}”`;
    },
    phrases,
    subject,
  });
  compare(sectionsBefore, sectionsAfter, {
    added: (uid, parent) => {
      const [name, tab] = [labels.section(after, uid), labels.tab(after, parent)];
      return t`added section “${name}” to tab “${tab}”`;
    },
    removed: (uid, parent) => {
      const name = labels.section(before, uid);
      return tabsAfter.has(parent) ? t`removed section “${name}”` : null;
    },
    movedTo: (uid, parent, index, across) => {
      const [name, tab, position] = [labels.section(after, uid), labels.tab(after, parent), index + 1];
      return across ? t`moved section “${name}” to tab “${tab}”` : t`moved section “${name}” to position ${position} in tab “${tab}”`;
    },
    edited: (uid, was, is) => {
      const [name, renamed] = [labels.section(before, uid), labels.section(after, uid)];
      if (was.Headline !== is.Headline) return t`renamed section “${name}” to “${renamed}”`;
      const what = settingsWord(was, is);
      return t`changed ${what} of section “${renamed}”`;
    },
    phrases,
    subject,
  });
  const addedTo = new Map<string, string[]>();
  compare(propertiesBefore, propertiesAfter, {
    added: (uid, parent) => {
      addedTo.set(parent, [...(addedTo.get(parent) ?? []), uid]);
      return null;
    },
    removed: (uid, parent) => {
      const [name, section] = [labels.property(before, uid), labels.section(before, parent)];
      return sectionsAfter.has(parent) ? t`removed “${name}” from section “${section}”` : null;
    },
    movedTo: (uid, parent, index, across) => {
      const [name, section, position] = [labels.property(after, uid), labels.section(after, parent), index + 1];
      return across ? t`moved “${name}” to section “${section}”` : t`moved “${name}” to position ${position} in section “${section}”`;
    },
    edited: (uid, was, is) => {
      const [what, name] = [settingsWord(was, is), labels.property(after, uid)];
      return t`changed ${what} of “${name}”`;
    },
    phrases,
    subject,
  });
  for (const [parent, uids] of addedTo) {
    const section = labels.section(after, parent);
    if (uids.length === 1) {
      const name = labels.property(after, uids[0]!);
      phrases.push(t`added “${name}” to section “${section}”`);
    } else phrases.push(plural(uids.length, { one: `added # property to section “${section}”`, other: `added # properties to section “${section}”` }));
  }
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
  const flag = changed.length === 1 ? FLAG_LABELS[changed[0] as keyof typeof FLAG_LABELS] : undefined;
  if (flag) return quoted(i18n._(flag));
  if (changed.every((field) => field.endsWith('Permission'))) return t`the permissions`;
  if (changed.length === 1 && changed[0] === 'Description') return t`the description`;
  return t`the settings`;
}
