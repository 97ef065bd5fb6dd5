import { useMemo, useRef, useState } from 'react';
import type { Attribute } from '../../api/attributes';
import { Dialog } from '../../components/dialog';
import { formatNumber } from '../../components/format';
import { VirtualTable, type VirtualColumn } from '../../components/virtual-table';
import { columnName, ImportFileProblem, previewTranslationImport, type ImportChange, type ImportPreview, type ImportRefusal } from './translation-csv';
import type { TranslationField } from './translation-model';
import type { SaveCells } from './use-cell-saves';

type ImportDialogProps = {
  fileName: string;
  text: string;
  attributes: readonly Attribute[];
  field: TranslationField;
  cultureCode: string;
  saveCells: SaveCells;
  onClose: () => void;
};

type Phase = { kind: 'preview' } | { kind: 'saving'; done: number; total: number } | { kind: 'done'; saved: number; refusals: ImportRefusal[]; notStarted: number };

const CHANGE_COLUMNS: VirtualColumn<ImportChange>[] = [
  { id: 'line', header: 'Line', width: '4rem', render: (change) => String(change.line) },
  { id: 'attribute', header: 'Attribute', width: 'minmax(8rem, 1fr)', render: (change) => change.attribute.Alias || change.attribute.Uid },
  { id: 'before', header: 'Now', width: 'minmax(8rem, 1fr)', render: (change) => change.before || '(missing)' },
  { id: 'after', header: 'From the file', width: 'minmax(8rem, 1fr)', render: (change) => change.after },
];
const REFUSAL_COLUMNS: VirtualColumn<ImportRefusal>[] = [
  { id: 'line', header: 'Line', width: '4rem', render: (refusal) => String(refusal.line) },
  { id: 'what', header: 'Attribute', width: 'minmax(8rem, 1fr)', render: (refusal) => refusal.what },
  { id: 'reason', header: 'Why not', width: 'minmax(12rem, 2fr)', render: (refusal) => refusal.reason },
];

function readPreview(text: string, field: TranslationField, cultureCode: string, attributes: readonly Attribute[]): ImportPreview | string {
  try {
    return previewTranslationImport(text, field, cultureCode, new Map(attributes.map((attribute) => [attribute.Uid, attribute])));
  } catch (error) {
    if (error instanceof ImportFileProblem) return error.message;
    throw error;
  }
}

/** The import's preview (what changes, what is the same, what is refused, per line), then the saves with progress. */
export function ImportDialog({ fileName, text, attributes, field, cultureCode, saveCells, onClose }: ImportDialogProps) {
  // Read once: the list changes under the dialog as its own saves land.
  const [preview] = useState(() => readPreview(text, field, cultureCode, attributes));
  const [phase, setPhase] = useState<Phase>({ kind: 'preview' });
  const stop = useRef(false);
  const what = `${field === 'Name' ? 'names' : 'descriptions'} in ${cultureCode}`;
  const lineOf = useMemo(() => new Map(typeof preview === 'string' ? [] : preview.changes.map((change) => [change.attribute.Uid, change])), [preview]);

  const run = async (changes: readonly ImportChange[]) => {
    stop.current = false;
    const cells = changes.map((change) => ({ uid: change.attribute.Uid, field, cultureCode, text: change.after }));
    setPhase({ kind: 'saving', done: 0, total: cells.length });
    const outcomes = await saveCells(cells, { onProgress: (done) => setPhase({ kind: 'saving', done, total: cells.length }), stopped: () => stop.current });
    const refusals: ImportRefusal[] = [];
    let saved = 0;
    for (const [cell, outcome] of outcomes) {
      const change = lineOf.get(cell.uid)!;
      if (outcome.kind === 'refused') refusals.push({ line: change.line, what: change.attribute.Alias || cell.uid, reason: outcome.reason });
      else saved += 1;
    }
    setPhase({ kind: 'done', saved, refusals: refusals.sort((a, b) => a.line - b.line), notStarted: cells.length - outcomes.size });
  };
  const retry = () => {
    if (phase.kind !== 'done' || typeof preview === 'string') return;
    const again = new Set(phase.refusals.map((refusal) => refusal.line));
    void run(preview.changes.filter((change) => again.has(change.line)));
  };

  return (
    <Dialog wide title={`Import ${what}`} onClose={phase.kind === 'saving' ? () => undefined : onClose} description={`From ${fileName}`}>
      {typeof preview === 'string' ? (
        <>
          <p role="alert">Nothing can be imported from this file. {preview}</p>
          <p className="dialog-note">Export the language first: the file it gives has the columns an import needs.</p>
          <div className="dialog-actions">
            <button type="button" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      ) : phase.kind === 'preview' ? (
        <>
          <p>
            <strong>{formatNumber(preview.changes.length)} to change</strong>, {formatNumber(preview.same)} already the same, {formatNumber(preview.empty)} empty in the file (left as they are),{' '}
            {formatNumber(preview.refusals.length)} refused.
          </p>
          {preview.ignoredColumns.length > 0 && (
            <p className="dialog-note">
              Only “Uid” and “{columnName(field, cultureCode)}” are read; {preview.ignoredColumns.length === 1 ? 'this column is' : 'these columns are'} ignored: {preview.ignoredColumns.join(', ')}.
            </p>
          )}
          {preview.changes.length > 0 && <VirtualTable label="What the import changes" columns={CHANGE_COLUMNS} rows={preview.changes} rowKey={(change) => String(change.line)} height="14rem" />}
          {preview.refusals.length > 0 && (
            <VirtualTable label="Lines that will not be imported" columns={REFUSAL_COLUMNS} rows={preview.refusals} rowKey={(refusal) => String(refusal.line)} height="8rem" />
          )}
          <div className="dialog-actions">
            <button type="button" className="button-primary" onClick={() => void run(preview.changes)} disabled={preview.changes.length === 0}>
              Save {formatNumber(preview.changes.length)} {preview.changes.length === 1 ? 'change' : 'changes'}
            </button>
            <button type="button" onClick={onClose}>
              Cancel
            </button>
          </div>
        </>
      ) : phase.kind === 'saving' ? (
        <>
          <p role="status">
            <progress value={phase.done} max={phase.total} aria-label="Import progress" /> {formatNumber(phase.done)} of {formatNumber(phase.total)} saved…
          </p>
          <div className="dialog-actions">
            <button type="button" onClick={() => (stop.current = true)}>
              Stop
            </button>
          </div>
        </>
      ) : (
        <>
          <p role="status">
            {formatNumber(phase.saved)} saved{phase.refusals.length > 0 && `, ${formatNumber(phase.refusals.length)} not saved`}
            {phase.notStarted > 0 && `, ${formatNumber(phase.notStarted)} not started (stopped)`}.
          </p>
          {[...preview.refusals, ...phase.refusals].length > 0 && (
            <VirtualTable
              label="Lines not imported"
              columns={REFUSAL_COLUMNS}
              rows={[...preview.refusals, ...phase.refusals].sort((a, b) => a.line - b.line)}
              rowKey={(refusal) => `${refusal.line}`}
              height="10rem"
            />
          )}
          <div className="dialog-actions">
            {phase.refusals.length > 0 && (
              <button type="button" onClick={retry}>
                Retry {formatNumber(phase.refusals.length)} not saved
              </button>
            )}
            <button type="button" className="button-primary" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
