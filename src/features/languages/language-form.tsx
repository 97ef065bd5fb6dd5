import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Language, NewLanguage } from '../../api/languages';
import { FormActions, FormError, TextField } from '../../components/field';
import { applyServerErrors } from '../../components/server-errors';
import { proposedLanguageName } from './culture-code';
import { languageFormSchema, nextSortOrder } from './language-form-schema';

type LanguageFormProps = {
  languages: readonly Language[];
  /** The language being edited; absent for a new one. */
  editing?: Language;
  onSubmit: (values: NewLanguage) => Promise<unknown>;
  onCancel: () => void;
  /** Told whenever the form starts or stops differing from what it opened with. */
  onDirtyChange?: (dirty: boolean) => void;
};

export function LanguageForm({ languages, editing, onSubmit, onCancel, onDirtyChange }: LanguageFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const lastProposedName = useRef(editing ? (editing.Name ?? '') : '');
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(languageFormSchema(languages, editing?.Id)),
    defaultValues: {
      CultureCode: editing?.CultureCode ?? '',
      Name: editing?.Name ?? '',
      SortOrder: String(editing?.SortOrder ?? nextSortOrder(languages)),
    },
  });

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const cultureCode = register('CultureCode', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      // Propose a name until the user writes one of their own.
      const current = getValues('Name');
      if (current !== '' && current !== lastProposedName.current) return;
      const proposal = proposedLanguageName(event.target.value);
      lastProposedName.current = proposal;
      setValue('Name', proposal);
    },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['CultureCode', 'Name', 'SortOrder']));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={formError} />
      <TextField
        label="Culture code"
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        help="A BCP 47 tag such as en-GB or fr-CA. Each culture code can exist only once."
        error={errors.CultureCode?.message}
        {...cultureCode}
      />
      <TextField label="Name" autoComplete="off" help="Proposed from the culture code; change it as you like." error={errors.Name?.message} {...register('Name')} />
      <TextField label="Sort order" inputMode="numeric" help="Languages are listed by sort order." error={errors.SortOrder?.message} {...register('SortOrder')} />
      <FormActions onCancel={onCancel} submitLabel="Save" pendingLabel="Saving…" pending={isSubmitting} />
    </form>
  );
}
