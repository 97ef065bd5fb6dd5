import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isUuid, UUID_EXAMPLE } from '../../api/ids';
import { ComboboxField, type ComboboxOption } from '../../components/combobox';

type PermissionFieldProps = {
  label: string;
  value: string | null | undefined;
  options: readonly ComboboxOption[];
  onChange: (permission: string | null) => void;
  onFocus?: () => void;
};

/**
 * A view or save permission: a permission id in use, picked from the list, or pasted. Only an
 * empty field (everyone) or a well-formed id reaches the layout; other text stays in the field,
 * refused, and the layout keeps what it had.
 */
export function PermissionField({ label, value, options, onChange, onFocus }: PermissionFieldProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  const wanted = typed?.trim();
  const refused = wanted !== undefined && wanted !== '' && !isUuid(wanted);
  const take = (text: string) => {
    const next = text.trim();
    setLeft(false);
    if (next === '' || isUuid(next)) {
      setTyped(null);
      onChange(next === '' ? null : next);
    } else {
      setTyped(text);
    }
  };
  return (
    <ComboboxField
      label={label}
      help={t`Leave empty for everyone. Pick a permission in use or paste a permission id.`}
      error={
        refused && left
          ? value
            ? t`A permission is a permission id (a uuid), for example ${UUID_EXAMPLE}; “${wanted}” is not one. The layout keeps its permission.`
            : t`A permission is a permission id (a uuid), for example ${UUID_EXAMPLE}; “${wanted}” is not one. The layout keeps no permission (everyone).`
          : undefined
      }
      value={typed ?? value ?? ''}
      onChange={take}
      onBlur={() => setLeft(true)}
      onFocus={onFocus}
      options={options}
      countNoun={(count) => t`${plural(count, { one: '# use', other: '# uses' })}`}
      listLabel={t`Permissions in use`}
      placeholder={t`Everyone`}
      onOtherKey={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          setLeft(true);
        }
      }}
    />
  );
}
