import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './server-errors';

/**
 * The one submit of every form: validates, saves, and on a refusal puts the server's field
 * errors on their fields (the first one focused) and the rest in a form-level message, which
 * takes the focus when no field does. What was typed is never touched.
 */
export function useFormSubmit<TValues extends FieldValues, TOutput, TResult>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  fields: readonly Path<TValues>[],
  save: (values: TOutput) => Promise<TResult>,
  afterSave?: (result: TResult) => void,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (formError) errorRef.current?.focus();
  }, [formError]);

  const handle = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      // Two steps: `afterSave?.(await save(values))` would not save at all without an afterSave.
      const result = await save(values);
      afterSave?.(result);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, fields));
    }
  });
  // One submit at a time: Ctrl+S (requestSubmit) submits past a disabled Save, and a second one while a create runs made it twice.
  const running = useRef(false);
  const submit = async (event?: BaseSyntheticEvent) => {
    if (running.current) return event?.preventDefault();
    running.current = true;
    try {
      await handle(event);
    } finally {
      running.current = false;
    }
  };

  return { submit, formError, errorRef, pending: form.formState.isSubmitting, clearFormError: () => setFormError(null) };
}
