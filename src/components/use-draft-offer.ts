import { useEffect, useState } from 'react';
import type { KeptInput, KeptInputs } from '../api/kept-inputs';
import { livePages } from '../api/record-lock';
import { copyPaths, listChanges, type MergeOptions } from '../api/three-way-merge';

/** How a form for a new record finds out whether the create its kept input belongs to reached the server. */
export type KeptCreateCheck<T> = {
  /** Whether the list on screen holds the record this create (`values`, as kept) made under `uid`. */
  inList: (uid: string, values: T) => boolean;
  /** Reads that record from the server; rejects when it is not there (or the server cannot be reached). */
  fetchRecord: (uid: string, values: T) => Promise<unknown>;
  /** The create reached the server after all: its input is not offered, and the editor may be told so. */
  onLanded?: (uid: string, values: T) => void;
};

/**
 * Where a kept input of a record that exists is restored: the form's values now (`current`), and how a copy of the record
 * reads as form values. Only what the editor had changed is put back, so what colleagues saved since stays.
 */
type RestoreOnto<T> = MergeOptions & { current: T; valuesOf: (record: never) => T };

type DraftOffer<T> = {
  /** The input offered, if any. */
  kept: KeptInput<T> | null;
  /** A kept create is still being checked: nothing is offered yet. */
  checking: boolean;
  /** Takes the offered input into the form (its values); the offer closes. */
  restore: (onto?: RestoreOnto<T>) => T | null;
  /** Lets the offered input go; the offer closes. */
  discard: () => void;
  /** Closes the offer and keeps the input (the server turned out to hold it, or it was dealt with elsewhere). */
  dismiss: () => void;
};

/**
 * The input an editor kept on this device (a refused, clashing or cut-off save), to offer back: `source` reads it for a
 * record that exists. For a new record, `source` says how to check a kept create: the input of a page still open is that
 * page's (its form still holds it), and input whose create reached the server after all (a reload cut it after the server
 * had it) is dropped, not offered. The list on screen may be this device's copy from before the create, so a record it does
 * not hold is asked for on its own, and nothing is offered until the server answers; a server that cannot be reached leaves
 * the offer (it refuses a second create).
 */
export function useDraftOffer<T>(drafts: KeptInputs<T>, source: (() => KeptInput<T> | null) | KeptCreateCheck<T>): DraftOffer<T> {
  const create = typeof source === 'function' ? null : source;
  const [offer, setOffer] = useState<{ kept: KeptInput<T> | null; checking: boolean }>(() => (typeof source === 'function' ? { kept: source(), checking: false } : { kept: null, checking: true }));
  const { checking } = offer;
  useEffect(() => {
    if (!checking || !create) return;
    let live = true;
    const settle = (kept: KeptInput<T> | null) => live && setOffer({ kept, checking: false });
    void livePages().then((open) => {
      const kept = live ? drafts.readCreate(open) : null;
      const uid = kept?.createdUid;
      if (!kept || !uid) return settle(kept);
      const landed = () => {
        // A form closed meanwhile leaves it for the next to check (and say).
        if (!live) return;
        // Only the create that was checked: its page may have sent a new one meanwhile.
        void drafts.forget(kept);
        create.onLanded?.(uid, kept.values);
        settle(null);
      };
      if (create.inList(uid, kept.values)) return landed();
      create.fetchRecord(uid, kept.values).then(landed, () => settle(kept));
    });
    return () => {
      live = false;
    };
    // Asked once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checking]);
  const kept = checking ? null : offer.kept;
  const close = () => setOffer({ kept: null, checking: false });
  return {
    kept,
    checking,
    restore: (onto) => {
      if (kept) void drafts.adopt(kept);
      close();
      if (!kept || !onto || !kept.base) return kept?.values ?? null;
      const typed = listChanges(onto.valuesOf(kept.base as never) as object, kept.values as object, onto).map((change) => change.path);
      return copyPaths(onto.current as object, kept.values as object, typed, onto) as T;
    },
    discard: () => {
      if (kept) void drafts.forget(kept);
      close();
    },
    dismiss: close,
  };
}
