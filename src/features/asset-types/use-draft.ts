import { useEffect, useRef, useState } from 'react';
import { livePages, THIS_PAGE } from '../../api/record-lock';
import { deepEqual } from '../../api/deep-equal';
import { afterNextPaint } from '../../components/after-next-paint';
import type { AssetType } from '../../api/asset-types';
import { clearDraft, clearOfferedDraft, designerTabId, prepareDraftBase, readDraft, writeDraft, type StoredDraft } from './draft-storage';

// Long enough that a run of keyboard steps writes once (a large layout is a megabyte of JSON).
const WRITE_DELAY_MS = 800;

/**
 * Keeps the unsaved layout (with its base) in the outbox while it differs from the server's,
 * and offers a draft found on open. The first change after a quiet spell is written as soon as it is on screen,
 * later ones after a pause, and everything on pagehide: a crash right after a change keeps it.
 * While the offer is open nothing is written, so the old draft survives until the user chooses.
 */
export function useDraft(uid: string, present: AssetType, base: AssetType, dirty: boolean) {
  const [tabId] = useState(designerTabId);
  const [offer, setOffer] = useState<StoredDraft | null>(() => readDraft(uid, tabId));
  const [kept, setKept] = useState(true);
  const latest = useRef({ present, base, dirty });
  const lastWrite = useRef(0);
  const unwritten = useRef(false);
  useEffect(() => {
    latest.current = { present, base, dirty };
  });

  // Another page's draft is offered only when that page is gone (reloaded, closed, crashed): while it is open, it is that
  // page's work, and the newest draft of a page that is gone is offered instead. A draft the server has by now (a reload cut
  // its save after the write) is let go, not offered: compared after the first paint, as two large layouts take 10-20 ms to compare.
  useEffect(() => {
    if (!offer) return;
    let live = true;
    // This page's own earlier visit of the designer left it (same page, same tab): it is offered.
    const ownEarlier = offer.page === THIS_PAGE && offer.tabId === tabId;
    void livePages().then((pages) => {
      if (!live) return;
      if (pages.has(offer.page) && !ownEarlier) setOffer(readDraft(uid, tabId, pages));
      else
        afterNextPaint(() => {
          if (!live || !deepEqual(offer.assetType, latest.current.base)) return;
          clearOfferedDraft(offer);
          setOffer(null);
        });
    });
    return () => {
      live = false;
    };
  }, [offer, tabId, uid]);

  useEffect(() => {
    let cancelled = false;
    void prepareDraftBase(base, () => cancelled);
    return () => {
      cancelled = true;
    };
  }, [base]);

  useEffect(() => {
    if (offer) return;
    if (!dirty) {
      clearDraft(uid, tabId);
      return;
    }
    unwritten.current = true;
    const write = () => {
      lastWrite.current = Date.now();
      unwritten.current = false;
      setKept(writeDraft(uid, tabId, latest.current.present, latest.current.base));
    };
    if (Date.now() - lastWrite.current > WRITE_DELAY_MS) return afterNextPaint(write);
    const timer = setTimeout(write, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
    // `base` too: after a save, edits made while it ran are written again with the new base (or the draft goes).
  }, [uid, tabId, present, base, dirty, offer]);

  // Closing the tab, or leaving the page, inside the delay must not lose the last steps.
  useEffect(() => {
    const flush = () => {
      unwritten.current = false;
      if (!offer && latest.current.dirty) writeDraft(uid, tabId, latest.current.present, latest.current.base);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      if (unwritten.current) flush();
    };
  }, [uid, tabId, offer]);

  const offerNow = useRef(offer);
  useEffect(() => {
    offerNow.current = offer;
  });

  const dismissOffer = (discard: boolean, offered = offer) => {
    // Discarded, or restored here (a draft another page left becomes this page's): the old entry goes, once it is known
    // that the page that wrote it is not open (then it is still that page's work) and only if nothing was written to it since.
    const ownEarlier = offered?.page === THIS_PAGE && offered.tabId === tabId;
    if (offered && (discard || !ownEarlier)) {
      if (ownEarlier) clearOfferedDraft(offered);
      else
        void livePages().then((pages) => {
          if (!pages.has(offered.page)) clearOfferedDraft(offered);
        });
    }
    offerNow.current = null;
    setOffer(null);
  };

  return {
    offer,
    kept,
    tabId,
    dismissOffer,
    /**
     * A save succeeded while a draft was offered: the editor chose their own layout over it, so the draft offered goes, as a
     * discard would (kept, the next visit would offer it again as if someone had saved since it began). Only that draft:
     * another page's that was never offered here stays, as does one written to since or whose page is still open.
     */
    savedOver: () => {
      if (offerNow.current) dismissOffer(true, offerNow.current);
    },
  };
}
