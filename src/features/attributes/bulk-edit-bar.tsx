import { useRef, useState } from 'react';
import { useAttributeListWrites } from '../../api/attribute-list-writes';
import type { Attribute } from '../../api/attributes';
import { ConfirmDialog } from '../../components/dialog';
import { formatNumber } from '../../components/format';
import type { OutboxPlan } from '../../api/outbox-plan';
import { runBulkEdit, startBulkEdit, type BulkIntent, type BulkResult, type BulkStep } from './bulk-edit';
import { BULK_FIELDS, type BulkField } from './bulk-fields';

type BulkEditBarProps = {
  selected: readonly Attribute[];
  /** After a run: the setting it changed, so the list can show it. */
  onApplied: (field: BulkField) => void;
  /** How many of them the filter hides. */
  hidden: number;
  onClear: () => void;
};

const INT32 = /^-?\d+$/;

/** Sets one setting on every ticked attribute: asks first, saves with progress, says what failed with Retry. */
export function BulkEditBar({ selected, hidden, onClear, onApplied }: BulkEditBarProps) {
  const [field, setField] = useState<BulkField>('Localized');
  const [text, setText] = useState('true');
  const [asking, setAsking] = useState<readonly Attribute[] | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const stop = useRef(false);
  /** The last run's plan in the outbox, with its intent: Retry continues it. */
  const last = useRef<{ plan: OutboxPlan<BulkStep>; intent: BulkIntent } | null>(null);
  const batch = useAttributeListWrites<BulkResult>();
  const kind = BULK_FIELDS.find((choice) => choice.field === field)!.kind;
  const label = BULK_FIELDS.find((choice) => choice.field === field)!.label;
  const number = Number(text.trim());
  const valueProblem = kind === 'int32' && !(INT32.test(text.trim()) && number >= -2147483648 && number <= 2147483647) ? 'Enter a whole number, for example 12.' : null;
  const value = kind === 'flag' ? text === 'true' : number;
  const valueWords = kind === 'flag' ? (value ? 'Yes' : 'No') : text.trim();
  const count = (attributes: readonly unknown[]) => `${formatNumber(attributes.length)} ${attributes.length === 1 ? 'attribute' : 'attributes'}`;

  /** Confirm writes the plan to the outbox before the first request; Retry continues it from what failed. */
  const run = async (attributes: readonly Attribute[] | 'retry') => {
    const kept = attributes === 'retry' ? last.current : null;
    if (attributes === 'retry' && !kept) return;
    setAsking(null);
    setResult(null);
    stop.current = false;
    // Running from the click on: a second click finds the buttons gone.
    const total = kept ? kept.plan.steps().length : (attributes as readonly Attribute[]).length;
    setProgress({ done: 0, total });
    if (kept) await kept.plan.reopen();
    const intent = kept?.intent ?? { field, value };
    const plan = kept?.plan ?? (await startBulkEdit(attributes as readonly Attribute[], intent));
    last.current = { plan, intent };
    const outcome = await batch.mutateAsync((save) => runBulkEdit({ plan, intent, save, onProgress: (done) => setProgress({ done, total }), stopped: () => stop.current }));
    setProgress(null);
    setResult(outcome);
    onApplied(intent.field);
  };

  return (
    <section className="bulk-bar" aria-label="Bulk edit">
      <p className="bulk-count">
        <strong>{count(selected)} selected</strong>
        {hidden > 0 && ` (${formatNumber(hidden)} hidden by the search and filters)`}
      </p>
      <label className="bulk-field">
        <span className="bulk-field-label">Setting to change</span>
        <select
          value={field}
          onChange={(event) => {
            const next = event.target.value as BulkField;
            setField(next);
            setText(BULK_FIELDS.find((choice) => choice.field === next)!.kind === 'flag' ? 'true' : '');
          }}
          disabled={progress !== null}
        >
          {BULK_FIELDS.map((choice) => (
            <option key={choice.field} value={choice.field}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <label className="bulk-field">
        <span className="bulk-field-label">New value</span>
        {kind === 'flag' ? (
          <select value={text} onChange={(event) => setText(event.target.value)} disabled={progress !== null}>
            <option value="true">Yes</option>
            <option value="false">No</option>
          </select>
        ) : (
          <input
            inputMode="numeric"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={(text !== '' && valueProblem !== null) || undefined}
            aria-describedby="bulk-value-problem"
            disabled={progress !== null}
          />
        )}
      </label>
      <button type="button" className="button-primary" disabled={progress !== null || valueProblem !== null} onClick={() => setAsking(selected)}>
        Apply to {count(selected)}…
      </button>
      <button type="button" onClick={onClear} disabled={progress !== null}>
        Clear selection
      </button>
      {valueProblem && text !== '' && (
        <p id="bulk-value-problem" className="field-error">
          {valueProblem}
        </p>
      )}
      <p className="bulk-progress" role="status">
        {progress && `Saving ${formatNumber(progress.done)} of ${formatNumber(progress.total)}…`}
        {result &&
          !progress &&
          `${count(Array(result.saved))} saved.${result.failed.length > 0 ? ` ${formatNumber(result.failed.length)} not saved.` : ''}${result.notStarted.length > 0 ? ` ${formatNumber(result.notStarted.length)} left as they were (stopped).` : ''}`}
      </p>
      {progress && (
        <button type="button" onClick={() => (stop.current = true)}>
          Stop
        </button>
      )}
      {result && !progress && result.failed.length > 0 && (
        <div className="bulk-failures" role="alert">
          <ul>
            {result.failed.map(({ attribute, reason }) => (
              <li key={attribute.Uid}>
                {attribute.Alias ?? attribute.Uid}: {reason}
              </li>
            ))}
          </ul>
          {result.left > 0 && (
            <button type="button" onClick={() => void run('retry')}>
              Retry {count(Array(result.left))}
            </button>
          )}
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title={`Set ${label} to ${valueWords} on ${count(asking)}?`}
          message={
            <p>
              Each attribute is read again and only this setting changes; a colleague’s change to it since the list was read is not overwritten but reported.
              {hidden > 0 ? ` ${formatNumber(hidden)} of them are hidden by the search and filters.` : ''}
            </p>
          }
          confirmLabel={`Set on ${count(asking)}`}
          destructive={false}
          onCancel={() => setAsking(null)}
          onConfirm={() => void run(asking)}
        />
      )}
    </section>
  );
}
