import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { describeWriteError } from '../api/write-error';
import { atWork } from './field';
import { applyServerErrors } from './server-errors';

/**
 * The one submit of every form: validates, saves, and on a refusal puts the server's field
 * errors on their fields and the rest in a form-level message. The focus goes where the editor
 * acts, which reads the refusal once: the form-level message (FormError takes it when it shows),
 * or else the first field in error; an editor saving from a field keeps the focus there. What was typed is never touched.
 */
export function useFormSubmit<TValues extends FieldValues, TOutput, TResult>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  fields: readonly Path<TValues>[],
  save: (values: TOutput) => Promise<TResult>,
  afterSave?: (result: TResult) => void,
) {
  const [formError, setFormError] = useState<string | null>(null);
  // Focused once its error shows, so a screen reader reads the field with it.
  const [fieldToFocus, setFieldToFocus] = useState<{ name: Path<TValues> } | null>(null);
  useEffect(() => {
    if (fieldToFocus) form.setFocus(fieldToFocus.name);
  }, [fieldToFocus, form]);

  const handle = form.handleSubmit(async (values) => {
    setFormError(null);
    setFieldToFocus(null);
    try {
      // Two steps: `afterSave?.(await save(values))` would not save at all without an afterSave.
      const result = await save(values);
      afterSave?.(result);
    } catch (error) {
      const { message, firstField } = applyServerErrors(error, form.setError, fields);
      // Saved from a field (Ctrl+S) the editor types on: the focus stays there, and the refusal is said beside Save (an
      // alert then), as moving the focus to a field, or onto the one it is in, would not read it.
      if (!message && firstField && atWork(document.activeElement)) setFormError(describeWriteError(error));
      else {
        setFormError(message);
        if (!message && firstField) setFieldToFocus({ name: firstField });
      }
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

  return { submit, formError, pending: form.formState.isSubmitting, clearFormError: () => setFormError(null) };
}
