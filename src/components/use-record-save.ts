import { plural, t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { describeError, toApiError } from '../api/api-error';
import { keptSaveId, saveWithMerge, type MergeOutcome, type RecordMerge } from '../api/save-with-merge';
import { outbox, outboxKey } from '../api/outbox';
import { createOrFind } from '../api/unknown-outcome';
import { asSentence } from '../api/write-error';
import { copyPaths, resolveConflicts, type MergeResult } from '../api/three-way-merge';
import type { ConflictChoices } from './conflict-panel';
import { useToast } from './toast';

type RecordSaveOptions<T extends object, R> = {
  /** The record's resource and id: its lock and its outbox entry. */
  resource: string;
  id: string | number;
  /** "Attribute", "Language": how messages name the kind of record. */
  what: string;
  nameOf: (record: T) => string;
  /** Where the record opens (a toast's way back, the outbox entry's link). */
  link: string;
  /** The server copy the editor opened. */
  opened: T;
  fetchLatest: () => Promise<T>;
  send: (merged: T, theirs: T) => Promise<void>;
  /** "Create it again" after the record was deleted meanwhile. */
  create: (record: T) => Promise<void>;
  labelOf: (path: string) => string;
  dictionaries?: readonly string[];
  /** Lists merged item by item: key → the field naming an item. */
  lists?: Readonly<Record<string, string>>;
  merge?: RecordMerge<T, R>;
  changedPaths?: (before: T, after: T) => string[];
  /** The record with the editor's conflict choices applied (field by field unless given). */
  resolve?: (conflict: RecordConflict<T, R, unknown>, choices: ConflictChoices) => T;
  /** The server's copy with this save's replaced parts written again (field by field unless given). */
  restore?: (lost: Replaced<T, unknown>) => T;
  /** A record that comes back with a new id is added again (languages), the rest created again. */
  again?: 'Create' | 'Add';
  /** How messages say that nothing was lost ("What you typed is kept."). */
  keptWords?: string;
  /** The editor keeps its own draft in the outbox: the save's entry lives only while it is sent. */
  keepsOwnDraft?: boolean;
  /** Paths merged in without a word (a search's placement: the tree shows its moves). */
  quietPaths?: readonly string[];
  /** A refusal in the editor's words (the designer names its layout's problems). */
  describeFailure?: (error: unknown) => string;
};

type RecordConflict<T, R, V> = { result: R; base: T; theirs: T; mine: T; values: V };
/** Fields this save wrote that a save landing at the same moment replaced. */
type Replaced<T, V> = { paths: string[]; before: T; sent: T; now: T; values: V };
/** What a save came to: saved (what the server has), or held for the editor (a clash, a deletion, a refusal). */
export type RecordSaveResult<T> = { saved: true; record: T; replaced: boolean } | { saved: false };

/**
 * The save lifecycle of every editor (attribute, language, saved search, asset type): one save at a
 * time, through the outbox, the record's lock, the re-read and the three-way merge; a conflict panel,
 * a deletion with "Create it again" (one click), a field replaced by a save landing at the same moment
 * (Restore mine / Keep theirs). Its outcome reaches the editor even after they left the page: a toast
 * with a link back, and a refused save's input kept in the outbox to be offered on the next visit.
 */
export function useRecordSave<T extends object, V, R = MergeResult<T>>(options: RecordSaveOptions<T, R>) {
  const { resource, id, what, nameOf, link, fetchLatest, send, create, labelOf } = options;
  const toast = useToast();
  const [base, setBase] = useState<T>(options.opened);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<RecordConflict<T, R, V> | null>(null);
  const [deleted, setDeleted] = useState<{ mine: T; values: V } | null>(null);
  const [replaced, setReplaced] = useState<Replaced<T, V> | null>(null);
  const [mergedNote, setMergedNote] = useState<string | null>(null);
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const whileHere = (update: () => void) => mounted.current && update();
  // Always the way back: the toast hides it while the editor is on that page, and Activity keeps it.
  const linkBack = () => ({ link: { to: link, label: t`Open it` } });
  // A failure the editor is still here for is said by the editor (its fields, its message, its notice), with the focus
  // where they can act: the toast shows it without saying it a second time.
  const saidByEditor = (told: boolean) => ({ ...linkBack(), quiet: told && mounted.current });
  const describe = options.describeFailure ?? describeError;
  // Said when the toast is made, in the interface's language then.
  const kept = () => options.keptWords ?? t`What you typed is kept.`;

  /** Runs one piece of work at a time: a second click while the first runs does nothing. */
  async function once<X>(work: () => Promise<X>, idle: X): Promise<X> {
    if (busy.current) return idle;
    busy.current = true;
    setSaving(true);
    try {
      return await work();
    } finally {
      busy.current = false;
      whileHere(() => setSaving(false));
    }
  }

  // The last save's failure on screen: it no longer holds once the editor tries again (the new attempt says how it went).
  const failure = useRef<number | null>(null);

  /** `throws`: a refusal reaches the caller, whose form says it (Save); otherwise only the toast does (a settled conflict, Restore mine). */
  async function persist(from: T, mine: T, values: V, throws = false): Promise<RecordSaveResult<T>> {
    if (failure.current !== null) toast.dismiss(failure.current);
    failure.current = null;
    whileHere(() => {
      setMergedNote(null);
      setReplaced(null);
    });
    let outcome: MergeOutcome<T, R>;
    try {
      outcome = await saveWithMerge<T, R>({
        record: { resource, id },
        keep: { label: `${what} ${nameOf(mine)}`, link, values, whileSending: options.keepsOwnDraft },
        base: from,
        mine,
        fetchLatest,
        send,
        dictionaries: options.dictionaries,
        lists: options.lists,
        merge: options.merge,
        changedPaths: options.changedPaths,
      });
    } catch (error) {
      const name = nameOf(mine);
      const problem = asSentence(describe(error));
      const keptWords = kept();
      // The server's own answer did not come, and reading it back did not show the save: it may land yet.
      failure.current = toApiError(error).mayHaveLanded
        ? toast.show(t`${what} ${name} may not have been saved: ${problem} Save again: what the server has already is not sent twice. ${keptWords}`, 'error', saidByEditor(throws))
        : toast.show(t`${what} ${name} was not saved: ${problem} ${keptWords}`, 'error', saidByEditor(throws));
      throw error;
    }
    if (outcome.kind === 'saved') {
      const told = outcome.theirsChanged.filter((path) => !options.quietPaths?.includes(path));
      const theirFields = told.map(labelOf).join(', ');
      const merged = told.length > 0 ? t`Merged with changes made since you opened it: ${theirFields}.` : null;
      const name = nameOf(outcome.sent);
      if (outcome.replaced.length > 0) {
        const fields = outcome.replaced.map(labelOf).join(', ');
        whileHere(() => setReplaced({ paths: outcome.replaced, before: outcome.theirs, sent: outcome.sent, now: outcome.now, values }));
        setBase(outcome.now);
        const count = outcome.replaced.length;
        toast.show(
          t`${what} ${name}: ${plural(count, { one: `${fields} was replaced by a save made at the same moment.`, other: `${fields} were replaced by a save made at the same moment.` })}`,
          'error',
          saidByEditor(true),
        );
        return { saved: true, record: outcome.now, replaced: true };
      }
      setBase(outcome.sent);
      whileHere(() => setMergedNote(merged));
      toast.show(merged ? t`${what} ${name} saved. ${merged}` : t`${what} ${name} saved.`, 'success', linkBack());
      return { saved: true, record: outcome.sent, replaced: false };
    }
    if (!mounted.current) {
      const name = nameOf(mine);
      const keptWords = kept();
      toast.show(
        outcome.kind === 'deleted' ? t`${what} ${name} was not saved: it was deleted meanwhile. ${keptWords}` : t`${what} ${name} was not saved: someone else changed the same things. ${keptWords}`,
        'error',
        linkBack(),
      );
    } else if (outcome.kind === 'conflict') setConflict({ result: outcome.result, base: from, theirs: outcome.theirs, mine, values });
    else setDeleted({ mine, values });
    return { saved: false };
  }

  const resolveWith = options.resolve ?? ((pending: RecordConflict<T, R, unknown>, choices: ConflictChoices) => resolveConflicts(pending.result as MergeResult<T>, choices));

  return {
    base,
    setBase,
    saving,
    conflict,
    deleted,
    replaced,
    mergedNote,
    /** Saves the editor's copy, made from `from` (the base); a refusal is thrown so the form can point at the field. */
    save: (mine: T, values: V, from: T = base) => once(() => persist(from, mine, values, true), { saved: false } as RecordSaveResult<T>),
    /** Saves again with the editor's choices; the server's copy is the new base, so a later change is caught too. */
    resolve: (choices: ConflictChoices) =>
      once(
        async () => {
          const pending = conflict;
          if (!pending) return { saved: false } as RecordSaveResult<T>;
          setConflict(null);
          return persist(pending.theirs, resolveWith(pending, choices), pending.values).catch(() => ({ saved: false }) as RecordSaveResult<T>);
        },
        { saved: false } as RecordSaveResult<T>,
      ),
    cancelConflict: () => setConflict(null),
    /**
     * Deleted meanwhile: only on the editor's word, created again from what is on screen (`onScreen`: what was typed
     * after the save that found it gone counts too; without it, what that save sent).
     */
    createAgain: (onScreen?: T) =>
      once(
        async () => {
          if (!deleted) return { saved: false } as RecordSaveResult<T>;
          const gone = { ...deleted, mine: onScreen ?? deleted.mine };
          try {
            // Its answer not telling (a gateway's 502, none at all), the record read back as there counts as created again.
            await createOrFind(
              () => create(gone.mine),
              () => fetchLatest().catch(() => null),
            );
          } catch (error) {
            const name = nameOf(gone.mine);
            const problem = describe(error);
            const keptWords = kept();
            toast.show(t`${what} ${name} could not be created again: ${problem} ${keptWords}`, 'error');
            return { saved: false } as RecordSaveResult<T>;
          }
          setDeleted(null);
          setBase(gone.mine);
          await outbox.remove(outboxKey(resource, keptSaveId(id)));
          const name = nameOf(gone.mine);
          toast.show(options.again === 'Add' ? t`${what} ${name} added again.` : t`${what} ${name} created again.`);
          return { saved: true, record: gone.mine, replaced: false } as RecordSaveResult<T>;
        },
        { saved: false } as RecordSaveResult<T>,
      ),
    dismissDeleted: () => setDeleted(null),
    /** The colleague's values stand: the editor starts again from the server's copy. */
    keepTheirs: () => setReplaced(null),
    /** Writes this save's fields again over the copy that replaced them. */
    restoreMine: () =>
      once(
        async () => {
          const lost = replaced;
          if (!lost) return { saved: false } as RecordSaveResult<T>;
          const mine = options.restore ? options.restore(lost) : copyPaths(lost.now, lost.sent, lost.paths, { dictionaries: options.dictionaries });
          return persist(lost.now, mine, lost.values).catch(() => ({ saved: false }) as RecordSaveResult<T>);
        },
        { saved: false } as RecordSaveResult<T>,
      ),
  };
}
