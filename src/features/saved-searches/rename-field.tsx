import { useEffect, useId, useRef, useState } from 'react';

/** Rename in place: Enter saves, Escape (or leaving the field unchanged) cancels. */
export function RenameField({ initial, label, onSubmit, onCancel }: { initial: string; label: string; onSubmit: (name: string) => void; onCancel: () => void }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  function submit() {
    const name = value.trim();
    if (name === '') {
      setError('Enter a name.');
      return;
    }
    if (name.length > 200) {
      setError('Keep the name under 200 characters.');
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
