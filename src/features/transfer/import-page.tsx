import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import type { OutboxPlan } from '../../api/outbox-plan';
import { LoadBoundary, useLazyPart } from '../../components/load-boundary';
import { PageHeader } from '../../components/page-header';
import { Loading } from '../../components/page-state';
import { usePageTitle } from '../../components/use-page-title';
import type { PlanStep } from './import-plan';
import './transfer.css';

/** The file the editor chose, as read; each choice has its own preview. */
export type ChosenFile = { id: number; name: string; text: string };

/** The outbox plan of the preview's last run, kept for Retry: starting over, or choosing another file, lets it go. */
export type LastRun = { plan: () => OutboxPlan<PlanStep> | null; keep: (plan: OutboxPlan<PlanStep>) => void; letGo: () => void };

function makeLastRun(): LastRun {
  let kept: OutboxPlan<PlanStep> | null = null;
  const letGo = () => {
    const plan = kept;
    kept = null;
    if (plan) void plan.drop(plan.steps()).then(() => plan.settle());
  };
  return {
    plan: () => kept,
    keep: (plan) => {
      if (kept !== plan) letGo();
      kept = plan;
    },
    letGo,
  };
}

// The preview (reading the file, the plan, the writes) is fetched with the first file: the page's first visit is only the choice.
const loadPreview = () => import('./import-preview');
const pickPreview = (module: Awaited<ReturnType<typeof loadPreview>>) => module.ImportPreview;

/**
 * Import of an export file into the connected server: a preview of what is new, what differs
 * (field by field) and what is refused, then the writes in dependency order with progress.
 */
export function ImportPage() {
  const { t } = useLingui();
  usePageTitle(t`Import`);
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [running, setRunning] = useState(false);
  const [lastRun] = useState(makeLastRun);
  const choices = useRef(0);
  const writing = useRef(false);
  const [ImportPreview, retryPreview] = useLazyPart(loadPreview, pickPreview);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const choice = ++choices.current;
    const text = await file.text();
    // A file chosen while an earlier one was still being read wins; one read while an import began writing is not shown over it.
    if (choice !== choices.current || writing.current) return;
    lastRun.letGo();
    setChosen({ id: choice, name: file.name, text });
  };
  const onRunning = useCallback((running: boolean) => {
    writing.current = running;
    setRunning(running);
  }, []);

  return (
    <div className="page page-wide">
      <PageHeader title={t`Import models`} />
      <p className="page-note">
        <Trans>
          Bring attributes, asset types and saved-search folders exported from another environment (“Export” on their pages) into the server this backoffice is connected to. Nothing is written before
          you apply it.
        </Trans>
      </p>
      <label className="button transfer-file">
        <Trans>Choose an export file…</Trans>
        <input type="file" accept=".json,application/json" className="visually-hidden" onChange={(event) => void choose(event.target.files?.[0])} disabled={running} />
      </label>
      {chosen && (
        <LoadBoundary what={t`the import preview`} onRetry={retryPreview} loading={<Loading label={t`Loading the preview…`} />}>
          <ImportPreview key={chosen.id} chosen={chosen} lastRun={lastRun} onRunning={onRunning} />
        </LoadBoundary>
      )}
    </div>
  );
}
