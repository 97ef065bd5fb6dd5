import { msg, plural, select, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { ChangesReview } from '../../components/changes-review';
import { Dialog } from '../../components/dialog';
import { VirtualTable, type VirtualColumn } from '../../components/virtual-table';
import type { StepResult } from './apply-import';
import { leftOutNote } from './import-cultures';
import type { ImportKind, PlanStep } from './import-plan';
import { AddLanguageLinks, addableTags } from './left-out-texts';
import type { MessageDescriptor } from '@lingui/core';

const KIND_NAMES: Record<ImportKind, MessageDescriptor> = { attribute: msg`Attribute`, folder: msg`Folder`, assetType: msg`Asset type`, savedSearch: msg`Saved search` };

const NAME_WIDTH = 'minmax(10rem, 1fr)';
const PLAN_WIDTH = 'minmax(14rem, 2fr)';
const RESULT_WIDTH = 'minmax(10rem, 1.5fr)';

const STATUS_ORDER: Record<PlanStep['status'], number> = { refused: 0, differs: 1, new: 2, same: 3 };

/** The file's keys that are not fields of the record here: named, because they are never sent. */
function keptText(step: PlanStep): string {
  const fields = step.kept.join(', ');
  return step.status === 'differs' && step.kept.length > 0 ? ` ${t`Not in the file, kept as here: ${fields}.`}` : '';
}

/** What the file changes that the server does not change once the record exists: named, because it stays as here. */
function fixedText({ fixed }: PlanStep): string {
  const fields = fixed.join(', ');
  return fixed.length > 0 ? ` ${t`Not changed, the server keeps it as it was created: ${fields}.`}` : '';
}

function ignoredText({ kind, ignored }: PlanStep): string {
  if (ignored.length === 0) return '';
  const count = ignored.length;
  const keys = ignored.join(', ');
  const text = t`${select(kind, {
    attribute: plural(count, { one: `Ignored, not a field of an attribute here: ${keys}.`, other: `Ignored, not fields of an attribute here: ${keys}.` }),
    folder: plural(count, { one: `Ignored, not a field of a folder here: ${keys}.`, other: `Ignored, not fields of a folder here: ${keys}.` }),
    assetType: plural(count, { one: `Ignored, not a field of an asset type here: ${keys}.`, other: `Ignored, not fields of an asset type here: ${keys}.` }),
    other: plural(count, { one: `Ignored, not a field of a saved search here: ${keys}.`, other: `Ignored, not fields of a saved search here: ${keys}.` }),
  })}`;
  return ` ${text}`;
}

function planText(step: PlanStep): string {
  const notes = `${step.note ? ` ${step.note}` : ''}${step.leftOut ? ` ${leftOutNote(step.leftOut)}` : ''}${ignoredText(step)}${fixedText(step)}${keptText(step)}`;
  const note = (text: string) => (notes ? `${text}.${notes}` : text);
  const reason = step.reason ?? '';
  const paths = step.changes.map((change) => change.path).join(', ');
  switch (step.status) {
    case 'new':
      return note(t`New`);
    case 'same':
      return note(t`The same here: skipped`);
    case 'refused':
      return t`Refused: ${reason}`;
    case 'differs':
      return note(t`Differs: ${paths}`);
  }
}

function resultText(step: PlanStep, result: StepResult | undefined): string {
  if (!result) return '';
  if (result.kind === 'failed' || result.kind === 'skipped') {
    const { reason } = result;
    return result.mayHaveLanded ? t`Perhaps not written: ${reason}` : t`Not written: ${reason}`;
  }
  if (result.kind === 'here') return t`Here already as in the file (written since the preview, in another tab or elsewhere): not written again`;
  if (!step.leftOut) return result.kind === 'created' ? t`Created` : t`Updated`;
  // What was written without the texts left out says so in the result too.
  const codes = step.leftOut.join(', ');
  return result.kind === 'created' ? t`Created, without its names or descriptions under ${codes}` : t`Updated, without its names or descriptions under ${codes}`;
}

/** The review dialog's title: the kind of record and its name. */
function reviewTitle({ kind, label }: PlanStep): string {
  return t`${select(kind, { attribute: `Attribute “${label}”`, folder: `Folder “${label}”`, assetType: `Asset type “${label}”`, other: `Saved search “${label}”` })}`;
}

/** Every record of the file and what importing does with it; a differing one shows its changes field by field. */
export function ImportPlanTable({ steps, results }: { steps: readonly PlanStep[]; results?: ReadonlyMap<PlanStep, StepResult> }) {
  const { t, i18n } = useLingui();
  const [reviewing, setReviewing] = useState<PlanStep | null>(null);
  // What needs the editor's eye first: refusals, then changes, then new records; the same ones last.
  const shown = useMemo(() => [...steps].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]), [steps]);
  // By place in the plan: a file may repeat a uid (the later rows are refused), so kind and uid do not tell rows apart.
  const rowKeys = useMemo(() => new Map(steps.map((step, index) => [step, String(index)])), [steps]);
  const columns: VirtualColumn<PlanStep>[] = [
    { id: 'kind', header: t`Kind`, width: '8rem', render: (step) => i18n._(KIND_NAMES[step.kind]) },
    { id: 'name', header: t`Name`, width: NAME_WIDTH, render: (step) => step.label },
    { id: 'plan', header: t`What importing does`, width: PLAN_WIDTH, render: planText },
    {
      id: 'details',
      header: t`Details`,
      width: '8rem',
      // Every row's full text, readable with the keyboard (a cell shows one line).
      render: (step) => (
        <button type="button" className="button-small" onClick={() => setReviewing(step)} aria-label={detailsLabel(step)}>
          <Trans>Details</Trans>
        </button>
      ),
    },
    ...(results ? [{ id: 'result', header: t`Result`, width: RESULT_WIDTH, render: (step: PlanStep) => resultText(step, results.get(step)) }] : []),
  ];
  const detailsLabel = ({ label }: PlanStep) => t`Details: ${label}`;
  const reviewedResult = reviewing && resultText(reviewing, results?.get(reviewing));
  const reviewedTags = addableTags(reviewing?.leftOut ?? []);
  return (
    <>
      <VirtualTable label={t`What the import does`} columns={columns} rows={shown} rowKey={(step) => rowKeys.get(step)!} height="50vh" />
      {reviewing && (
        <Dialog wide title={reviewTitle(reviewing)} onClose={() => setReviewing(null)}>
          <p>{planText(reviewing)}</p>
          {reviewedTags.length > 0 && (
            <p>
              <AddLanguageLinks tags={reviewedTags} />
            </p>
          )}
          {reviewedResult && (
            <p>
              <Trans>Result: {reviewedResult}</Trans>
            </p>
          )}
          {reviewing.status === 'differs' && (
            <ChangesReview caption={t`What differs, field by field`} beforeLabel={t`Here now`} afterLabel={t`In the file`} labelOf={(path) => path} changes={reviewing.changes} />
          )}
          <div className="dialog-actions">
            <button type="button" onClick={() => setReviewing(null)}>
              <Trans>Close</Trans>
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
