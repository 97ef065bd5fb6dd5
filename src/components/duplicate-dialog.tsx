import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Dialog } from './dialog';
import { FormActions, FormError, TextField } from './field';
import { KeptInputOffer } from './kept-input-offer';
import { useFormSubmit } from './use-form-submit';

/** A field the copy needs a new value for (a unique alias, a name), with what is wrong with a value. */
export type DuplicateField = { name: string; label: string; initial: string; problem: (value: string) => string | null };

export type DuplicateDialogProps = {
  title: string;
  /** What the copy is made of, said before anything is asked. */
  description: ReactNode;
  fields: readonly DuplicateField[];
  onDuplicate: (values: Record<string, string>) => Promise<unknown>;
  onCancel: () => void;
  /** What was typed for a copy that was not made (a reload cut it off), offered back: restoring answers its values. */
  kept?: { onRestore: () => Record<string, string> | null; onDiscard: () => void } | null;
};

/** Asks for what the copy must have of its own, checks it at the field, then creates it. */
export function DuplicateDialog({ title, description, fields, onDuplicate, onCancel, kept }: DuplicateDialogProps) {
  const { t } = useLingui();
  const schema = useMemo(
    () =>
      z.object(
        Object.fromEntries(
          fields.map((field) => [
            field.name,
            z.string().check(
              z.trim(),
              z.superRefine((value, context) => {
                const problem = field.problem(value);
                if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
              }),
            ),
          ]),
        ),
      ),
    [fields],
  );
  const form = useForm<Record<string, string>>({ resolver: zodResolver(schema), defaultValues: Object.fromEntries(fields.map((field) => [field.name, field.initial])) });
  const { submit, formError, pending } = useFormSubmit(
    form,
    fields.map((field) => field.name),
    onDuplicate,
  );
  const { errors } = form.formState;
  const restore = () => {
    const values = kept?.onRestore();
    if (values) form.reset(values, { keepDefaultValues: true });
  };
  return (
    <Dialog title={title} onClose={onCancel} description={description}>
      {kept && <KeptInputOffer onRestore={restore} onDiscard={kept.onDiscard} />}
      <form onSubmit={submit} noValidate>
        <FormError message={formError} />
        {fields.map((field, index) => (
          <TextField
            key={field.name}
            label={field.label}
            autoComplete="off"
            spellCheck={false}
            data-autofocus={index === 0 || undefined}
            error={errors[field.name]?.message}
            {...form.register(field.name)}
          />
        ))}
        <FormActions onCancel={onCancel} submitLabel={t`Create the copy`} pendingLabel={t`Creating…`} pending={pending} />
      </form>
    </Dialog>
  );
}
