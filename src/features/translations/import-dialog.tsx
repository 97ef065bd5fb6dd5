import { plural, select } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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

const TEXT_WIDTH = 'minmax(8rem, 1fr)';
const REASON_WIDTH = 'minmax(12rem, 2fr)';

/** The preview's two tables, headed in the interface's language. */
function useColumns() {
  const { t } = useLingui();
  const changes: VirtualColumn<ImportChange>[] = [
    { id: 'line', header: t`Line`, width: '4rem', render: (change) => String(change.line) },
    { id: 'attribute', header: t`Attribute`, width: TEXT_WIDTH, render: (change) => change.attribute.Alias || change.attribute.Uid },
    { id: 'before', header: t`Now`, width: TEXT_WIDTH, render: (change) => change.before || t`(missing)` },
    { id: 'after', header: t`From the file`, width: TEXT_WIDTH, render: (change) => change.after },
  ];
  const refusals: VirtualColumn<ImportRefusal>[] = [
    { id: 'line', header: t`Line`, width: '4rem', render: (refusal) => String(refusal.line) },
    { id: 'what', header: t`Attribute`, width: TEXT_WIDTH, render: (refusal) => refusal.what },
    { id: 'reason', header: t`Why not`, width: REASON_WIDTH, render: (refusal) => refusal.reason },
  ];
  return { changes, refusals };
}

