import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { describeError } from '../../api/api-error';
import { languageQueries, useAddLanguage, useUpdateLanguage, type Language, type NewLanguage } from '../../api/languages';
import { saveWithMerge } from '../../api/save-with-merge';
import { resolveConflicts, type MergeResult } from '../../api/three-way-merge';
import type { ConflictChoices } from '../../components/conflict-panel';
import { sessionDrafts } from '../../components/session-draft';
import { useToast } from '../../components/toast';
import type { LanguageFormValues } from './language-form-schema';

const LABELS: Record<string, string> = { CultureCode: 'Culture code', Name: 'Name', SortOrder: 'Sort order', Id: 'Id' };
export const languageFieldLabel = (path: string) => LABELS[path] ?? path;

/** A failed save's input, kept for this tab and offered when the language is opened again. */
export const languageDrafts = sessionDrafts<LanguageFormValues>('language');

/** What a save came to: saved (and what was sent), or held for the editor (a clash, a deletion). */
export type LanguageSaveResult = { saved: true; sent: NewLanguage | Language } | { saved: false };

const nameOf = (language: Partial<Language>) => language.CultureCode || language.Name || 'the language';

/**
 * Saves an edited language without undoing anyone: re-reads it, merges three ways against the
 * copy the dialog opened, and PUTs the merge. The result reaches the editor even after the
 * dialog is closed (a toast with a link back); a failed save's input is kept as a draft.
 */
export function useLanguageSave(opened: Language) {
  const queryClient = useQueryClient();
  const updateLanguage = useUpdateLanguage();
  const addLanguage = useAddLanguage();
  const toast = useToast();
  const [base, setBase] = useState(opened);
  const [conflict, setConflict] = useState<{ result: MergeResult<Language>; theirs: Language; values: LanguageFormValues } | null>(null);
  const [deleted, setDeleted] = useState<Language | null>(null);
  const [working, setWorking] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const link = () => ({ link: { to: `/languages?edit=${opened.Id}`, label: 'Open it' } });

  async function persist(from: Language, mine: Language, values: LanguageFormValues): Promise<LanguageSaveResult> {
    try {
      const outcome = await saveWithMerge({
        base: from,
        mine,
        fetchLatest: () => queryClient.fetchQuery({ ...languageQueries.detail(from.Id), staleTime: 0 }),
        send: (merged) => updateLanguage.mutateAsync(merged),
      });
      if (outcome.kind === 'saved') {
        languageDrafts.clear(String(from.Id));
        setBase(outcome.sent);
        const merged = outcome.theirsChanged.length > 0 ? ` Merged with changes made since you opened it: ${outcome.theirsChanged.map(languageFieldLabel).join(', ')}.` : '';
        toast.show(`Language ${nameOf(outcome.sent)} saved.${merged}`, 'success', link());
        return { saved: true, sent: outcome.sent };
      }
      languageDrafts.keep(String(from.Id), values);
      if (!mounted.current) {
        const why = outcome.kind === 'deleted' ? 'it is no longer on the server' : 'someone else changed the same fields';
        toast.show(`Language ${nameOf(mine)} was not saved: ${why}. What you typed is kept.`, 'error', link());
      } else if (outcome.kind === 'conflict') setConflict({ result: outcome.result, theirs: outcome.theirs, values });
      else setDeleted(mine);
      return { saved: false };
    } catch (error) {
      languageDrafts.keep(String(from.Id), values);
      toast.show(`Language ${nameOf(mine)} was not saved: ${describeError(error)} What you typed is kept.`, 'error', link());
      throw error;
    }
  }

  return {
    base,
    conflict,
    deleted,
    working,
    save: (values: LanguageFormValues, parsed: NewLanguage) => persist(base, { ...base, ...parsed }, values),
    /** Saves the editor's choices; the server's copy is the new base, so a later change is caught too. */
    async resolve(choices: ConflictChoices): Promise<LanguageSaveResult> {
      const pending = conflict!;
      setConflict(null);
      setWorking(true);
      try {
        return await persist(pending.theirs, resolveConflicts(pending.result, choices), pending.values);
      } catch {
        return { saved: false };
      } finally {
        setWorking(false);
      }
    },
    cancelConflict: () => setConflict(null),
    /** Gone from the server: only on the editor's word, added again (the server gives it a new id). */
    async createAgain(): Promise<LanguageSaveResult> {
      const language = deleted!;
      setWorking(true);
      try {
        const body: NewLanguage = { CultureCode: language.CultureCode, Name: language.Name ?? language.CultureCode, SortOrder: language.SortOrder };
        await addLanguage.mutateAsync(body);
        setDeleted(null);
        languageDrafts.clear(String(opened.Id));
        toast.show(`Language ${nameOf(language)} added again.`);
        return { saved: true, sent: body };
      } catch (error) {
        toast.show(`Language ${nameOf(language)} could not be added again: ${describeError(error)}`, 'error');
        return { saved: false };
      } finally {
        setWorking(false);
      }
    },
  };
}
