import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { assetTypeQueries } from '../../api/asset-types';
import { type Attribute } from '../../api/attributes';
import { fetchReferencesInChunks } from '../../api/attribute-references';
import { describeError } from '../../api/api-error';
import { savedSearchQueries } from '../../api/saved-searches';
import { useSupports } from '../../components/version-gate';
import { checkedSources, collectModelUses } from './model-uses';
import { downloadText, toCsv } from '../../components/csv';
import { summariseWhereUsed, whereUsedCsvRows, type WhereUsedReport } from './references-summary';
import { WhereUsedResults } from './where-used-results';
import { formatNumber } from '../../components/format';

type WhereUsedSectionProps = {
  attributes: readonly Attribute[];
  /** Uids the list shows with its current search and filters. */
  shownUids: readonly string[];
  cultureCode?: string;
  onClose: () => void;
};

type Run = { state: 'idle' } | { state: 'running'; done: number; total: number } | { state: 'done'; report: WhereUsedReport } | { state: 'failed'; message: string };

/** "Where used" over all attributes or the ones shown: references fetched in chunks, in parallel, with progress. */
export function WhereUsedSection({ attributes, shownUids, cultureCode, onClose }: WhereUsedSectionProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [scope, setScope] = useState<'all' | 'shown'>(shownUids.length < attributes.length ? 'shown' : 'all');
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const queryClient = useQueryClient();
  const hasAssetTypes = useSupports('assetTypes');

  async function start() {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const wanted = scope === 'all' ? attributes : selectByUid(attributes, shownUids);
    const uids = wanted.map((attribute) => attribute.Uid);
    setRun({ state: 'running', done: 0, total: uids.length });
    try {
      // The models' own uses count too: asset types, saved searches and attribute reference attributes.
      const [records, assetTypes, searches] = await Promise.all([
        fetchReferencesInChunks(uids, (done, total) => setRun({ state: 'running', done, total }), abort.signal),
        hasAssetTypes ? queryClient.ensureQueryData(assetTypeQueries.all()) : [],
        queryClient.ensureQueryData(savedSearchQueries.all()),
      ]);
      const sources = { assetTypes, searches, attributes };
      if (!abort.signal.aborted) setRun({ state: 'done', report: summariseWhereUsed(wanted, records, collectModelUses(sources), checkedSources(sources)) });
    } catch (error) {
      if (!abort.signal.aborted) setRun({ state: 'failed', message: describeError(error) });
    }
  }

  function exportCsv(report: WhereUsedReport) {
    downloadText(`attributes-where-used-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(whereUsedCsvRows(report, cultureCode)));
  }

  const running = run.state === 'running';
  const allCount = formatNumber(attributes.length);
  const shownCount = formatNumber(shownUids.length);
  return (
    <section className="where-used" aria-labelledby={headingId}>
      <div className="where-used-header">
        <h2 id={headingId}>
          <Trans>Where used</Trans>
        </h2>
        <button type="button" className="button-quiet" onClick={onClose}>
          <Trans>Close report</Trans>
        </button>
      </div>
      <p className="page-note">
        <Trans>
          Finds attributes nothing uses, and the ones most referred to: from the server’s reference records, and from the models themselves (asset types that place an attribute, saved searches that
          filter on it or show it as a column, attribute reference attributes that let editors pick it).
        </Trans>
      </p>
      <div className="where-used-controls">
        <fieldset disabled={running}>
          <legend>
            <Trans>Attributes to check</Trans>
          </legend>
          <label>
            <input type="radio" name="where-used-scope" checked={scope === 'all'} onChange={() => setScope('all')} /> <Trans>All attributes ({allCount})</Trans>
          </label>
          <label>
            <input type="radio" name="where-used-scope" checked={scope === 'shown'} onChange={() => setScope('shown')} /> <Trans>The ones shown by the search and filters ({shownCount})</Trans>
          </label>
        </fieldset>
        <button type="button" className="button-primary" onClick={start} disabled={running}>
          {running ? t`Checking…` : t`Check references`}
        </button>
      </div>
      {run.state === 'running' && <Progress done={run.done} total={run.total} />}
      {run.state === 'failed' && (
        <div className="form-error" role="alert">
          <Trans>Could not check the references.</Trans> {run.message}
        </div>
      )}
      {run.state === 'done' && <WhereUsedResults report={run.report} cultureCode={cultureCode} onExport={() => exportCsv(run.report)} />}
    </section>
  );
}

function selectByUid(attributes: readonly Attribute[], uids: readonly string[]): Attribute[] {
  const wanted = new Set(uids);
  return attributes.filter((attribute) => wanted.has(attribute.Uid));
}

function Progress({ done, total }: { done: number; total: number }) {
  const { t } = useLingui();
  const doneText = formatNumber(done);
  const totalText = formatNumber(total);
  return (
    <div className="where-used-progress">
      <div
        className="progress"
        role="progressbar"
        aria-label={t`References checked`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={plural(total, { one: `${doneText} of # attribute checked`, other: `${doneText} of # attributes checked` })}
      >
        <div className="progress-bar" style={{ width: `${total ? (100 * done) / total : 0}%` }} />
      </div>
      <span>
        <Trans>
          {doneText} of {totalText} checked
        </Trans>
      </span>
    </div>
  );
}
