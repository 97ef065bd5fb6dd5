import { t } from '@lingui/core/macro';
import { outbox, outboxKey } from '../../api/outbox';
import { assetTypeSchema, type AssetType, type AssetTypeSection, type AssetTypeTab } from '../../api/asset-types';

/**
 * An unsaved layout kept in the outbox (IndexedDB), so a reload or a crash loses nothing. It keeps
 * the server copy it started from (its base), so restoring it later merges with what colleagues
 * saved since; and the browser tab that wrote it, so two tabs never overwrite each other's.
 */
export type StoredDraft = { key: string; savedAt: string; assetType: AssetType; base: AssetType | null; tabId: string };

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

const recordId = (uid: string, tabId: string) => `${uid}:${tabId}`;

/**
 * A layout as kept: its JSON text. Writing a 5,000-property layout as an object costs the page a
 * structured clone of every property on each write; text is copied whole. A megabyte of JSON took
 * the page 20–60 ms to make on each write, in the moments a keyboard move's next key lands: the
 * reducer keeps an untouched section's identity, so each section is turned into text once and a
 * write after a move makes only the sections the move touched again. The keys of a tab and of
 * the layout come out in another order than JSON.stringify's, which the reading side ignores.
 */
const textOfLayout = new WeakMap<AssetType, string>();
const textOfSection = new WeakMap<AssetTypeSection, string>();

function layoutText(layout: AssetType): string {
  let text = textOfLayout.get(layout);
  if (text === undefined) {
    text = configurationText(layout);
    textOfLayout.set(layout, text);
  }
  return text;
}

function configurationText(layout: AssetType): string {
  const { Configuration, ...rest } = layout;
  if (!Configuration?.Tabs) return JSON.stringify(layout);
  const { Tabs, ...settings } = Configuration;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's field names
  return withKey(JSON.stringify(rest), 'Configuration', withKey(JSON.stringify(settings), 'Tabs', `[${Tabs.map(tabText).join(',')}]`));
}

function tabText(tab: AssetTypeTab): string {
  const { Sections, ...rest } = tab;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's field name
  return Sections ? withKey(JSON.stringify(rest), 'Sections', `[${Sections.map(sectionText).join(',')}]`) : JSON.stringify(tab);
}

function sectionText(section: AssetTypeSection): string {
  let text = textOfSection.get(section);
  if (text === undefined) {
    text = JSON.stringify(section);
    textOfSection.set(section, text);
  }
  return text;
}

/** An object's JSON text with one more key, whose value is given as JSON text. */
function withKey(objectText: string, key: string, valueText: string): string {
  return `${objectText.slice(0, -1)}${objectText === '{}' ? '' : ','}${JSON.stringify(key)}:${valueText}}`;
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
  const assetType = assetTypeSchema.safeParse(parseKept(entry.mine));
  const base = assetTypeSchema.safeParse(parseKept(entry.base));
  if (!assetType.success) return null;
  return { key, savedAt: new Date(entry.updatedAt).toISOString(), assetType: assetType.data, base: base.success ? base.data : null, tabId: entry.recordId.split(':')[1] ?? '' };
}

/** This tab's draft of the asset type; else the newest another tab left (a tab that crashed or was closed). */
export function readDraft(uid: string, tabId: string): StoredDraft | null {
  const own = toDraft(outboxKey(RESOURCE, recordId(uid, tabId)));
  if (own) return own;
  const others = outbox
    .list()
    .filter((entry) => entry.resource === RESOURCE && entry.recordId.startsWith(`${uid}:`))
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
    mine: layoutText(assetType),
    base: layoutText(base),
  });
  return true;
}

/** Removes one draft: this tab's (by asset type and tab) or the one offered (by its key). */
export function clearDraft(uid: string, tabId: string, key = outboxKey(RESOURCE, recordId(uid, tabId))) {
  if (outbox.get(key)) void outbox.remove(key);
}
