import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { assetTypeQueries } from '../../api/asset-types';
import { attributeQueries } from '../../api/attributes';
import { languageQueries } from '../../api/languages';
import { BundleProblem, readBundle, type ModelBundle } from '../../api/model-bundle';
import { useModelWrites } from '../../api/model-import';
import { savedSearchQueries } from '../../api/saved-searches';
import { savedSearchFolderQueries } from '../../api/saved-search-folders';
import { formatDateTime, formatNumber } from '../../components/format';
import { PageHeader } from '../../components/page-header';
import { Loading, LoadError } from '../../components/page-state';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { usePageTitle } from '../../components/use-page-title';
import { useSupports } from '../../components/version-gate';
import type { OutboxPlan } from '../../api/outbox-plan';
import { applyImport, startImport, toApply, type StepResult } from './apply-import';
import { planImport, unknownCultures, type ImportMode, type PlanStep } from './import-plan';
import { ImportPlanTable } from './import-plan-table';
import './transfer.css';

type Applied = { steps: PlanStep[]; results: Map<PlanStep, StepResult>; running: boolean; stopping?: boolean; done: number; total: number };

const plural = (count: number, word: string) => `${formatNumber(count)} ${word}${count === 1 ? '' : word.endsWith('h') ? 'es' : 's'}`;

const countOf = (steps: readonly PlanStep[], status: PlanStep['status']) => steps.filter((step) => step.status === status).length;

/**
 * Import of an export file into the connected server: a preview of what is new, what differs
 * (field by field) and what is refused, then the writes in dependency order with progress.
 */
