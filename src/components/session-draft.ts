/**
 * A refused or unfinished save's input, kept for this browser tab (sessionStorage) so that a
 * later visit to the record can bring it back. One store per kind of record.
 */
type SessionDraft<T> = { keptAt: string; values: T };

export function sessionDrafts<T>(kind: string) {
  const key = (uid: string) => `pim.${kind}-draft.${uid}`;
  return {
    keep(uid: string, values: T): void {
      try {
        sessionStorage.setItem(key(uid), JSON.stringify({ keptAt: new Date().toISOString(), values }));
      } catch {
        // Storage full or off: the toast still says the save failed.
      }
    },
    read(uid: string): SessionDraft<T> | null {
      try {
        const raw = sessionStorage.getItem(key(uid));
        const draft = raw ? (JSON.parse(raw) as Partial<SessionDraft<T>>) : null;
        return draft && typeof draft.keptAt === 'string' && draft.values !== undefined ? (draft as SessionDraft<T>) : null;
      } catch {
        return null;
      }
    },
    clear(uid: string): void {
      try {
        sessionStorage.removeItem(key(uid));
      } catch {
        // Nothing to clear.
      }
    },
  };
}
