import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const headingId = useId();
  const count = conflicts.length;
  const heading = useRef<HTMLHeadingElement>(null);
  const [choices, setChoices] = useState<ConflictChoices>(() => Object.fromEntries(conflicts.map((conflict) => [conflict.path, 'mine'])));
  const format = (value: unknown, path: string) => (formatValue ? formatValue(value, path) : formatMergeValue(value));
  const chooseAll = (side: 'mine' | 'theirs') => setChoices(Object.fromEntries(conflicts.map((conflict) => [conflict.path, side])));

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="conflict-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        <Plural value={count} one="Someone else changed this field too" other="Someone else changed these # fields too" />
      </h2>
      <p>
        <Trans>Nothing has been saved yet. Choose, for each field, which value to keep; then save.</Trans>
      </p>
      <table className="changes-review">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Field</Trans>
            </th>
            <th scope="col">
              <Trans>When you opened it</Trans>
            </th>
            <th scope="col">
              <Trans>On the server now</Trans>
            </th>
            <th scope="col">
              <Trans>Yours</Trans>
            </th>
            <th scope="col">
              <Trans>Keep</Trans>
            </th>
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
                  {/* A list's clash: each choice says what it saves (that side's clash with the other side's other changes), stacked. */}
                  <fieldset
                    className={conflict.resolved !== undefined ? 'plain-fieldset' : 'plain-fieldset conflict-choice'}
                    aria-describedby={conflict.resolved !== undefined ? `${headingId}-${conflict.path}-note` : undefined}
                  >
                    <legend className="visually-hidden">
                      <Trans>Keep which value of {label}</Trans>
                    </legend>
                    {(['mine', 'theirs'] as const).map((side) => {
                      const savesId = `${headingId}-${conflict.path}-${side}-saves`;
                      const saved = conflict.resolved && format(conflict.resolved[side], conflict.path);
                      const choice = (
                        <label key={side}>
                          <input
                            type="radio"
                            name={`${headingId}-${conflict.path}`}
                            checked={choices[conflict.path] === side}
                            aria-describedby={saved !== undefined ? savesId : undefined}
                            onChange={() => setChoices((all) => ({ ...all, [conflict.path]: side }))}
                          />{' '}
                          {side === 'mine' ? t`Mine` : t`Theirs`}
                        </label>
                      );
                      if (saved === undefined) return choice;
                      return (
                        <div key={side}>
                          {choice}
                          <p className="field-help" id={savesId}>
                            <Trans>Saves: {saved}</Trans>
                          </p>
                        </div>
                      );
                    })}
                  </fieldset>
                  {conflict.resolved !== undefined && (
                    <p className="field-help" id={`${headingId}-${conflict.path}-note`}>
                      <Trans>Whichever you keep, what else either side added, removed or changed here stays.</Trans>
                    </p>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="form-actions">
        <button type="button" onClick={() => chooseAll('mine')}>
          <Trans>Keep all mine</Trans>
        </button>
        <button type="button" onClick={() => chooseAll('theirs')}>
          <Trans>Take all theirs</Trans>
        </button>
        <button type="button" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button-primary" disabled={pending} onClick={() => onResolve(choices)}>
          {pending ? t`Saving…` : t`Save with these choices`}
        </button>
      </div>
    </section>
  );
}
