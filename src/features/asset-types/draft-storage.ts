import { t } from '@lingui/core/macro';
import { outbox, outboxKey } from '../../api/outbox';
import { THIS_PAGE } from '../../api/record-lock';
import { assetTypeSchema, type AssetType, type AssetTypeSection, type AssetTypeTab } from '../../api/asset-types';
import { timeSlices, yieldToPage } from '../../api/yield-to-page';

/**
 * An unsaved layout kept in the outbox (IndexedDB), so a reload or a crash loses nothing. It keeps
 * the server copy it started from (its base), so restoring it later merges with what colleagues
 * saved since; and the browser tab and page that wrote it: each page keeps its own, so two tabs
 * never overwrite each other's (a duplicated tab shares the tab id, not the page).
 */
export type StoredDraft = {
  key: string;
  savedAt: string;
  assetType: AssetType;
  base: AssetType | null;
  tabId: string;
  /** The page (record-lock's THIS_PAGE) that wrote it: while that page is open, the draft is its work in progress. */
  page: string;
};

const RESOURCE = 'assetTypeDraft';
const TAB_ID_KEY = 'pim.designer-tab-id';

/** This browser tab's id: kept in sessionStorage, so it survives a reload of the tab but no other tab has it. */
export function designerTabId(): string {
  try {
    const existing = sessionStorage.getItem(TAB_ID_KEY);
    if (existing) return existing;
    const id = crypto.randomUUID();
    sessionStorage.setItem(TAB_ID_KEY, id);
    return id;
  } catch {
    return 'this-tab';
  }
}

const recordId = (uid: string, tabId: string) => `${uid}:${tabId}:${THIS_PAGE}`;

/**
 * A layout as kept: its JSON text. Writing a 5,000-property layout as an object costs the page a
 * structured clone of every property on each write; text is copied whole. A megabyte of JSON took
 * the page 20–60 ms to make on each write, in the moments a keyboard move's next key lands: the
 * reducer keeps an untouched section's identity, so each section is turned into text once. The
 * keys of a tab and of the layout come out in another order than JSON.stringify's, which the
 * reading side ignores.
 */
const textOfLayout = new WeakMap<AssetType, string>();
const textOfSection = new WeakMap<AssetTypeSection, string>();
const sectionsOf = new WeakMap<AssetType, Set<AssetTypeSection>>();

function layoutText(layout: AssetType): string {
  let text = textOfLayout.get(layout);
  if (text === undefined) {
    text = configurationText(layout, sectionText);
    textOfLayout.set(layout, text);
  }
  return text;
}

/**
 * The draft's layout as kept beside its base: a section still the base's very object is written as
 * its uid (a string). A move touches one or two sections, so a write after it copies kilobytes, not
 * the layout's megabyte twice (measured: 8–17 ms of the page's time on each write, which held the
 * key pressed just after it).
 */
function draftText(layout: AssetType, base: AssetType): string {
  const ofBase = baseSections(base);
  return configurationText(layout, (section) => (section.Uid && ofBase.has(section) ? JSON.stringify(section.Uid) : sectionText(section)));
}

function baseSections(base: AssetType): Set<AssetTypeSection> {
  let sections = sectionsOf.get(base);
  if (sections === undefined) {
    sections = new Set((base.Configuration?.Tabs ?? []).flatMap((tab) => tab.Sections ?? []));
    sectionsOf.set(base, sections);
  }
  return sections;
}

function configurationText(layout: AssetType, section: (section: AssetTypeSection) => string): string {
  const { Configuration, ...rest } = layout;
  if (!Configuration?.Tabs) return JSON.stringify(layout);
  const { Tabs, ...settings } = Configuration;
  const tabText = (tab: AssetTypeTab) => {
    const { Sections, ...tabRest } = tab;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's field name
    return Sections ? withKey(JSON.stringify(tabRest), 'Sections', `[${Sections.map(section).join(',')}]`) : JSON.stringify(tab);
  };
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's field names
  return withKey(JSON.stringify(rest), 'Configuration', withKey(JSON.stringify(settings), 'Tabs', `[${Tabs.map(tabText).join(',')}]`));
}

function sectionText(section: AssetTypeSection): string {
  let text = textOfSection.get(section);
  if (text === undefined) {
    text = JSON.stringify(section);
    textOfSection.set(section, text);
  }
  return text;
}

/**
 * Makes the base's text before the first edit needs it, a few sections at a time when the page has
 * nothing else to do: made at the first write, it took the moment of the first move's next key.
 */
