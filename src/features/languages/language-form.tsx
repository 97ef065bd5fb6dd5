import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Language, NewLanguage } from '../../api/languages';
import { deepEqual } from '../../api/deep-equal';
import { FormActions, TextField } from '../../components/field';
import { useSaveShortcut } from '../../components/shortcuts';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { useFormSubmit } from '../../components/use-form-submit';
import { proposedLanguageName } from './culture-code';
import { languageFormSchema, languageFormValues, nextSortOrder, type LanguageFormValues } from './language-form-schema';
import type { LanguageSaveResult } from './use-language-save';

type LanguageFormProps = {
  languages: readonly Language[];
  /** The language being edited; absent for a new one. */
  editing?: Language;
  /** A new language's culture code to start from, with the name it proposes (nothing typed yet). */
  proposedCode?: string;
  /** Values to start from instead of the language's (a kept draft): they show as unsaved. */
  initialValues?: LanguageFormValues | null;
  /** Saves; `values` are what the inputs hold (kept as a draft if the save fails). */
  onSubmit: (parsed: NewLanguage, values: LanguageFormValues) => Promise<LanguageSaveResult>;
  /** The save went through and nothing was typed meanwhile: the dialog may close. */
  onSaved: () => void;
  onCancel: () => void;
  /** "Review changes": what a save would change, for these values; absent for a new language. */
  review?: (parsed: NewLanguage) => ReactNode;
  /** Shown above the buttons: a conflict, a deletion. */
  notices?: ReactNode;
  ref?: Ref<LanguageFormHandle>;
};

/** A save the dialog made itself (a settled conflict, an addition again): the form takes it as saved and closes. */
export type LanguageFormHandle = {
  savedAs: (language: Pick<Language, 'CultureCode' | 'Name' | 'SortOrder'>) => void;
  /** What the form holds now, checked: null (and the problems shown at the fields) when it does not pass. */
  checked: () => Promise<NewLanguage | null>;
};

// eslint-disable-next-line lingui/no-unlocalized-strings -- the API's field names, not text
const FIELDS = ['CultureCode', 'Name', 'SortOrder'] as const;

export function LanguageForm({ languages, editing, proposedCode = '', initialValues, onSubmit, onSaved, onCancel, review, notices, ref }: LanguageFormProps) {
  const { t } = useLingui();
  // A language's name follows its code only while it is what the code would propose: a name of the team's own stays.
  const [lastProposedName, setLastProposedName] = useState(() => proposedLanguageName(editing?.CultureCode ?? proposedCode));
  const formElement = useRef<HTMLFormElement>(null);
  const [reviewing, setReviewing] = useState<NewLanguage | null>(null);
  const [typedDuringSave, setTypedDuringSave] = useState(false);
  const form = useForm({
    resolver: zodResolver(languageFormSchema(languages, editing?.Id)),
    defaultValues: editing ? languageFormValues(editing) : { CultureCode: proposedCode, Name: lastProposedName, SortOrder: String(nextSortOrder(languages)) },
  });
  const { register, setValue, getValues, reset, handleSubmit, formState } = form;
  const submitted = useRef<LanguageFormValues | null>(null);
  const [closing, setClosing] = useState(false);
  // A kept draft shows as unsaved changes over the language as opened.
  useEffect(() => {
    if (initialValues) reset(initialValues, { keepDefaultValues: true });
  }, [initialValues, reset]);

  const { submit, formError, pending } = useFormSubmit(
    form,
    FIELDS,
    (parsed) => {
      setReviewing(null);
      setTypedDuringSave(false);
      submitted.current = getValues();
      return onSubmit(parsed, submitted.current);
    },
    (result) => {
      if (!result.saved) return;
      const sent = submitted.current!;
      // Typed while it was saving: the dialog stays, with that text still unsaved.
      if (!deepEqual(getValues(), sent)) {
        reset(sent, { keepDirtyValues: true });
        setTypedDuringSave(true);
        return;
      }
      reset(sent);
      setClosing(true);
    },
  );
  // Closed only once the form is no longer dirty, so its guard lets the dialog go without asking.
  useEffect(() => {
    if (closing && !formState.isDirty) onSaved();
  }, [closing, formState.isDirty, onSaved]);
  useImperativeHandle(
    ref,
    () => ({
      savedAs: (language) => {
        reset(languageFormValues(language));
        setClosing(true);
      },
      checked: async () => {
        if (!(await form.trigger())) return null;
        const parsed = languageFormSchema(languages, editing?.Id).safeParse(getValues());
        return parsed.success ? parsed.data : null;
      },
    }),
    [reset, form, getValues, languages, editing?.Id],
  );
  useSaveShortcut(() => formElement.current?.requestSubmit());

  const cultureCode = register('CultureCode', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      // Propose a name until the user writes one of their own.
      const current = getValues('Name');
      if (current !== '' && current !== lastProposedName) return;
      const proposal = proposedLanguageName(event.target.value);
      setLastProposedName(proposal);
      setValue('Name', proposal, { shouldDirty: true });
    },
  });
  const { errors } = formState;
  const typedCode = useWatch({ control: form.control, name: 'CultureCode' });
  const codeChanged = editing !== undefined && typedCode.trim() !== '' && typedCode.trim().toLowerCase() !== editing.CultureCode.toLowerCase();
  const openedCode = editing?.CultureCode;

  return (
    <form ref={formElement} onSubmit={submit} noValidate>
      {/* Cancel, Escape and Back close the dialog by changing the URL: all three ask first. */}
      <UnsavedChangesGuard
        when={formState.isDirty && !formState.isSubmitting}
        scope="url"
        title={t`Discard your changes?`}
        message={t`What you typed in this language has not been saved.`}
        confirmLabel={t`Discard changes`}
      />
      {typedDuringSave && (
        <p className="notice" role="status">
          <Trans>Saved. What you typed while it was saving is not saved yet.</Trans>
        </p>
      )}
      <TextField
        label={t`Culture code`}
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        help={t`A BCP 47 tag such as en-GB or fr-CA. Each culture code can exist only once.`}
        error={errors.CultureCode?.message}
        {...cultureCode}
      />
      {codeChanged && (
        <p className="notice" role="status">
          <Trans>Names and descriptions are kept under their culture code: what attributes have in {openedCode} will not show for this language under its new code.</Trans>
        </p>
      )}
      <TextField label={t`Name`} autoComplete="off" help={t`Proposed from the culture code; change it as you like.`} error={errors.Name?.message} {...register('Name')} />
      <TextField label={t`Sort order`} inputMode="numeric" help={t`Languages are listed by sort order.`} error={errors.SortOrder?.message} {...register('SortOrder')} />
      {notices}
      {reviewing && review?.(reviewing)}
      <FormActions
        onCancel={onCancel}
        submitLabel={t`Save`}
        pendingLabel={t`Saving…`}
        pending={pending}
        error={formError}
        extra={
          review && (
            <button type="button" disabled={!formState.isDirty} onClick={handleSubmit((parsed) => setReviewing(parsed))}>
              <Trans>Review changes</Trans>
            </button>
          )
        }
      />
    </form>
  );
}
