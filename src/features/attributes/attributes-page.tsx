import type { MessageDescriptor } from '@lingui/core';
import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { describeError } from '../../api/api-error';
import { attributeQueries } from '../../api/attributes';
import { languageQueries } from '../../api/languages';
import { formatNumber } from '../../components/format';
import { ListFreshness } from '../../components/list-freshness';
import { importPart, LoadBoundary, useLazyPart } from '../../components/load-boundary';
import { Empty, Loading, LoadError } from '../../components/page-state';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { usePageTitle } from '../../components/use-page-title';
import { useSupports } from '../../components/version-gate';
import { unsupportedReason } from '../../api/versions';
import { useConnection } from '../../components/use-connection';
import { useSearchQuery } from '../../components/use-search-query';
import {
  filterRowsIncrementally,
  isSearchFor,
  readListParams,
  sortRows,
  toRows,
  writeListParams,
  type AttributeRow,
  type Filters,
  type ListParams,
  type SearchCache,
  type SortKey,
} from './attribute-list-model';
import { typeChoices } from './attribute-types';
import { AttributesTable } from './attributes-table';
import { clickRow, EMPTY_SELECTION, hiddenCount, toggleAllShown, type Selection } from './attribute-selection';
import { AttributesToolbar } from './attributes-toolbar';
import type { BulkField } from './bulk-fields';
import './attributes.css';

// The report is opened now and then; it loads on demand to keep the list's first visit small.
// So is the bulk edit bar, shown once a row is ticked (its saves bring the merge along).
const loadBulkEditBar = () => import('./bulk-edit-bar');
const pickBulkEditBar = (module: Awaited<ReturnType<typeof loadBulkEditBar>>) => module.BulkEditBar;
const loadWhereUsed = () => import('./where-used-section');
const pickWhereUsed = (module: Awaited<ReturnType<typeof loadWhereUsed>>) => module.WhereUsedSection;
const loadExport = () => import('./export-attributes');
const pickExport = (module: Awaited<ReturnType<typeof loadExport>>) => module.exportAttributes;

const bulkValueText = (value: unknown) => (typeof value === 'boolean' ? (value ? translate`Yes` : translate`No`) : typeof value === 'number' ? formatNumber(value) : '–');

/**
 * The rows matching the search and filters. A longer query narrows the previous answer: it is
 * kept as state from the previous render (React's pattern for it), not in a ref during render.
 */
function useIncrementalSearch(rows: readonly AttributeRow[], filters: Filters, query: string, languageCount: number) {
  const [search, setSearch] = useState<SearchCache | null>(null);
  if (search && isSearchFor(search, rows, filters, query, languageCount)) return search.result;
  const next = filterRowsIncrementally(search, rows, filters, query, languageCount);
  setSearch(next);
  return next.result;
}

