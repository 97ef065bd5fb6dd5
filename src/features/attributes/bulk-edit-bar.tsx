import type { MessageDescriptor } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  /** The setting changed, with its name (translated where shown). */
  onApplied: (applied: { field: BulkField; label: MessageDescriptor }) => void;
  /** How many of them the filter hides. */
  hidden: number;
  onClear: () => void;
};

const INT32 = /^-?\d+$/;

/** Sets one setting on every ticked attribute: asks first, saves with progress, says what failed with Retry. */
export function BulkEditBar({ selected, hidden, onClear, onApplied }: BulkEditBarProps) {
  const { t, i18n } = useLingui();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's field name, not text
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
  const label = i18n._(BULK_FIELDS.find((choice) => choice.field === field)!.label);
  const number = Number(text.trim());
  const valueProblem = kind === 'int32' && !(INT32.test(text.trim()) && number >= -2147483648 && number <= 2147483647) ? t`Enter a whole number, for example 12.` : null;
  const value = kind === 'flag' ? text === 'true' : number;
  const valueWords = kind === 'flag' ? (value ? t`Yes` : t`No`) : text.trim();
  const selectedCount = selected.length;
  const hiddenText = formatNumber(hidden);
  const askingCount = asking?.length ?? 0;

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
    onApplied({ field: intent.field, label: BULK_FIELDS.find((choice) => choice.field === intent.field)!.label });
  };

  return (
    <section className="bulk-bar" aria-label={t`Bulk edit`}>
      <p className="bulk-count">
        <strong>{t`${plural(selectedCount, { one: '# attribute selected', other: '# attributes selected' })}`}</strong>
        {hidden > 0 && ' ' + t`(${hiddenText} hidden by the search and filters)`}
      </p>
      <label className="bulk-field">
        <span className="bulk-field-label">
          <Trans>Setting to change</Trans>
        </span>
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
              {i18n._(choice.label)}
            </option>
          ))}
        </select>
      </label>
      <label className="bulk-field">
        <span className="bulk-field-label">
          <Trans>New value</Trans>
        </span>
        {kind === 'flag' ? (
          <select value={text} onChange={(event) => setText(event.target.value)} disabled={progress !== null}>
            <option value="true">{t`Yes`}</option>
            <option value="false">{t`No`}</option>
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
        {t`Apply to ${plural(selectedCount, { one: '# attribute', other: '# attributes' })}…`}
      </button>
      <button type="button" onClick={onClear} disabled={progress !== null}>
        <Trans>Clear selection</Trans>
      </button>
      {valueProblem && text !== '' && (
        <p id="bulk-value-problem" className="field-error">
          {valueProblem}
        </p>
      )}
      <p className="bulk-progress" role="status">
        {progress && <SavingProgress done={progress.done} total={progress.total} />}
        {result && !progress && <ResultWords result={result} />}
      </p>
      {progress && (
        <button type="button" onClick={() => (stop.current = true)}>
          <Trans>Stop</Trans>
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
              <RetryWords left={result.left} />
            </button>
          )}
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title={t`Set ${label} to ${valueWords} on ${plural(askingCount, { one: '# attribute', other: '# attributes' })}?`}
          message={
            <p>
              <Trans>Each attribute is read again and only this setting changes; a colleague’s change to it since the list was read is not overwritten but reported.</Trans>
              {hidden > 0 ? ' ' + t`${hiddenText} of them are hidden by the search and filters.` : ''}
            </p>
          }
          confirmLabel={t`Set on ${plural(askingCount, { one: '# attribute', other: '# attributes' })}`}
          destructive={false}
          onCancel={() => setAsking(null)}
          onConfirm={() => void run(asking)}
        />
      )}
    </section>
  );
}

function SavingProgress({ done, total }: { done: number; total: number }) {
  const doneText = formatNumber(done);
  const totalText = formatNumber(total);
  return (
    <Trans>
      Saving {doneText} of {totalText}…
    </Trans>
  );
}

/** "2 attributes saved. 1 not saved. 3 left as they were (stopped)." */
function ResultWords({ result }: { result: BulkResult }) {
  const { t } = useLingui();
  const { saved } = result;
  const failed = formatNumber(result.failed.length);
  const notStarted = formatNumber(result.notStarted.length);
  return [
    t`${plural(saved, { one: '# attribute saved.', other: '# attributes saved.' })}`,
    ...(result.failed.length > 0 ? [t`${failed} not saved.`] : []),
    ...(result.notStarted.length > 0 ? [t`${notStarted} left as they were (stopped).`] : []),
  ].join(' ');
}

function RetryWords({ left }: { left: number }) {
  const { t } = useLingui();
  return t`Retry ${plural(left, { one: '# attribute', other: '# attributes' })}`;
}
