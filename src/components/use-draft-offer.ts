import { useEffect, useState } from 'react';
import { keptCreateUid, NEW_RECORD } from '../api/outbox-create';

type Drafts = { clear: (recordId: string) => Promise<void> };

/** How a form for a new record finds out whether the create its kept input belongs to reached the server. */
type KeptCreateCheck = {
  /** The outbox resource the create was kept under. */
  resource: string;
  /** Whether the list on screen holds the record with this uid. */
  inList: (uid: string) => boolean;
  /** Reads that one record from the server; rejects when it is not there (or the server cannot be reached). */
  fetchRecord: (uid: string) => Promise<unknown>;
};

/**
 * The input an editor kept on this device (a refused, clashing or cut-off save), to offer back. For a new record, `create`:
 * input whose create reached the server after all (a reload cut it after the server had it) is dropped, not offered. The list
 * on screen may be this device's copy from before the create, so a record it does not hold is asked for on its own, and
 * nothing is offered until the server answers; a server that cannot be reached leaves the offer (it refuses a second create).
 */
export function useDraftOffer<Kept>(drafts: Drafts, readKept: () => Kept | null, create: KeptCreateCheck | null): [Kept | null, (next: null) => void] {
  const [offer, setOffer] = useState<{ kept: Kept | null; checking: string | null }>(() => {
    const kept = readKept();
    const uid = create && kept ? keptCreateUid(create.resource) : null;
    if (!create || uid === null) return { kept, checking: null };
    if (create.inList(uid)) {
      void drafts.clear(NEW_RECORD);
      return { kept: null, checking: null };
    }
    return { kept, checking: uid };
  });
  const { checking } = offer;
  const fetchRecord = create?.fetchRecord;
  const resource = create?.resource;
  useEffect(() => {
    if (checking === null || !fetchRecord) return;
    let live = true;
    fetchRecord(checking).then(
      () => {
        // Only the create that was checked: the form may have sent a new one meanwhile.
        if (resource && keptCreateUid(resource) === checking) void drafts.clear(NEW_RECORD);
        if (live) setOffer({ kept: null, checking: null });
      },
      () => {
        if (live) setOffer((current) => ({ ...current, checking: null }));
      },
    );
    return () => {
      live = false;
    };
    // Asked once, for the uid the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checking]);
  return [checking === null ? offer.kept : null, (next) => setOffer({ kept: next, checking: null })];
}
