import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent } from 'react';
import { Combobox, type ComboboxOption } from './combobox';
import { FieldFrame } from './field';

type TagInputProps = {
  label: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  help?: string;
  error?: string;
  /** Values to offer while typing (a combobox); without them the input is plain. */
  suggestions?: readonly ComboboxOption[];
  countNoun?: (count: number) => string;
};

/** A list of short texts: typed and added with Enter or a comma, each removable by its own button. */
export function TagInput({ label, value, onChange, help, error, suggestions, countNoun }: TagInputProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const count = value.length;
  const add = (text = draft) => {
    const items = text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '' && !value.includes(item));
    if (items.length > 0) onChange([...value, ...items]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <FieldFrame label={label} help={help ?? t`Enter or a comma adds what you typed.`} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="tag-input">
          {value.length > 0 && (
            <ul className="tag-list" aria-label={t`${label}: ${plural(count, { one: '# value', other: '# values' })}`}>
              {value.map((item) => (
                <li key={item} className="tag">
                  <span>{item}</span>
                  <button type="button" className="tag-remove" aria-label={t`Remove ${item}`} onClick={() => onChange(value.filter((kept) => kept !== item))}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          {suggestions ? (
            <Combobox
              id={id}
              describedBy={describedBy}
              invalid={invalid}
              value={draft}
              onChange={setDraft}
              onPick={(picked) => add(picked)}
              onBlur={() => add()}
              onOtherKey={onKeyDown}
              options={suggestions.filter((option) => !value.includes(option.value))}
              countNoun={countNoun}
            />
          ) : (
            <input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              onBlur={() => add()}
            />
          )}
        </div>
      )}
    </FieldFrame>
  );
}