export function ImportPage() {
  usePageTitle('Import');
  const withAssetTypes = useSupports('assetTypes');
  const [file, setFile] = useState<{ name: string; bundle: ModelBundle } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [mode, setMode] = useState<ImportMode>('keep');
  const [applied, setApplied] = useState<Applied | null>(null);
  const stop = useRef(false);
  const outboxPlan = useRef<OutboxPlan<PlanStep> | null>(null);
  const writes = useModelWrites<Map<PlanStep, StepResult>>();

  const attributes = useQuery({ ...attributeQueries.all(), enabled: file !== null });
  const assetTypes = useQuery({ ...assetTypeQueries.all(), enabled: file !== null && withAssetTypes });
  const folders = useQuery({ ...savedSearchFolderQueries.all(), enabled: file !== null });
  const searches = useQuery({ ...savedSearchQueries.all(), enabled: file !== null });
  const languages = useQuery({ ...languageQueries.all(), enabled: file !== null });
  const lists = [attributes, folders, searches, languages, ...(withAssetTypes ? [assetTypes] : [])];
  const failed = lists.find((query) => query.isError);
  const ready = file !== null && lists.every((query) => query.data);

  const plan = useMemo(() => {
    if (!file || !attributes.data || !folders.data || !searches.data || !languages.data || (withAssetTypes && !assetTypes.data)) return null;
    const cultureCodes = languages.data.map((language) => language.CultureCode);
    const all = planImport(file.bundle, { attributes: attributes.data, assetTypes: assetTypes.data ?? [], folders: folders.data, savedSearches: searches.data, cultureCodes }, mode);
    // A server before v4.0.0 has no asset types to write to.
    return withAssetTypes ? all : all.map((step): PlanStep => (step.kind === 'assetType' ? { ...step, status: 'refused', changes: [], reason: 'This server’s version has no asset types.' } : step));
  }, [file, attributes.data, assetTypes.data, folders.data, searches.data, languages.data, mode, withAssetTypes]);
  const steps = applied?.steps ?? plan ?? [];
  const withIgnored = steps.filter((step) => step.status !== 'refused' && step.ignored.length > 0).length;
  const missingLanguages = useMemo(
    () =>
      file && languages.data
        ? [
            ...new Set(
              file.bundle.attributes.flatMap((attribute) =>
                unknownCultures(
                  attribute,
                  languages.data.map((language) => language.CultureCode),
                ),
              ),
            ),
          ].sort()
        : [],
    [file, languages.data],
  );

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    startOver();
    setMode('keep');
    try {
      setFile({ name: chosen.name, bundle: readBundle(await chosen.text()) });
      setProblem(null);
    } catch (error) {
      if (!(error instanceof BundleProblem)) throw error;
      setFile(null);
      setProblem(error.message);
    }
  };

  /** Apply writes the plan to the outbox first; Retry continues it from the records not written. */
  const run = async (all: PlanStep[], retry: boolean) => {
    if (!file) return;
    stop.current = false;
    const previous = retry ? (applied?.results ?? new Map<PlanStep, StepResult>()) : new Map<PlanStep, StepResult>();
    const kept = retry ? outboxPlan.current : null;
    // Running from the click on: a second click finds the button gone.
    const total = kept ? kept.steps().length : toApply(all).length;
    setApplied({ steps: all, results: previous, running: true, done: 0, total });
    if (kept) await kept.reopen();
    const plan = kept ?? (outboxPlan.current = await startImport(file.name, all));
    const results = await writes.mutateAsync((calls) => applyImport(plan, calls, { stopped: () => stop.current, onProgress: (done) => setApplied((current) => current && { ...current, done }) }));
    setApplied({ steps: all, results: new Map([...previous, ...results]), running: false, done: total, total });
  };
  /** Starting over (another file, or a new preview): what the last run left is let go. */
  const startOver = () => {
    const plan = outboxPlan.current;
    outboxPlan.current = null;
    if (plan) void plan.drop(plan.steps()).then(() => plan.settle());
    setApplied(null);
  };
  const unfinished = applied
    ? toApply(applied.steps).filter((step) => {
        const result = applied.results.get(step);
        return !result || result.kind === 'failed' || result.kind === 'skipped';
      })
    : [];

  return (
    <div className="page page-wide">
      <UnsavedChangesGuard
        when={applied?.running === true}
        title="Leave while the import is writing?"
        message="The import goes on writing, but this page will no longer show what was written or refused. Stay until it is done, or press Stop first."
        confirmLabel="Leave anyway"
      />
      <PageHeader title="Import models" />
      <p className="page-note">
        Bring attributes, asset types and saved-search folders exported from another environment (“Export” on their pages) into the server this backoffice is connected to. Nothing is written before
        you apply it.
      </p>
      <label className="button transfer-file">
        Choose an export file…
        <input type="file" accept=".json,application/json" className="visually-hidden" onChange={(event) => void choose(event.target.files?.[0])} disabled={applied?.running} />
      </label>
      {problem && (
        <p role="alert" className="page-state page-state-error">
          {problem}
        </p>
      )}
      {file && (
        <section aria-label="Preview">
          <p>
            <strong>{file.name}</strong>: exported {formatDateTime(file.bundle.exportedAt)} from {file.bundle.source.apiBaseUrl} (server {file.bundle.source.serverVersion}).{' '}
            {plural(file.bundle.attributes.length, 'attribute')}, {plural(file.bundle.assetTypes.length, 'asset type')}, {plural(file.bundle.savedSearchFolders.length, 'folder')},{' '}
            {plural(file.bundle.savedSearches.length, 'saved search')}.
          </p>
          <fieldset className="transfer-mode" disabled={applied !== null}>
            <legend>Uids</legend>
            <label>
              <input type="radio" name="import-mode" checked={mode === 'keep'} onChange={() => setMode('keep')} /> Keep them: the same models in both environments (what is here is updated)
            </label>
            <label>
              <input type="radio" name="import-mode" checked={mode === 'copy'} onChange={() => setMode('copy')} /> Create copies of everything in the file (the attributes an asset type places
              included): new uids, aliases get “Copy”, names “(copy)”; nothing here changes
            </label>
          </fieldset>
          {failed && <LoadError error={failed.error} what="what this server has" onRetry={() => lists.forEach((query) => void query.refetch())} />}
          {!ready && !failed && <Loading label="Reading what this server has…" />}
          {ready && (
            <>
              <p role="status">
                {formatNumber(countOf(steps, 'new'))} new, {formatNumber(countOf(steps, 'differs'))} differ from what is here, {formatNumber(countOf(steps, 'same'))} the same (skipped),{' '}
                {formatNumber(countOf(steps, 'refused'))} refused.
              </p>
              {withIgnored > 0 && (
                <p>
                  {plural(withIgnored, 'record')} in the file {withIgnored === 1 ? 'brings keys that are' : 'bring keys that are'} not fields here: they are ignored, never sent (the list names them).
                </p>
              )}
              {missingLanguages.length > 0 && (
                <p className="page-notice">
                  The file has names or descriptions in {missingLanguages.join(', ')}, {missingLanguages.length === 1 ? 'a language' : 'languages'} this environment does not have. They are written
                  with the attributes, but no editor sees them until {missingLanguages.length === 1 ? 'that language is' : 'those languages are'} added on the Languages page.
                </p>
              )}
              <ImportPlanTable steps={steps} results={applied?.results} />
              <div className="transfer-actions">
                {!applied && (
                  <button type="button" className="button-primary" disabled={!plan || toApply(plan).length === 0} onClick={() => plan && void run(plan, false)}>
                    Apply {plural(plan ? toApply(plan).length : 0, 'change')}
                  </button>
                )}
                {applied?.running && (
                  <>
                    <progress value={applied.done} max={applied.total} aria-label="Import progress" /> {formatNumber(applied.done)} of {formatNumber(applied.total)} written…
                    <button
                      type="button"
                      disabled={applied.stopping}
                      onClick={() => {
                        stop.current = true;
                        setApplied((current) => current && { ...current, stopping: true });
                      }}
                    >
                      {applied.stopping ? 'Stopping after the writes under way…' : 'Stop'}
                    </button>
                  </>
                )}
                {applied && !applied.running && (
                  <>
                    <p role="status">
                      Done: {formatNumber([...applied.results.values()].filter((result) => result.kind === 'created' || result.kind === 'updated').length)} written
                      {unfinished.length > 0 && `, ${formatNumber(unfinished.length)} not written (see why in the list)`}.
                    </p>
                    {unfinished.length > 0 && (
                      <button type="button" onClick={() => void run(applied.steps, true)}>
                        Retry {formatNumber(unfinished.length)} not written
                      </button>
                    )}
                    <button type="button" onClick={startOver}>
                      Preview again
                    </button>
                  </>
                )}
              </div>
            </>
          )}
        </section>
      )}
    </div>
  );
}
