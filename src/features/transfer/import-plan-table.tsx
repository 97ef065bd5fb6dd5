import { useMemo, useState } from 'react';
import { ChangesReview } from '../../components/changes-review';
import { Dialog } from '../../components/dialog';
import { VirtualTable, type VirtualColumn } from '../../components/virtual-table';
import type { StepResult } from './apply-import';
import type { ImportKind, PlanStep } from './import-plan';

const KIND_NAMES: Record<ImportKind, string> = { attribute: 'Attribute', folder: 'Folder', assetType: 'Asset type', savedSearch: 'Saved search' };

const KIND_ARTICLES: Record<ImportKind, string> = { attribute: 'an attribute', folder: 'a folder', assetType: 'an asset type', savedSearch: 'a saved search' };

const STATUS_ORDER: Record<PlanStep['status'], number> = { refused: 0, differs: 1, new: 2, same: 3 };

/** The file's keys that are not fields of the record here: named, because they are never sent. */
const keptText = (step: PlanStep) => (step.status === 'differs' && step.kept.length > 0 ? ` Not in the file, kept as here: ${step.kept.join(', ')}.` : '');
const ignoredText = (step: PlanStep) =>
  step.ignored.length === 0 ? '' : ` Ignored, not ${step.ignored.length === 1 ? 'a field' : 'fields'} of ${KIND_ARTICLES[step.kind]} here: ${step.ignored.join(', ')}.`;

function planText(step: PlanStep): string {
  const notes = `${step.note ? ` ${step.note}` : ''}${ignoredText(step)}${keptText(step)}`;
  const note = (text: string) => (notes ? `${text}.${notes}` : text);
  switch (step.status) {
    case 'new':
      return note('New');
    case 'same':
      return note('The same here: skipped');
    case 'refused':
      return `Refused: ${step.reason}`;
    case 'differs':
      return note(`Differs: ${step.changes.map((change) => change.path).join(', ')}`);
  }
}

function resultText(result: StepResult | undefined): string {
  if (!result) return '';
  if (result.kind === 'failed' || result.kind === 'skipped') return `Not written: ${result.reason}`;
  return result.kind === 'created' ? 'Created' : 'Updated';
}

/** Every record of the file and what importing does with it; a differing one shows its changes field by field. */
export function ImportPlanTable({ steps, results }: { steps: readonly PlanStep[]; results?: ReadonlyMap<PlanStep, StepResult> }) {
  const [reviewing, setReviewing] = useState<PlanStep | null>(null);
  // What needs the editor's eye first: refusals, then changes, then new records; the same ones last.
  const shown = useMemo(() => [...steps].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]), [steps]);
  const columns: VirtualColumn<PlanStep>[] = [
    { id: 'kind', header: 'Kind', width: '8rem', render: (step) => KIND_NAMES[step.kind] },
    { id: 'name', header: 'Name', width: 'minmax(10rem, 1fr)', render: (step) => step.label },
    { id: 'plan', header: 'What importing does', width: 'minmax(14rem, 2fr)', render: planText },
    {
      id: 'details',
      header: 'Details',
      width: '8rem',
      // Every row's full text, readable with the keyboard (a cell shows one line).
      render: (step) => (
        <button type="button" className="button-small" onClick={() => setReviewing(step)} aria-label={`Details: ${step.label}`}>
          Details
        </button>
      ),
    },
    ...(results ? [{ id: 'result', header: 'Result', width: 'minmax(10rem, 1.5fr)', render: (step: PlanStep) => resultText(results.get(step)) }] : []),
  ];
  return (
    <>
      <VirtualTable label="What the import does" columns={columns} rows={shown} rowKey={(step) => `${step.kind}:${step.uid}`} height="50vh" />
      {reviewing && (
        <Dialog wide title={`${KIND_NAMES[reviewing.kind]} “${reviewing.label}”`} onClose={() => setReviewing(null)}>
          <p>{planText(reviewing)}</p>
          {results?.get(reviewing) && <p>Result: {resultText(results.get(reviewing))}</p>}
          {reviewing.status === 'differs' && (
            <ChangesReview caption="What differs, field by field" beforeLabel="Here now" afterLabel="In the file" labelOf={(path) => path} changes={reviewing.changes} />
          )}
          <div className="dialog-actions">
            <button type="button" onClick={() => setReviewing(null)}>
              Close
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
