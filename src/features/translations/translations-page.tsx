import { plural, select, t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { attributeQueries, type Attribute } from '../../api/attributes';
import { languageQueries } from '../../api/languages';
import { afterNextPaint } from '../../components/after-next-paint';
import { formatNumber } from '../../components/format';
import { ListFreshness } from '../../components/list-freshness';
import { LoadBoundary, useLazyPart } from '../../components/load-boundary';
import { Empty, Loading, LoadError } from '../../components/page-state';
import { useToast } from '../../components/toast';
import { usePageTitle } from '../../components/use-page-title';
import { useSearchQuery } from '../../components/use-search-query';
import { useTranslationCells, type CellAddress, type CellStore } from './cell-store';
import { CellWorkSlot } from './cell-work-slot';
import { Disclosure } from './disclosure';
import { LanguageColumns } from './language-columns';
import { cellText, filterTranslationRows, languageProgress, readTranslationParams, shownLanguages, toTranslationRows, writeTranslationParams, type TranslationParams } from './translation-model';
import { TranslationGrid } from './translation-grid';
import { TranslationsToolbar } from './translations-toolbar';
import { useCellSaves, type CellOutcome, type CellWrite } from './use-cell-saves';
import './translations.css';

const loadTools = () => import('./copy-and-csv');
const pickTools = (module: Awaited<ReturnType<typeof loadTools>>) => module.CopyAndCsv;

/** What became of a pasted column, in words (read when it is announced, in the interface's language then). */
function pasteSummary(outcomes: Map<CellWrite, CellOutcome>, lineCount: number, left: number): string {
  const count = (kind: CellOutcome['kind']) => [...outcomes.values()].filter((outcome) => outcome.kind === kind).length;
  const savedText = formatNumber(count('saved'));
  const refused = count('refused');
  const refusedText = formatNumber(refused);
  const pasted = refused
    ? tNow`${plural(lineCount, { one: `Pasted # line: ${savedText} saved, ${refusedText} not saved (marked in the grid).`, other: `Pasted # lines: ${savedText} saved, ${refusedText} not saved (marked in the grid).` })}`
    : tNow`${plural(lineCount, { one: `Pasted # line: ${savedText} saved.`, other: `Pasted # lines: ${savedText} saved.` })}`;
  return left > 0 ? `${pasted} ${tNow`${plural(left, { one: '# line had no row below to go into.', other: '# lines had no row below to go into.' })}`}` : pasted;
}

export function TranslationsPage() {
  const { t } = useLingui();
  usePageTitle(t`Translations`);
  const attributes = useQuery(attributeQueries.all());
  const languages = useQuery(languageQueries.all());
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readTranslationParams(searchParams);
  const writeQuery = useCallback((q: string) => setSearchParams((current) => writeTranslationParams(current, { q }), { replace: true }), [setSearchParams]);
  const { query, setQuery, currentQuery } = useSearchQuery(params.q, writeQuery);
  const deferredQuery = useDeferredValue(query);
  const changeParams = useCallback(
    (changes: Partial<TranslationParams>) => setSearchParams((current) => writeTranslationParams(current, { q: currentQuery(), ...changes }), { replace: true }),
    [setSearchParams, currentQuery],
  );

  const [CopyAndCsv, retryTools] = useLazyPart(loadTools, pickTools);
  const chooseLanguages = useCallback((chosenCodes: readonly string[]) => changeParams({ languages: chosenCodes }), [changeParams]);

  const languageList = useMemo(() => languages.data ?? [], [languages.data]);
  const rows = useMemo(() => toTranslationRows(attributes.data ?? []), [attributes.data]);
  const { missing, field } = params;
  const chosen = params.languages.join(',');
  const columns = useMemo(() => shownLanguages(languageList, chosen ? chosen.split(',') : [], missing), [languageList, chosen, missing]);
  const hintId = useId();
  const visible = useMemo(() => filterTranslationRows(rows, { q: deferredQuery, missing, field }), [rows, deferredQuery, missing, field]);
  // Counting every language over 10,000 attributes waits until the grid has painted (the headers show the counts when ready):
  // after the paint itself, as a deferred render would run before it.
  const [countedAttributes, setCountedAttributes] = useState<readonly Attribute[] | undefined>(undefined);
  useEffect(() => afterNextPaint(() => setCountedAttributes(attributes.data)), [attributes.data]);
  const progress = useMemo(() => (countedAttributes ? languageProgress(countedAttributes, languageList, field) : []), [countedAttributes, languageList, field]);
  // Saved cells stay visible while the filter shows what is missing: the grid is not re-filtered
  // under the editor's hands when a cell stops being missing. It is when the filter or search changes.
  const store = useTranslationCells();
  const shownRows = useStableRows(visible, rows, `${deferredQuery}\n${missing}\n${field}`, store);
  // Made when a cell is first not saved, not before the first paint.
  const aliasOf = useMemo(() => {
    let aliasByUid: Map<string, string> | undefined;
    return (uid: string) => (aliasByUid ??= new Map(rows.map((row) => [row.uid, row.alias]))).get(uid) ?? uid;
  }, [rows]);
  const saveCells = useCellSaves(store);
  const [announcement, setAnnouncement] = useState('');

  // A save can end after the editor has left for another page: then a toast says so and leads back.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const toast = useToast();
  const onCommit = useCallback(
    (cell: CellAddress, text: string, base?: string) => {
      void saveCells([{ ...cell, text, base }]).then((outcomes) => {
        const outcome = [...outcomes.values()][0];
        const { field, cultureCode } = cell;
        if (outcome?.kind === 'saved') setAnnouncement(tNow`${select(field, { Name: `Saved name in ${cultureCode}.`, other: `Saved description in ${cultureCode}.` })}`);
        else if (outcome?.kind === 'refused') {
          const { reason } = outcome;
          setAnnouncement(tNow`Not saved: ${reason}`);
          if (!mounted.current)
            toast.show(
              tNow`${select(field, {
                Name: `A translation (name in ${cultureCode}) was not saved: ${reason} What you typed is kept in the grid.`,
                other: `A translation (description in ${cultureCode}) was not saved: ${reason} What you typed is kept in the grid.`,
              })}`,
              'error',
              { link: { to: '/translations', label: tNow`Open translations` } },
            );
        }
      });
    },
    [saveCells, toast],
  );
  const shownRef = useRef(shownRows);
  useLayoutEffect(() => {
    shownRef.current = shownRows;
  });
  const onPasteColumn = useCallback(
    (rowIndex: number, cell: CellAddress, lines: string[]) => {
      const targets = shownRef.current.slice(rowIndex, rowIndex + lines.length);
      // An empty line leaves its cell as it is (as a CSV import does): a paste never clears a translation. Each over the
      // text it was pasted over: a colleague's change before its turn comes is refused, not overwritten.
      const writes = targets.flatMap((row, index) =>
        lines[index]!.trim() === '' ? [] : [{ ...cell, uid: row.uid, text: lines[index]!, base: cellText(row.attribute, cell.field, cell.cultureCode) }],
      );
      const left = lines.length - targets.length;
      const writeCount = writes.length;
      setAnnouncement(tNow`${plural(writeCount, { one: 'Saving # pasted line…', other: 'Saving # pasted lines…' })}`);
      void saveCells(writes).then((outcomes) => setAnnouncement(pasteSummary(outcomes, lines.length, left)));
    },
    [saveCells],
  );

  const shownCount = shownRows.length;
  const shownText = formatNumber(shownCount);
  const total = rows.length;
  return (
    <div className="page page-wide tr-page">
      <div className="page-header">
        <h1>
          <Trans>Translations</Trans>
        </h1>
        {attributes.data && <ListFreshness what={t`attributes`} updatedAt={attributes.dataUpdatedAt} fetching={attributes.isFetching} onRefresh={() => void attributes.refetch()} />}
      </div>
      {(attributes.isPending || languages.isPending) && <Loading label={t`Loading attributes and languages…`} />}
      {attributes.isError && <LoadError error={attributes.error} what={t`the attributes`} onRetry={() => attributes.refetch()} />}
      {languages.isError && <LoadError error={languages.error} what={t`the languages`} onRetry={() => languages.refetch()} />}
      {attributes.data && languages.data && (
        <>
          <div className="tr-toolbar">
            <TranslationsToolbar query={query} onQueryChange={setQuery} params={params} onChange={changeParams} languages={languageList} />
            <LanguageColumns languages={languageList} shown={columns} progress={progress} missing={missing} onChange={chooseLanguages} />
            <Disclosure label={t`Copy and CSV`}>
              <LoadBoundary what={t`the copy and CSV tools`} onRetry={retryTools} loading={<Loading label={t`Loading the tools…`} />}>
                <CopyAndCsv store={store} rows={shownRows} attributes={attributes.data} languages={languageList} field={field} missing={missing} saveCells={saveCells} onAnnounce={setAnnouncement} />
              </LoadBoundary>
            </Disclosure>
          </div>
          <CellWorkSlot store={store} field={field} saveCells={saveCells} onAnnounce={setAnnouncement} aliasOf={aliasOf} />
          <div className="tr-caption">
            <p className="tr-count" role="status">
              {shownCount !== total
                ? t`${plural(total, { one: `${shownText} of # attribute`, other: `${shownText} of # attributes` })}`
                : t`${plural(total, { one: '# attribute', other: '# attributes' })}`}
            </p>
            <p id={hintId} className="tr-hint">
              <Trans>Arrow keys move between cells; type to replace a text or press F2 to edit it, Escape to take it back; Enter saves and moves down. Paste a column to fill cells down.</Trans>
            </p>
            <p className="tr-announcement" role="status" aria-live="polite">
              {announcement}
            </p>
          </div>
          {languageList.length === 0 ? (
            <Empty>
              <Trans>There are no languages to translate into yet. Add one on the Languages page.</Trans>
            </Empty>
          ) : rows.length === 0 ? (
            <Empty>
              <Trans>No attributes yet.</Trans>
            </Empty>
          ) : shownRows.length === 0 ? (
            <Empty>
              {missing
                ? t`${select(field, { Name: `Every attribute shown has a name in ${missing}.`, other: `Every attribute shown has a description in ${missing}.` })}`
                : t`No attribute matches this search.`}
            </Empty>
          ) : (
            <TranslationGrid rows={shownRows} languages={columns} progress={progress} field={field} store={store} describedBy={hintId} onCommit={onCommit} onPasteColumn={onPasteColumn} />
          )}
        </>
      )}
    </div>
  );
}

/**
 * The rows to show: the filtered rows, except that rows the editor is working on here (a cell typed
 * in, saving, saved or refused) stay, with their new data, until the filter itself changes, so a row
 * does not vanish from under the editor the moment its last missing translation is saved. Rows that
 * stopped matching for any other reason (a colleague's save, a reload's kept list re-read) go.
 */
function useStableRows<T extends { uid: string }>(visible: readonly T[], all: readonly T[], filterKey: string, store: CellStore): readonly T[] {
  const [kept, setKept] = useState<{ key: string; source: readonly T[]; rows: readonly T[] } | null>(null);
  if (kept === null || kept.key !== filterKey) {
    setKept({ key: filterKey, source: all, rows: visible });
    return visible;
  }
  if (kept.source !== all) {
    // The filtered rows are in the order of all rows: with none kept besides them (the first load, no filter), they are the answer.
    if (kept.rows.length === 0 || visible === all) {
      setKept({ key: filterKey, source: all, rows: visible });
      return visible;
    }
    const worked = new Set(store.all().map((cell) => cell.uid));
    const shown = new Set(kept.rows.flatMap((row) => (worked.has(row.uid) ? [row.uid] : [])));
    const matching = new Set(visible.map((row) => row.uid));
    const rows = all.filter((row) => shown.has(row.uid) || matching.has(row.uid));
    setKept({ key: filterKey, source: all, rows });
    return rows;
  }
  return kept.rows;
}