function readPreview(text: string, field: TranslationField, cultureCode: string, attributes: readonly Attribute[]): ImportPreview | string {
  try {
    return previewTranslationImport(text, field, cultureCode, attributes);
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
  const { t } = useLingui();
  const columns = useColumns();
  const lineOf = useMemo(() => new Map(typeof preview === 'string' ? [] : preview.changes.map((change) => [change.attribute.Uid, change])), [preview]);

  // What a Retry starts from: a line refused over a colleague's text is retried over that text (the editor has been told).
  const retryBases = useRef(new Map<string, string>());
  const run = async (changes: readonly ImportChange[]) => {
    stop.current = false;
    // Each cell over the text its preview showed: a colleague's change since is refused and reported, never overwritten.
    const baseOf = (change: ImportChange) => retryBases.current.get(change.attribute.Uid) ?? change.before;
    const cells = changes.map((change) => ({ uid: change.attribute.Uid, field, cultureCode, text: change.after, base: baseOf(change) }));
    setPhase({ kind: 'saving', done: 0, total: cells.length });
    const outcomes = await saveCells(cells, { onProgress: (done) => setPhase({ kind: 'saving', done, total: cells.length }), stopped: () => stop.current });
    const refusals: ImportRefusal[] = [];
    let saved = 0;
    for (const [cell, outcome] of outcomes) {
      const change = lineOf.get(cell.uid)!;
      if (outcome.kind === 'refused') {
        refusals.push({ line: change.line, what: change.attribute.Alias || cell.uid, reason: outcome.reason });
        if (outcome.theirs !== undefined) retryBases.current.set(cell.uid, outcome.theirs);
      } else saved += 1;
    }
    setPhase({ kind: 'done', saved, refusals: refusals.sort((a, b) => a.line - b.line), notStarted: cells.length - outcomes.size });
  };
  const retry = () => {
    if (phase.kind !== 'done' || typeof preview === 'string') return;
    const again = new Set(phase.refusals.map((refusal) => refusal.line));
    void run(preview.changes.filter((change) => again.has(change.line)));
  };

  return (
    <Dialog
      wide
      title={t`${select(field, { Name: `Import names in ${cultureCode}`, other: `Import descriptions in ${cultureCode}` })}`}
      onClose={phase.kind === 'saving' ? () => undefined : onClose}
      description={t`From ${fileName}`}
    >
      {typeof preview === 'string' ? (
        <>
          <p role="alert">
            <Trans>Nothing can be imported from this file. {preview}</Trans>
          </p>
          <p className="dialog-note">
            <Trans>Export the language first: the file it gives has the columns an import needs.</Trans>
          </p>
          <div className="dialog-actions">
            <button type="button" onClick={onClose}>
              <Trans>Close</Trans>
            </button>
          </div>
        </>
      ) : phase.kind === 'preview' ? (
        <>
          <p>
            <PreviewCounts preview={preview} />
          </p>
          {preview.ignoredColumns.length > 0 && (
            <p className="dialog-note">
              <IgnoredColumns ignored={preview.ignoredColumns} wanted={columnName(field, cultureCode)} />
            </p>
          )}
          {preview.changes.length > 0 && <VirtualTable label={t`What the import changes`} columns={columns.changes} rows={preview.changes} rowKey={(change) => String(change.line)} height="14rem" />}
          {preview.refusals.length > 0 && (
            <VirtualTable label={t`Lines that will not be imported`} columns={columns.refusals} rows={preview.refusals} rowKey={(refusal) => String(refusal.line)} height="8rem" />
          )}
          <div className="dialog-actions">
            <button type="button" className="button-primary" onClick={() => void run(preview.changes)} disabled={preview.changes.length === 0}>
              <SaveChanges count={preview.changes.length} />
            </button>
            <button type="button" onClick={onClose}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </>
      ) : phase.kind === 'saving' ? (
        <>
          <p role="status">
            <progress value={phase.done} max={phase.total} aria-label={t`Import progress`} /> <SavedOf done={phase.done} total={phase.total} />
          </p>
          <div className="dialog-actions">
            <button type="button" onClick={() => (stop.current = true)}>
              <Trans>Stop</Trans>
            </button>
          </div>
        </>
      ) : (
        <>
          <p role="status">
            <DoneCounts saved={phase.saved} notSaved={phase.refusals.length} notStarted={phase.notStarted} />
          </p>
          {[...preview.refusals, ...phase.refusals].length > 0 && (
            <VirtualTable
              label={t`Lines not imported`}
              columns={columns.refusals}
              rows={[...preview.refusals, ...phase.refusals].sort((a, b) => a.line - b.line)}
              rowKey={(refusal) => `${refusal.line}`}
              height="10rem"
            />
          )}
          <div className="dialog-actions">
            {phase.refusals.length > 0 && (
              <button type="button" onClick={retry}>
                <RetryNotSaved count={phase.refusals.length} />
              </button>
            )}
            <button type="button" className="button-primary" onClick={onClose}>
              <Trans>Close</Trans>
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}

/** What the import would do, line by line, in counts (the words agree with each number in Danish and German). */
function PreviewCounts({ preview }: { preview: ImportPreview }) {
  const changeCount = preview.changes.length;
  const sameCount = preview.same;
  const emptyCount = preview.empty;
  const refusedCount = preview.refusals.length;
  return (
    <Trans>
      <strong>
        <Plural value={changeCount} one="# to change" other="# to change" />
      </strong>
      , <Plural value={sameCount} one="# already the same" other="# already the same" />,{' '}
      <Plural value={emptyCount} one="# empty in the file (left as they are)" other="# empty in the file (left as they are)" />, <Plural value={refusedCount} one="# refused" other="# refused" />.
    </Trans>
  );
}

/** The columns of the file the import does not read, named. */
function IgnoredColumns({ ignored, wanted }: { ignored: readonly string[]; wanted: string }) {
  const { t } = useLingui();
  const count = ignored.length;
  const listed = ignored.join(', ');
  return t`${plural(count, { one: `Only “Uid” and “${wanted}” are read; this column is ignored: ${listed}.`, other: `Only “Uid” and “${wanted}” are read; these columns are ignored: ${listed}.` })}`;
}

function SavedOf({ done, total }: { done: number; total: number }) {
  const doneText = formatNumber(done);
  const totalText = formatNumber(total);
  return (
    <Trans>
      {doneText} of {totalText} saved…
    </Trans>
  );
}

/** How the saves went: saved, refused, and not started when stopped. */
function DoneCounts({ saved, notSaved, notStarted }: { saved: number; notSaved: number; notStarted: number }) {
  const { t } = useLingui();
  const savedText = formatNumber(saved);
  const notSavedText = formatNumber(notSaved);
  const notStartedText = formatNumber(notStarted);
  if (notSaved > 0 && notStarted > 0) return t`${savedText} saved, ${notSavedText} not saved, ${notStartedText} not started (stopped).`;
  if (notSaved > 0) return t`${savedText} saved, ${notSavedText} not saved.`;
  if (notStarted > 0) return t`${savedText} saved, ${notStartedText} not started (stopped).`;
  return t`${savedText} saved.`;
}

function SaveChanges({ count }: { count: number }) {
  return <Plural value={count} one="Save # change" other="Save # changes" />;
}

function RetryNotSaved({ count }: { count: number }) {
  return <Plural value={count} one="Retry # not saved" other="Retry # not saved" />;
}
