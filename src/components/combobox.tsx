import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { FieldFrame } from './field';
import { formatNumber } from './format';

/** A value to offer: what is sent, how it reads, and how often it is used already. */
export type ComboboxOption = { value: string; label?: string; count?: number; /** Shown beside the label instead of the value (an alias, say). */ detail?: string };

type ComboboxProps = {
  /** The input's id (FieldFrame ties label, help and error to it). */
  id: string;
  describedBy?: string;
  invalid?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Called when an option is picked (Enter, click); defaults to onChange. */
  onPick?: (value: string) => void;
  onBlur?: () => void;
  /** When the input takes the focus (a list that is read only when wanted, say). */
  onFocus?: () => void;
  options: readonly ComboboxOption[];
  /** "34 attributes": what a count counts. */
  countNoun?: (count: number) => string;
  inputMode?: 'text' | 'numeric';
  placeholder?: string;
  /** Keys the combobox itself leaves alone (Enter with no option active, ...). */
  onOtherKey?: (event: KeyboardEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
  /** The input's name when no visible label is tied to it. */
  ariaLabel?: string;
  /** What the listed values are, for the listbox's name. */
  listLabel?: string;
  /** Enter with no option active picks the one option whose value, label or detail is exactly what was typed (any case). */
  pickExact?: boolean;
};

/** How many options are listed at once: typing narrows the rest. */
const LISTED = 50;

const textsByOptions = new WeakMap<readonly ComboboxOption[], string[]>();

/**
 * What typing is matched against, lower-cased once per list of options (10,000 attributes, say), when a
 * search first needs it, and shared by the comboboxes offering the same list (every filter of a query).
 */
function searchTexts(options: readonly ComboboxOption[]): string[] {
  let texts = textsByOptions.get(options);
  if (!texts) textsByOptions.set(options, (texts = options.map((option) => `${option.value}\n${option.label ?? ''}\n${option.detail ?? ''}`.toLowerCase())));
  return texts;
}

/**
 * A text input with a list of values to pick from (WAI-ARIA combobox with a listbox popup):
 * typing filters, ↓/↑ move, Enter picks, Escape closes. Anything may still be typed; the
 * form's schema decides whether it is well-formed.
 */
export function Combobox({
  id,
  describedBy,
  invalid,
  value,
  onChange,
  onPick = onChange,
  onBlur,
  onFocus,
  options,
  countNoun,
  inputMode,
  placeholder,
  onOtherKey,
  ref,
  ariaLabel,
  listLabel,
  pickExact = false,
}: ComboboxProps) {
  const { t } = useLingui();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Only the first matches are listed (the DOM stays small with 10,000 options); typing narrows.
  const { shown, matched } = useMemo(() => {
    const wanted = value.trim().toLowerCase();
    if (wanted === '') return { shown: options.slice(0, LISTED), matched: options.length };
    const listed: ComboboxOption[] = [];
    let count = 0;
    searchTexts(options).forEach((text, index) => {
      if (!text.includes(wanted)) return;
      count += 1;
      if (listed.length < LISTED) listed.push(options[index]!);
    });
    return { shown: listed, matched: count };
  }, [options, value]);
  const activeOption = open ? shown[active] : undefined;
  const listed = formatNumber(shown.length);
  const total = formatNumber(matched);

  const pick = (option: ComboboxOption) => {
    onPick(option.value);
    setOpen(false);
    setActive(-1);
  };

  const exactOption = () => {
    const wanted = value.trim().toLowerCase();
    const matches = wanted === '' ? [] : options.filter((option) => [option.value, option.label, option.detail].some((text) => text?.toLowerCase() === wanted));
    return matches.length === 1 ? matches[0] : undefined;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const chosen = event.key === 'Enter' ? (activeOption ?? (pickExact ? exactOption() : undefined)) : undefined;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (shown.length === 0 ? -1 : (current + step + shown.length) % shown.length));
    } else if (chosen) {
      event.preventDefault();
      pick(chosen);
    } else if (event.key === 'Escape' && open) {
      // Closing the list must not also close a dialog around it.
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    } else {
      onOtherKey?.(event);
    }
  };

  return (
    <div className="combobox">
      <input
        id={id}
        ref={ref}
        role="combobox"
        aria-expanded={open && shown.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-label={ariaLabel}
        autoComplete="off"
        spellCheck={false}
        inputMode={inputMode}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setOpen(true);
          onFocus?.();
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
      />
      <div className="combobox-popup" hidden={!open || shown.length === 0}>
        <ul id={listId} role="listbox" className="combobox-list" aria-label={listLabel ?? t`Values in use`}>
          {/* Made when the list opens: a query's filters and a page's fields do not each carry 50 hidden options. */}
          {open &&
            shown.map((option, index) => (
              <li
                key={option.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'combobox-option active' : 'combobox-option'}
                // Before the input's blur, so the pick lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option);
                }}
              >
                <span>{option.label ?? option.value}</span>
                {option.label && <code className="muted">{option.detail ?? option.value}</code>}
                {option.count !== undefined && <span className="muted">{countNoun ? countNoun(option.count) : option.count}</span>}
              </li>
            ))}
        </ul>
        {open && matched > shown.length && (
          <p className="combobox-more muted" role="status">
            <Trans>
              {listed} of {total} shown: type to narrow.
            </Trans>
          </p>
        )}
      </div>
    </div>
  );
}

type ComboboxFieldProps = Omit<ComboboxProps, 'id' | 'describedBy' | 'invalid'> & { label: string; help?: ReactNode; error?: string };

/** A labelled combobox with its help and error, like the other fields. */
export function ComboboxField({ label, help, error, ...combobox }: ComboboxFieldProps) {
  return (
    <FieldFrame label={label} help={help} error={error}>
      {({ id, describedBy, invalid }) => <Combobox id={id} describedBy={describedBy} invalid={invalid} {...combobox} />}
    </FieldFrame>
  );
}
