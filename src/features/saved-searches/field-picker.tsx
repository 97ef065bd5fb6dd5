import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Combobox, type ComboboxOption } from '../../components/combobox';
import type { FieldOption } from './query-words';

type FieldPickerProps = {
  /** The input's accessible name ("Filter 1 field"). */
  name: string;
  fieldUid: string;
  fields: ReadonlyMap<string, FieldOption>;
  options: readonly ComboboxOption[];
  invalid: boolean;
  describedBy?: string;
  onPick: (fieldUid: string) => void;
};

/**
 * A field (a filter's, or a column to add), found by typing part of its name or alias (a combobox
 * over every attribute); Enter picks the one whose name or alias was typed exactly. While the editor
 * types, the text is theirs; leaving without picking shows the chosen field again.
 */
export function FieldPicker({ name, fieldUid, fields, options, invalid, describedBy, onPick }: FieldPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const chosen = fields.get(fieldUid);
  const chosenText = fieldUid === '' ? '' : chosen ? chosen.label : t`Unknown field ${fieldUid}`;
  return (
    <div className="field-picker">
      <Combobox
        id={id}
        ariaLabel={name}
        listLabel={t`Fields`}
        describedBy={describedBy}
        invalid={invalid}
        placeholder={t`Type to find a field…`}
        value={typed ?? chosenText}
        onChange={setTyped}
        onPick={(uid) => {
          setTyped(null);
          onPick(uid);
        }}
        onBlur={() => setTyped(null)}
        // Enter in a picker picks; with nothing to pick it must not submit the form instead.
        onOtherKey={(event) => event.key === 'Enter' && event.preventDefault()}
        pickExact
        options={options}
      />
    </div>
  );
}