export function AttributesPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Attributes`);
  const attributes = useQuery(attributeQueries.all());
  const languages = useQuery(languageQueries.all());
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const navigate = useNavigate();
  const canWrite = useSupports('attributeWrite');
  const canReport = useSupports('attributeReferences');
  const { serverVersion } = useConnection();
  const reportOpen = searchParams.get('report') === 'where-used';
  const toast = useToast();
  const [BulkEditBar, retryBulkEditBar] = useLazyPart(loadBulkEditBar, pickBulkEditBar);
  const [WhereUsedSection, retryWhereUsed] = useLazyPart(loadWhereUsed, pickWhereUsed);

  const writeQuery = useCallback((q: string) => setSearchParams((current) => writeListParams(current, { q }), { replace: true }), [setSearchParams]);
  const { query, setQuery, currentQuery } = useSearchQuery(params.q, writeQuery);
  const deferredQuery = useDeferredValue(query);
  const changeParams = useCallback(
    (changes: Partial<ListParams>) => setSearchParams((current) => writeListParams(current, { q: currentQuery(), ...changes }), { replace: true }),
    [setSearchParams, currentQuery],
  );

  const languageList = useMemo(() => languages.data ?? [], [languages.data]);
  const rows = useMemo(() => (attributes.data ? toRows(attributes.data, languageList) : []), [attributes.data, languageList]);
  const sorted = useMemo(() => sortRows(rows, params.sort, params.descending), [rows, params.sort, params.descending]);
  const { type, localized, segmented, incomplete } = params;
  const visible = useIncrementalSearch(sorted, { type, localized, segmented, incomplete }, deferredQuery, languageList.length);
  const types = useMemo(() => typeChoices(rows.map((row) => row.type)), [rows]);
  const visibleUids = useMemo(() => visible.map((row) => row.uid), [visible]);

  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const byUid = useMemo(() => new Map((attributes.data ?? []).map((attribute) => [attribute.Uid, attribute])), [attributes.data]);
  const selectedAttributes = useMemo(() => [...selection.selected].flatMap((uid) => byUid.get(uid) ?? []), [selection.selected, byUid]);
  const tableSelection = useMemo(
    () =>
      canWrite
        ? {
            selected: selection.selected,
            onClick: (uid: string, shift: boolean) => setSelection((current) => clickRow(current, uid, shift, visibleUids)),
            onToggleAll: () => setSelection((current) => toggleAllShown(current, visibleUids)),
          }
        : undefined,
    [canWrite, selection.selected, visibleUids],
  );

  // The setting the last bulk edit changed gets a column (Localized has one already), so its result is seen in the list.
  // Named by the bulk edit bar, so the list does not load the bulk edit's settings before a row is ticked.
  const [bulkApplied, setBulkApplied] = useState<{ field: BulkField; label: MessageDescriptor } | null>(null);
  const bulkField = bulkApplied?.field;
  const bulkHeader = bulkApplied ? i18n._(bulkApplied.label) : '';
  const bulkColumn = useMemo(() => {
    if (!bulkField || bulkField === 'Localized') return undefined;
    return { id: `bulk-${bulkField}`, header: bulkHeader, value: (uid: string) => bulkValueText(byUid.get(uid)?.[bulkField]) };
  }, [bulkField, bulkHeader, byUid]);
  const selectedCount = selectedAttributes.length;
  const shownCount = visible.length;

  const onSort = useCallback((column: SortKey) => changeParams({ sort: column, descending: params.sort === column ? !params.descending : false }), [changeParams, params.sort, params.descending]);
  const onOpen = useCallback((uid: string) => navigate(`/attributes/${uid}`), [navigate]);
  const firstLanguage = languageList[0];

  const reportButton = useRef<HTMLButtonElement>(null);
  const closeReport = () => {
    toggleReport();
    // The report's own Close button goes away with it; focus returns to what opened it.
    reportButton.current?.focus();
  };
  const toggleReport = () =>
    setSearchParams((current) => {
      const next = writeListParams(current, { q: currentQuery() });
      if (reportOpen) next.delete('report');
      else next.set('report', 'where-used');
      return next;
    });

  return (
    <div className="page page-wide">
      <PageHeader
        title={t`Attributes`}
        status={attributes.data && <ListFreshness what={t`attributes`} updatedAt={attributes.dataUpdatedAt} fetching={attributes.isFetching} onRefresh={() => void attributes.refetch()} />}
        actions={
          <>
            {canReport && (
              <button ref={reportButton} type="button" aria-expanded={reportOpen} onClick={toggleReport} disabled={!attributes.data}>
                <Trans>Where used</Trans>
              </button>
            )}
            <button
              type="button"
              disabled={!attributes.data || visible.length === 0}
              onClick={() => {
                const chosen = selectedAttributes.length > 0 ? selectedAttributes : visible.flatMap((row) => byUid.get(row.uid) ?? []);
                importPart(loadExport, pickExport)
                  .then((exportAttributes) => exportAttributes(chosen, toast))
                  .catch((error: unknown) => {
                    const reason = describeError(error);
                    toast.show(t`Could not export: ${reason}`, 'error');
                  });
              }}
              // The count is in the name, not the text: a label that changed with every keystroke in the search would move the buttons beside it.
              aria-label={
                selectedCount > 0
                  ? t`Export selected: ${plural(selectedCount, { one: '# attribute', other: '# attributes' })}`
                  : t`Export shown: ${plural(shownCount, { one: '# attribute', other: '# attributes' })}`
              }
              title={t`A file “Import” on another environment reads`}
            >
              {selectedCount > 0 ? t`Export selected` : t`Export shown`}
            </button>
            {canWrite && (
              <Link className="button button-primary" to="/attributes/new">
                <Trans>New attribute</Trans>
              </Link>
            )}
          </>
        }
      />
      {!canWrite && <p className="version-note">{unsupportedReason(serverVersion, 'attributeWrite')}</p>}
      {!canReport && <p className="version-note">{unsupportedReason(serverVersion, 'attributeReferences')}</p>}
      {attributes.isPending && <Loading label={t`Loading attributes…`} />}
      {attributes.isError && (
        <LoadError
          error={attributes.error}
          what={t`the attributes`}
          onRetry={() => {
            void attributes.refetch();
            if (languages.isError) void languages.refetch();
          }}
        />
      )}
      {/* One message when both fail (a refused key fails both): the retry above covers the languages too. */}
      {languages.isError && !attributes.isError && <LoadError error={languages.error} what={t`the languages`} onRetry={() => languages.refetch()} />}
      {attributes.data && reportOpen && canReport && (
        <LoadBoundary what={t`the report`} onRetry={retryWhereUsed} loading={<Loading label={t`Loading the report…`} />}>
          <WhereUsedSection attributes={attributes.data} shownUids={visibleUids} cultureCode={firstLanguage?.CultureCode} onClose={closeReport} />
        </LoadBoundary>
      )}
      {attributes.data && (
        <>
          <AttributesToolbar query={query} onQueryChange={setQuery} params={params} onChange={changeParams} types={types} shown={visible.length} total={rows.length} stale={query !== deferredQuery} />
          {selectedAttributes.length > 0 && tableSelection && (
            <LoadBoundary what={t`the bulk edit bar`} onRetry={retryBulkEditBar} loading={<Loading label={t`Loading bulk edit…`} />}>
              <BulkEditBar selected={selectedAttributes} hidden={hiddenCount(selection, visibleUids)} onClear={() => setSelection(EMPTY_SELECTION)} onApplied={setBulkApplied} />
            </LoadBoundary>
          )}
          {rows.length === 0 ? (
            <Empty>{canWrite ? <Trans>No attributes yet. Create the first with “New attribute”.</Trans> : <Trans>No attributes yet.</Trans>}</Empty>
          ) : visible.length === 0 ? (
            <Empty>
              <Trans>No attribute matches this search and these filters.</Trans>
            </Empty>
          ) : (
            <AttributesTable
              rows={visible}
              languageCount={languageList.length}
              firstLanguageLabel={firstLanguage ? firstLanguage.CultureCode : t`first language`}
              sort={params.sort}
              descending={params.descending}
              onSort={onSort}
              onOpen={onOpen}
              selection={tableSelection}
              extraColumn={bulkColumn}
            />
          )}
        </>
      )}
    </div>
  );
}
