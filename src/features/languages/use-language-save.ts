import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { keptInputs } from '../../api/kept-inputs';
import { languageQueries, type Language, type NewLanguage } from '../../api/languages';
import { useAddLanguage, useUpdateLanguage } from '../../api/language-writes';
import type { ConflictChoices } from '../../components/conflict-panel';
import { useRecordSave, type RecordSaveResult } from '../../components/use-record-save';
import type { LanguageFormValues } from './language-form-schema';

const LABELS: Record<string, MessageDescriptor> = { CultureCode: msg`Culture code`, Name: msg`Name`, SortOrder: msg`Sort order`, Id: msg`Id` };
export const languageFieldLabel = (path: string) => {
  const label = LABELS[path];
  return label ? i18n._(label) : path;
};

/** A refused or interrupted save's input, kept in the outbox and offered when the language is opened again. */
export const languageDrafts = keptInputs<LanguageFormValues>('language');

/** What a save came to: saved (and what was sent), or held for the editor (a clash, a deletion, a field replaced meanwhile). */
export type LanguageSaveResult = { saved: true; sent: NewLanguage | Language } | { saved: false };

const nameOf = (language: Partial<Language>) => language.CultureCode || language.Name || t`the language`;

/** The dialog closes only on a plain save: anything the editor must still decide keeps it open. */
function forDialog(result: RecordSaveResult<Language>): LanguageSaveResult {
  return result.saved && !result.replaced ? { saved: true, sent: result.record } : { saved: false };
}

/** An edited language saved through the one save lifecycle (re-read, three-way merge, PUT of the merge). */
export function useLanguageSave(opened: Language) {
  const queryClient = useQueryClient();
  const updateLanguage = useUpdateLanguage();
  const addLanguage = useAddLanguage();
  const saver = useRecordSave<Language, LanguageFormValues>({
    resource: 'language',
    id: opened.Id,
    what: t`Language`,
    nameOf,
    link: `/languages?edit=${opened.Id}`,
    opened,
    labelOf: languageFieldLabel,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a key of useRecordSave's union ('Create' | 'Add'), not the words shown
    again: 'Add',
    fetchLatest: () => queryClient.fetchQuery({ ...languageQueries.detail(opened.Id), staleTime: 0, networkMode: 'always' }),
    send: (merged) => updateLanguage.mutateAsync(merged),
    // Gone from the server: added again, and the server gives it a new id.
    create: async (language) => {
      await addLanguage.mutateAsync({ CultureCode: language.CultureCode, Name: language.Name ?? language.CultureCode, SortOrder: language.SortOrder });
    },
  });
  return {
    ...saver,
    working: saver.saving,
    save: async (values: LanguageFormValues, parsed: NewLanguage) => forDialog(await saver.save({ ...saver.base, ...parsed }, values)),
    resolve: async (choices: ConflictChoices) => forDialog(await saver.resolve(choices)),
    /** Added again with what the form holds now. */
    createAgain: async (parsed: NewLanguage) => forDialog(await saver.createAgain({ ...saver.base, ...parsed })),
  };
}
