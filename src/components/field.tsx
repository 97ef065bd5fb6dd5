import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

type FieldFrameProps = {
  /** The control's id; generated when absent. */
  id?: string;
  label: string;
  error?: string;
  help?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
};

/** Label, control, help and error tied together so assistive tech reads them as one. */
export function FieldFrame({ id: givenId, label, error, help, children }: FieldFrameProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
      {help && (
        <p className="field-help" id={helpId}>
          {help}
        </p>
      )}
    </div>
  );
}

type CommonProps = { label: string; error?: string; help?: ReactNode };

export function TextField({ id, label, error, help, ref, ...input }: CommonProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldFrame id={id} label={label} error={error} help={help}>
      {({ id: controlId, describedBy, invalid }) => <input id={controlId} ref={ref} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...input} />}
    </FieldFrame>
  );
}

export function TextAreaField({ id, label, error, help, ref, ...input }: CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <FieldFrame id={id} label={label} error={error} help={help}>
      {({ id: controlId, describedBy, invalid }) => <textarea id={controlId} ref={ref} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...input} />}
    </FieldFrame>
  );
}

export function SelectField({ id, label, error, help, ref, children, ...select }: CommonProps & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <FieldFrame id={id} label={label} error={error} help={help}>
      {({ id: controlId, describedBy, invalid }) => (
        <select id={controlId} ref={ref} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

export function CheckboxField({ label, help, ref, ...input }: Omit<CommonProps, 'error'> & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const helpId = help ? `${id}-help` : undefined;
  return (
    <div className="field field-checkbox">
      <input type="checkbox" id={id} ref={ref} aria-describedby={helpId} {...input} />
      <label htmlFor={id}>{label}</label>
      {help && (
        <p className="field-help" id={helpId}>
          {help}
        </p>
      )}
    </div>
  );
}

/** Whether the editor is at work where the focus is: typing in a field, or moving a picked-up item. */
export const atWork = (element: Element | null) => element?.matches('input, textarea, select, [contenteditable="true"], .drag-handle-lifted') ?? false;

/**
 * Form-level error (a refused save that names no field, or more than its fields). It takes the focus when it shows, which
 * reads it where the editor can act; an alert as well would say it twice. A save fails late on a slow server: an editor
 * who typed on or picked an item up meanwhile keeps the focus, and hears the message as an alert.
 */
export function FormError({ message, className }: { message?: string | null; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  // How it is said is decided when it comes, by where the focus is then.
  const [said, setSaid] = useState<{ message: string; asAlert: boolean } | null>(null);
  if ((said?.message ?? null) !== (message ?? null)) setSaid(message ? { message, asAlert: atWork(document.activeElement) } : null);
  useEffect(() => {
    if (said && !said.asAlert) box.current?.focus();
  }, [said]);
  if (!said || said.message !== message) return null;
  const classes = className ? `form-error ${className}` : 'form-error';
  return said.asAlert ? (
    <div key="alert" className={classes} role="alert">
      {message}
    </div>
  ) : (
    <div key="focus" ref={box} className={classes} tabIndex={-1}>
      {message}
    </div>
  );
}

/**
 * Cancel and submit at the foot of a form; the submit says it is working while pending. A
 * failed save's `error` shows beside the submit, where the editor is looking; `extra` holds
 * further buttons (e.g. "Review changes").
 */
export function FormActions({
  onCancel,
  cancelLabel,
  submitLabel,
  pendingLabel,
  pending,
  error,
  extra,
  className,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  error?: string | null;
  extra?: ReactNode;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div className={className ? `form-actions ${className}` : 'form-actions'}>
      <FormError className="form-actions-error" message={error} />
      {extra}
      <button type="button" onClick={onCancel}>
        {cancelLabel ?? t`Cancel`}
      </button>
      {/* Not disabled while pending: that would drop the focus to the page. useFormSubmit runs one submit at a time. */}
      <button type="submit" className="button-primary" aria-disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}
