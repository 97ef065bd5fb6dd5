import { t } from '@lingui/core/macro';
import { outbox, outboxKey } from '../../api/outbox';
import { assetTypeSchema, type AssetType } from '../../api/asset-types';

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
 * structured clone of every property on each write; text is copied whole, and the base (the same
 * object for a whole editing session) is turned into text once.
 */
const textOfLayout = new WeakMap<AssetType, string>();
function layoutText(layout: AssetType): string {
  let text = textOfLayout.get(layout);
  if (text === undefined) {
    text = JSON.stringify(layout);
    textOfLayout.set(layout, text);
  }
  return text;
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