export async function prepareDraftBase(base: AssetType, cancelled: () => boolean): Promise<void> {
  await yieldToPage();
  const slice = timeSlices(4);
  for (const tab of base.Configuration?.Tabs ?? []) {
    for (const section of tab.Sections ?? []) {
      if (slice.due()) await yieldToPage();
      if (cancelled()) return;
      sectionText(section);
    }
  }
  layoutText(base);
  baseSections(base);
}

/** An object's JSON text with one more key, whose value is given as JSON text. */
function withKey(objectText: string, key: string, valueText: string): string {
  return `${objectText.slice(0, -1)}${objectText === '{}' ? '' : ','}${JSON.stringify(key)}:${valueText}}`;
}

/** A draft's layout with each section kept as its uid taken from the base (a draft of before has none). */
function withBaseSections(mine: unknown, base: unknown): unknown {
  const tabsOf = (layout: unknown): unknown[] => {
    const tabs = (layout as { Configuration?: { Tabs?: unknown } } | null)?.Configuration?.Tabs;
    return Array.isArray(tabs) ? tabs : [];
  };
  const sectionsIn = (tab: unknown): unknown[] | undefined => {
    const sections = (tab as { Sections?: unknown } | null)?.Sections;
    return Array.isArray(sections) ? sections : undefined;
  };
  const byUid = new Map<unknown, unknown>();
  for (const tab of tabsOf(base)) for (const section of sectionsIn(tab) ?? []) byUid.set((section as { Uid?: unknown } | null)?.Uid, section);
  for (const tab of tabsOf(mine)) {
    const sections = sectionsIn(tab);
    // A uid the base does not have leaves undefined, which the schema refuses: no draft rather than a wrong one.
    if (sections?.some((section) => typeof section === 'string')) (tab as { Sections: unknown[] }).Sections = sections.map((section) => (typeof section === 'string' ? byUid.get(section) : section));
  }
  return mine;
}

function parseKept(kept: unknown): unknown {
  if (typeof kept !== 'string') return kept; // an object: a draft kept before layouts were kept as text
  try {
    return JSON.parse(kept);
  } catch {
    return undefined;
  }
}

function toDraft(key: string): StoredDraft | null {
  const entry = outbox.get(key);
  if (!entry) return null;
  const keptBase = parseKept(entry.base);
  const assetType = assetTypeSchema.safeParse(withBaseSections(parseKept(entry.mine), keptBase));
  const base = assetTypeSchema.safeParse(keptBase);
  if (!assetType.success) return null;
  return {
    key,
    savedAt: new Date(entry.updatedAt).toISOString(),
    assetType: assetType.data,
    base: base.success ? base.data : null,
    tabId: entry.recordId.split(':')[1] ?? '',
    page: entry.page,
  };
}

/** The draft this page wrote (an earlier visit of the designer in this page life). */
export function readOwnDraft(uid: string, tabId: string): StoredDraft | null {
  return toDraft(outboxKey(RESOURCE, recordId(uid, tabId)));
}

/**
 * This page's draft of the asset type; else the newest another page left, leaving out the pages in `open` (still at
 * work on theirs): a reloaded, crashed or closed page's.
 */
export function readDraft(uid: string, tabId: string, open?: ReadonlySet<string>): StoredDraft | null {
  const own = readOwnDraft(uid, tabId);
  if (own) return own;
  const others = outbox
    .list()
    .filter((entry) => entry.resource === RESOURCE && entry.recordId.startsWith(`${uid}:`) && !open?.has(entry.page))
    .sort((a, b) => b.updatedAt - a.updatedAt);
  return others.length > 0 ? toDraft(others[0]!.key) : null;
}

/** Kept at once in this tab's copy of the outbox, and on the device right after. */
export function writeDraft(uid: string, tabId: string, assetType: AssetType, base: AssetType): boolean {
  const name = assetType.Label || assetType.Alias || uid;
  void outbox.put({
    resource: RESOURCE,
    recordId: recordId(uid, tabId),
    kind: 'save',
    state: 'held',
    label: t`Asset type ${name}`,
    link: `/asset-types/${uid}`,
    mine: draftText(assetType, base),
    base: layoutText(base),
  });
  return true;
}

/** Removes one draft: this tab's (by asset type and tab) or the one offered (by its key). */
export function clearDraft(uid: string, tabId: string, key = outboxKey(RESOURCE, recordId(uid, tabId))) {
  if (outbox.get(key)) void outbox.remove(key);
}

/** Removes an offered draft if it is still as offered: a page that wrote to it since keeps its work. */
export function clearOfferedDraft(draft: StoredDraft) {
  const entry = outbox.get(draft.key);
  if (entry && new Date(entry.updatedAt).toISOString() === draft.savedAt) void outbox.remove(draft.key);
}
