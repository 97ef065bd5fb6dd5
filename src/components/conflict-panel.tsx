import { useEffect, useId, useRef, useState } from 'react';
import type { MergeConflict } from '../api/three-way-merge';
import { formatMergeValue } from './merge-values';

export type ConflictChoices = Record<string, 'mine' | 'theirs'>;

type ConflictPanelProps = {
  conflicts: readonly MergeConflict[];
  labelOf: (path: string) => string;
  formatValue?: (value: unknown, path: string) => string;
  pending?: boolean;
  onResolve: (choices: ConflictChoices) => void;
  onCancel: () => void;
};

/**
 * Both the editor and a colleague changed the same fields: nothing was sent. Each clash
 * shows what the editor opened, what the server has now and what the editor has, and the
 * editor chooses per field before anything is saved.
 */
export function ConflictPanel({ conflicts, labelOf, formatValue, pending = false, onResolve, onCancel }: ConflictPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [choices, setChoices] = useState<ConflictChoices>(() => Object.fromEntries(conflicts.map((conflict) => [conflict.path, 'mine'])));
  const format = (value: unknown, path: string) => (formatValue ? formatValue(value, path) : formatMergeValue(value));
  const chooseAll = (side: 'mine' | 'theirs') => setChoices(Object.fromEntries(conflicts.map((conflict) => [conflict.path, side])));

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="conflict-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Someone else changed {conflicts.length === 1 ? 'this field' : `these ${conflicts.length} fields`} too
      </h2>
      <p>Nothing has been saved yet. Choose, for each field, which value to keep; then save.</p>
      <table className="changes-review">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">When you opened it</th>
            <th scope="col">On the server now</th>
            <th scope="col">Yours</th>
            <th scope="col">Keep</th>
          </tr>
        </thead>
        <tbody>
          {conflicts.map((conflict) => {
            const label = labelOf(conflict.path);
            return (
              <tr key={conflict.path}>
                <th scope="row">{label}</th>
                <td>{format(conflict.base, conflict.path)}</td>
                <td>{format(conflict.theirs, conflict.path)}</td>
                <td>{format(conflict.mine, conflict.path)}</td>
                <td>
                  <fieldset className="plain-fieldset conflict-choice">
                    <legend className="visually-hidden">Keep which value of {label}</legend>
                    {(['mine', 'theirs'] as const).map((side) => (
                      <label key={side}>
                        <input
                          type="radio"
                          name={`${headingId}-${conflict.path}`}
                          checked={choices[conflict.path] === side}
                          onChange={() => setChoices((all) => ({ ...all, [conflict.path]: side }))}
                        />{' '}
                        {side === 'mine' ? 'Mine' : 'Theirs'}
                      </label>
                    ))}
                  </fieldset>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="form-actions">
        <button type="button" onClick={() => chooseAll('mine')}>
          Keep all mine
        </button>
        <button type="button" onClick={() => chooseAll('theirs')}>
          Take all theirs
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button-primary" disabled={pending} onClick={() => onResolve(choices)}>
          {pending ? 'Saving…' : 'Save with these choices'}
        </button>
      </div>
    </section>
  );
}
