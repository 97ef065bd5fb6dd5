import { assetTypeSchema, type AssetType } from '../../api/asset-types';

/** An unsaved layout kept in this browser, so a reload or a crash loses nothing. */
export type StoredDraft = { savedAt: string; assetType: AssetType };

const key = (uid: string) => `pim.asset-type-draft.${uid}`;

export function readDraft(uid: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(key(uid));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { savedAt?: unknown; assetType?: unknown };
    const assetType = assetTypeSchema.safeParse(parsed.assetType);
    if (!assetType.success || typeof parsed.savedAt !== 'string') return null;
    return { savedAt: parsed.savedAt, assetType: assetType.data };
  } catch {
    return null;
  }
}

export function writeDraft(uid: string, assetType: AssetType): boolean {
  try {
    localStorage.setItem(key(uid), JSON.stringify({ savedAt: new Date().toISOString(), assetType }));
    return true;
  } catch {
    // Quota full or storage disabled: the designer says the draft is not kept.
    return false;
  }
}

export function clearDraft(uid: string) {
  try {
    localStorage.removeItem(key(uid));
  } catch {
    // nothing to clear
  }
}
