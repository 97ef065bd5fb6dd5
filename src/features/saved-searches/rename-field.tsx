import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';

type RenameFieldProps = {
  /** The name the record has: leaving the field with it unchanged cancels. */
  initial: string;
  label: string;
  /** What the editor typed before a failed save: the field reopens with it, never with the old name. */
  draft?: string;
  /** Why that save failed. */
  failure?: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
};

/** Rename in place: Enter saves, Escape (or leaving the field unchanged) cancels. */
export function RenameField({ initial, label, draft, failure, onSubmit, onCancel }: RenameFieldProps) {
  const { t } = useLingui();
  const [value, setValue] = useState(draft ?? initial);
  const [error, setError] = useState<string | null>(failure ?? null);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    // A field that reopens after a failed save does not take the focus from another field the editor has moved on to.
    const elsewhere = document.activeElement;
    const typingElsewhere = draft !== undefined && elsewhere instanceof HTMLElement && elsewhere.matches('input, textarea, select, [contenteditable="true"]');
    if (typingElsewhere) return;
    field.focus();
    if (draft === undefined) field.select();
  }, [draft]);

  function submit() {
    const name = value.trim();
    if (name === '') {
      setError(t`Enter a name.`);
      return;
    }
    if (name.length > 200) {
      setError(t`Keep the name under 200 characters.`);
      return;
    }
    if (name === initial) onCancel();
    else onSubmit(name);
  }

  return (
    <span className="rename-field">
      <input
        ref={input}
        value={value}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onPointerDown={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        onBlur={() => {
          // A reopened field keeps what was typed until the editor saves or cancels it.
          if (draft !== undefined) return;
          if (value.trim() === initial || value.trim() === '') onCancel();
          else submit();
        }}
      />
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
