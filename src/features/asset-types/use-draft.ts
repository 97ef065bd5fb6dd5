import { useEffect, useRef, useState } from 'react';
import type { AssetType } from '../../api/asset-types';
import { clearDraft, readDraft, writeDraft, type StoredDraft } from './draft-storage';

// Long enough that a run of keyboard steps writes once (a large layout is a megabyte of JSON).
const WRITE_DELAY_MS = 800;

/**
 * Keeps the unsaved layout in localStorage while it differs from the server's, and offers a
 * draft found on open. While the offer is open nothing is written, so the old draft survives
 * until the user chooses.
 */
export function useDraft(uid: string, present: AssetType, dirty: boolean) {
  const [offer, setOffer] = useState<StoredDraft | null>(() => readDraft(uid));
  const [kept, setKept] = useState(true);
  const latest = useRef({ present, dirty });
  latest.current = { present, dirty };

  useEffect(() => {
    if (offer) return;
    if (!dirty) {
      clearDraft(uid);
      return;
    }
    const timer = setTimeout(() => setKept(writeDraft(uid, present)), WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [uid, present, dirty, offer]);

  // Closing the tab inside the delay must not lose the last steps.
  useEffect(() => {
    const flush = () => {
      if (!offer && latest.current.dirty) writeDraft(uid, latest.current.present);
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [uid, offer]);

  return {
    offer,
    kept,
    dismissOffer: (discard: boolean) => {
      if (discard) clearDraft(uid);
      setOffer(null);
    },
  };
}
