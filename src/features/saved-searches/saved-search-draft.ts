import type { SavedSearch } from '../../api/saved-searches';
import type { SavedSearchFormValues } from './saved-search-form-schema';

/** A failed save's input, kept for this tab until the editor restores or discards it. */
export type SavedSearchDraft = { values: SavedSearchFormValues; base: SavedSearch; keptAt: string };

const storageKey = (uid: string) => `pim.saved-search-draft.${uid}`;

export function keepDraft(uid: string, draft: Omit<SavedSearchDraft, 'keptAt'>): void {
  try {
    sessionStorage.setItem(storageKey(uid), JSON.stringify({ ...draft, keptAt: new Date().toISOString() }));
  } catch {
    // Storage full or blocked: the error toast still says the save failed.
  }
}

export function readDraft(uid: string): SavedSearchDraft | null {
  try {
    const text = sessionStorage.getItem(storageKey(uid));
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<SavedSearchDraft>;
    if (!draft || typeof draft !== 'object' || !draft.values || !draft.base || typeof draft.keptAt !== 'string') return null;
    return draft as SavedSearchDraft;
  } catch {
    return null;
  }
}

export function dropDraft(uid: string): void {
  try {
    sessionStorage.removeItem(storageKey(uid));
  } catch {
    // Nothing kept.
  }
}
