import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { Loading, LoadError } from '../../components/page-state';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { useSupports } from '../../components/version-gate';
import { applyImport, startImport, toApply, type StepResult } from './apply-import';
import { planImport, type ImportMode, type PlanStep, type ServerModels } from './import-plan';
import { ImportPlanTable } from './import-plan-table';
import { LeftOutTextsNotice } from './left-out-texts';
import type { ChosenFile, LastRun } from './import-page';

type Applied = { steps: PlanStep[]; results: Map<PlanStep, StepResult>; running: boolean; stopping?: boolean; done: number; total: number };

const countOf = (steps: readonly PlanStep[], status: PlanStep['status']) => steps.filter((step) => step.status === status).length;

type ImportPreviewProps = { chosen: ChosenFile; lastRun: LastRun; onRunning: (running: boolean) => void };

/** What the chosen file would do here (new, differing field by field, refused), then its writes in dependency order with progress. */
export function ImportPreview({ chosen, lastRun, onRunning }: ImportPreviewProps) {
  const { t } = useLingui();
  const withAssetTypes = useSupports('assetTypes');
  const read = useMemo(() => {
    try {
      return { file: { name: chosen.name, bundle: readBundle(chosen.text) }, problem: null };
    } catch (error) {
      if (!(error instanceof BundleProblem)) throw error;
      return { file: null, problem: error.message };
    }
  }, [chosen]);
  const { file, problem } = read;
  const [mode, setMode] = useState<ImportMode>('keep');
  const [applied, setApplied] = useState<Applied | null>(null);
  const stop = useRef(false);
  const writes = useModelWrites<Map<PlanStep, StepResult>>();

  const attributes = useQuery({ ...attributeQueries.all(), enabled: file !== null });
  const assetTypes = useQuery({ ...assetTypeQueries.all(), enabled: file !== null && withAssetTypes });
  const folders = useQuery({ ...savedSearchFolderQueries.all(), enabled: file !== null });
  const searches = useQuery({ ...savedSearchQueries.all(), enabled: file !== null });
  const languages = useQuery({ ...languageQueries.all(), enabled: file !== null });
  const lists = [attributes, folders, searches, languages, ...(withAssetTypes ? [assetTypes] : [])];
  const failed = lists.find((query) => query.isError);
  // Taken once, from lists read to the end: the plan's bases stay what the preview showed, so a list
  // refreshed later cannot make a colleague's change since then the base an import overwrites.
  const [seen, setSeen] = useState<ServerModels | null>(null);
  if (seen === null && file !== null && lists.every((query) => query.data && !query.isFetching)) {
    setSeen({ attributes: attributes.data!, assetTypes: assetTypes.data ?? [], folders: folders.data!, savedSearches: searches.data! });
  }
  const ready = seen !== null;
  // The languages as they are now, not as seen: a language added meanwhile (from the notice's link) takes its texts in.
  const cultureCodes = useMemo(() => languages.data?.map((language) => language.CultureCode), [languages.data]);

  const plan = useMemo(() => {
    if (!file || !seen) return null;
    const all = planImport(file.bundle, { ...seen, cultureCodes }, mode);
    // A server before v4.0.0 has no asset types to write to.
    const noAssetTypes = t`This server’s version has no asset types.`;
    return withAssetTypes ? all : all.map((step): PlanStep => (step.kind === 'assetType' ? { ...step, status: 'refused', changes: [], reason: noAssetTypes } : step));
  }, [file, seen, cultureCodes, mode, withAssetTypes, t]);
  const steps = applied?.steps ?? plan ?? [];
  const withIgnored = steps.filter((step) => step.status !== 'refused' && step.ignored.length > 0).length;

  /** Apply writes the plan to the outbox first; Retry continues it from the records not written. */
  const run = async (all: PlanStep[], retry: boolean) => {
    if (!file) return;
    stop.current = false;
    const previous = retry ? (applied?.results ?? new Map<PlanStep, StepResult>()) : new Map<PlanStep, StepResult>();
    const kept = retry ? lastRun.plan() : null;
    // Running from the click on: a second click finds the button gone.
    const total = kept ? kept.steps().length : toApply(all).length;
    setApplied({ steps: all, results: previous, running: true, done: 0, total });
    onRunning(true);
    if (kept) await kept.reopen();
    let plan = kept;
    if (!plan) lastRun.keep((plan = await startImport(file.name, all)));
    // A first run has sent nothing yet; a Retry may have sent what failed (its write may have landed all the same).
    const sentBefore = (step: PlanStep) => previous.get(step)?.kind === 'failed';
    const results = await writes.mutateAsync((calls) =>
      applyImport(plan, calls, { sentBefore, stopped: () => stop.current, onProgress: (done) => setApplied((current) => current && { ...current, done }) }),
    );
    setApplied({ steps: all, results: new Map([...previous, ...results]), running: false, done: total, total });
    onRunning(false);
  };
  /** Starting over (another file, or a new preview): what the last run left is let go. */
  const startOver = () => {
    lastRun.letGo();
    setApplied(null);
    setSeen(null);
  };
  const unfinished = applied
    ? toApply(applied.steps).filter((step) => {
        const result = applied.results.get(step);
        return !result || result.kind === 'failed' || result.kind === 'skipped';
      })
    : [];

  const toApplyCount = plan ? toApply(plan).length : 0;
  const unfinishedCount = unfinished.length;
  const unfinishedText = formatNumber(unfinishedCount);
  const outcomes = applied ? [...applied.results.values()] : [];
  const writtenText = formatNumber(outcomes.filter((result) => result.kind === 'created' || result.kind === 'updated').length);
  const hereCount = outcomes.filter((result) => result.kind === 'here').length;
  const hereText = formatNumber(hereCount);
  const doneText = formatNumber(applied?.done ?? 0);
  const totalText = formatNumber(applied?.total ?? 0);
  if (problem !== null) {
    return (
      <p role="alert" className="page-state page-state-error">
        {problem}
      </p>
    );
  }
  return (
    <>
      <UnsavedChangesGuard
        when={applied?.running === true}
        title={t`Leave while the import is writing?`}
        message={t`The import goes on writing, but this page will no longer show what was written or refused. Stay until it is done, or press Stop first.`}
        confirmLabel={t`Leave anyway`}
      />
      {file && (
        <section aria-label={t`Preview`}>
          <FileSummary name={file.name} bundle={file.bundle} />
          <fieldset className="transfer-mode" disabled={applied !== null}>
            <legend>
              <Trans>Uids</Trans>
            </legend>
            <label>
              <input type="radio" name="import-mode" checked={mode === 'keep'} onChange={() => setMode('keep')} />{' '}
              <Trans>Keep them: the same models in both environments (what is here is updated)</Trans>
            </label>
            <label>
              <input type="radio" name="import-mode" checked={mode === 'copy'} onChange={() => setMode('copy')} />{' '}
              <Trans>Create copies of everything in the file (the attributes an asset type places included): new uids, aliases get “Copy”, names “(copy)”; nothing here changes</Trans>
            </label>
          </fieldset>
          {failed && <LoadError error={failed.error} what={t`what this server has`} onRetry={() => lists.forEach((query) => void query.refetch())} />}
          {!ready && !failed && <Loading label={t`Reading what this server has…`} />}
          {ready && (
            <>
              <p role="status">
                <PlanCounts steps={steps} />
              </p>
              {withIgnored > 0 && (
                <p>
                  {t`${plural(withIgnored, {
                    one: '# record in the file brings keys that are not fields here: they are ignored, never sent (the list names them).',
                    other: '# records in the file bring keys that are not fields here: they are ignored, never sent (the list names them).',
                  })}`}
                </p>
              )}
              <LeftOutTextsNotice steps={steps} applied={applied !== null} />
              <ImportPlanTable steps={steps} results={applied?.results} />
              <div className="transfer-actions">
                {!applied && (
                  <button type="button" className="button-primary" disabled={!plan || toApply(plan).length === 0} onClick={() => plan && void run(plan, false)}>
                    {t`${plural(toApplyCount, { one: 'Apply # change', other: 'Apply # changes' })}`}
                  </button>
                )}
                {applied?.running && (
                  <>
                    <progress value={applied.done} max={applied.total} aria-label={t`Import progress`} />{' '}
                    <Trans>
                      {doneText} of {totalText} written…
                    </Trans>
                    <button
                      type="button"
                      disabled={applied.stopping}
                      onClick={() => {
                        stop.current = true;
                        setApplied((current) => current && { ...current, stopping: true });
                      }}
                    >
                      {applied.stopping ? t`Stopping after the writes under way…` : t`Stop`}
                    </button>
                  </>
                )}
                {applied && !applied.running && (
                  <>
                    <p role="status">
                      {hereCount > 0
                        ? unfinished.length > 0
                          ? t`Done: ${writtenText} written, ${hereText} here already, ${unfinishedText} not written (see why in the list).`
                          : t`Done: ${writtenText} written, ${hereText} here already.`
                        : unfinished.length > 0
                          ? t`Done: ${writtenText} written, ${unfinishedText} not written (see why in the list).`
                          : t`Done: ${writtenText} written.`}
                    </p>
                    {unfinished.length > 0 && (
                      <button type="button" onClick={() => void run(applied.steps, true)}>
                        {t`${plural(unfinishedCount, { one: 'Retry # not written', other: 'Retry # not written' })}`}
                      </button>
                    )}
                    <button type="button" onClick={startOver}>
                      <Trans>Preview again</Trans>
                    </button>
                  </>
                )}
              </div>
            </>
          )}
        </section>
      )}
    </>
  );
}

