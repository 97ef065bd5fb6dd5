import { assetTypeSchema, type AssetType } from '../../api/asset-types';

/**
 * An unsaved layout kept in this browser, so a reload or a crash loses nothing. It keeps the
 * server copy it started from (its base), so restoring it later merges with what colleagues
 * saved since; and the browser tab that wrote it, so two tabs never overwrite each other's.
 */
export type StoredDraft = { key: string; savedAt: string; assetType: AssetType; base: AssetType | null; tabId: string };

const PREFIX = 'pim.asset-type-draft.';
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

const draftKey = (uid: string, tabId: string) => `${PREFIX}${uid}.${tabId}`;

function parse(key: string, raw: string | null): StoredDraft | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { savedAt?: unknown; assetType?: unknown; base?: unknown; tabId?: unknown };
    const assetType = assetTypeSchema.safeParse(parsed.assetType);
    const base = assetTypeSchema.safeParse(parsed.base);
    if (!assetType.success || typeof parsed.savedAt !== 'string') return null;
    return { key, savedAt: parsed.savedAt, assetType: assetType.data, base: base.success ? base.data : null, tabId: typeof parsed.tabId === 'string' ? parsed.tabId : '' };
  } catch {
    return null;
  }
}

/** This tab's draft of the asset type; else the newest another tab left (a tab that crashed or was closed). */
export function readDraft(uid: string, tabId: string): StoredDraft | null {
  try {
    const own = parse(draftKey(uid, tabId), localStorage.getItem(draftKey(uid, tabId)));
    if (own) return own;
    const others: StoredDraft[] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      // `${PREFIX}${uid}` alone is the format before drafts had a tab.
      if (key && (key.startsWith(`${PREFIX}${uid}.`) || key === `${PREFIX}${uid}`)) {
        const draft = parse(key, localStorage.getItem(key));
        if (draft) others.push(draft);
      }
    }
    return others.sort((a, b) => b.savedAt.localeCompare(a.savedAt))[0] ?? null;
  } catch {
    return null;
  }
}

export function writeDraft(uid: string, tabId: string, assetType: AssetType, base: AssetType): boolean {
  try {
    localStorage.setItem(draftKey(uid, tabId), JSON.stringify({ savedAt: new Date().toISOString(), assetType, base, tabId }));
    return true;
  } catch {
    // Quota full or storage disabled: the designer says the draft is not kept.
    return false;
  }
}

/** Removes one draft: this tab's (by asset type and tab) or the one offered (by its key). */
export function clearDraft(uid: string, tabId: string, key = draftKey(uid, tabId)) {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