/** The file's name, origin and contents. */
function FileSummary({ name, bundle }: { name: string; bundle: ModelBundle }) {
  const { t } = useLingui();
  const exportedAt = formatDateTime(bundle.exportedAt);
  const { apiBaseUrl, serverVersion } = bundle.source;
  const attributeCount = bundle.attributes.length;
  const assetTypeCount = bundle.assetTypes.length;
  const folderCount = bundle.savedSearchFolders.length;
  const searchCount = bundle.savedSearches.length;
  return (
    <p>
      <Trans>
        <strong>{name}</strong>: exported {exportedAt} from {apiBaseUrl} (server {serverVersion}).
      </Trans>{' '}
      {t`${plural(attributeCount, { one: '# attribute', other: '# attributes' })}, ${plural(assetTypeCount, { one: '# asset type', other: '# asset types' })}, ${plural(folderCount, { one: '# folder', other: '# folders' })}, ${plural(searchCount, { one: '# saved search', other: '# saved searches' })}.`}
    </p>
  );
}

/** How many records are new, differ, are the same and are refused (the words agree with each number in Danish and German). */
function PlanCounts({ steps }: { steps: readonly PlanStep[] }) {
  const { t } = useLingui();
  const newCount = countOf(steps, 'new');
  const differsCount = countOf(steps, 'differs');
  const sameCount = countOf(steps, 'same');
  const refusedCount = countOf(steps, 'refused');
  return t`${plural(newCount, { one: '# new', other: '# new' })}, ${plural(differsCount, { one: '# differ from what is here', other: '# differ from what is here' })}, ${plural(sameCount, { one: '# the same (skipped)', other: '# the same (skipped)' })}, ${plural(refusedCount, { one: '# refused', other: '# refused' })}.`;
}
