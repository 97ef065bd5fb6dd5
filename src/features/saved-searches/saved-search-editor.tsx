import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { attributeDisplayName, attributeQueries } from '../../api/attributes';
import { languageQueries } from '../../api/languages';
import { savedSearchQueries, useCreateSavedSearch, type SavedSearch } from '../../api/saved-searches';
import { sendCreate, useCreateUid } from '../../api/outbox-create';
import { createOrFind } from '../../api/unknown-outcome';
import { listChanges, type FieldChange } from '../../api/three-way-merge';
import { ChangedElsewhereNotice } from '../../components/changed-elsewhere-notice';
import { ChangesReview } from '../../components/changes-review';
import { ConflictPanel } from '../../components/conflict-panel';
import { useDraftOffer } from '../../components/use-draft-offer';
import { Loading, LoadError } from '../../components/page-state';
import { DeletedNotice, ReplacedNotice } from '../../components/save-outcome-notices';
import { useToast } from '../../components/toast';
import { useConnection } from '../../components/use-connection';
import { usePageTitle } from '../../components/use-page-title';
import { valuesInUse } from './query-model';
import { fieldsByUid, type FieldOption } from './query-words';
import { savedSearchDrafts } from './saved-search-draft';
import { SavedSearchForm, type SavedSearchFormHandle } from './saved-search-form';
import { toFormValues, toWrite, type SavedSearchFormOutput } from './saved-search-form-schema';
import { PLACEMENT_FIELDS, searchFieldLabel, searchSnapshot } from './saved-search-merge';
import { SearchRecordInfo } from './search-record-info';
import { searchValueFormatter } from './saved-search-values';
import { DuplicateSavedSearch } from './duplicate-saved-search';
import { useSavedSearchSave, type SearchBase } from './use-saved-search-save';
import type { EditorPlaces } from './tree';
import { NEW_SEARCH } from './saved-search-paths';

/** /saved-searches/:uid and /saved-searches/new?folder=…: loads the search (batch endpoint, unknown uids come back empty) and saves it. */
export function SavedSearchEditor({ uid, places }: { uid: string; places: EditorPlaces }) {
  const { t } = useLingui();
  const isNew = uid === NEW_SEARCH;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { currentUserUid } = useConnection();
  const loaded = useQuery({ ...savedSearchQueries.batch([uid]), enabled: !isNew });
  const allSearches = useQuery(savedSearchQueries.all());
  const attributes = useQuery(attributeQueries.all());
  const languages = useQuery(languageQueries.all());
  const createSearch = useCreateSavedSearch();
  const createUid = useCreateUid();
  const search = loaded.data?.[0];
  // The copy the editor opened: later server copies are news to tell about, never input to replace.
  const [base, setBase] = useState<SearchBase | null>(null);
  if (search && !base) setBase({ search, at: loaded.dataUpdatedAt });
  const form = useRef<SavedSearchFormHandle>(null);
  const saving = useSavedSearchSave({ uid, currentUserUid, base, setBase });
  const draft = useDraftOffer(
    savedSearchDrafts,
    isNew
      ? {
          inList: places.hasSearch,
          fetchRecord: async (created) => {
            // The batch endpoint answers an unknown uid with nothing.
            const [found] = await queryClient.fetchQuery({ ...savedSearchQueries.batch([created]), staleTime: 0 });
            if (!found) throw new Error(`no saved search ${created}`);
            return found;
          },
        }
      : () => savedSearchDrafts.read(uid),
  );
  // A save a reload cut off after the server had it is not offered: known once the search is read.
  const landedCheck = !isNew && search && draft.kept ? searchSnapshot(search, currentUserUid) : null;
  useEffect(() => {
    if (landedCheck && savedSearchDrafts.read(uid, landedCheck) === null) draft.dismiss();
    // Once, with the first copy read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [landedCheck === null]);
  const [review, setReview] = useState<FieldChange[] | null>(null);
  usePageTitle(isNew ? t`New saved search` : (search?.Name ?? t`Saved search`));

  // The tree moved it (here or elsewhere): an untouched Folder / Sort order follows, without a word; typed input stays.
  const placement = search && !isNew ? JSON.stringify({ FolderUid: search.FolderUid ?? '', SortOrder: String(search.SortOrder ?? 0) }) : null;
  useEffect(() => {
    if (placement) form.current?.follow(JSON.parse(placement) as { FolderUid: string; SortOrder: string });
  }, [placement]);

  // Attributes by their name in the first language (by sort order), with the alias beside it.
  const firstCulture = languages.data?.[0]?.CultureCode;
  const fields: FieldOption[] = useMemo(() => {
    const collator = new Intl.Collator();
    return (attributes.data ?? [])
      .map((attribute) => ({ uid: attribute.Uid, label: attributeDisplayName(attribute, firstCulture), alias: attribute.Alias ?? undefined, type: attribute.AttributeType ?? undefined }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [attributes.data, firstCulture]);
  // Compared copies read as the editor writes them (the query's sentence, the columns' names), not as JSON.
  const formatValue = useMemo(() => searchValueFormatter(fieldsByUid(fields), search?.SearchEntityTypeModel ?? 0), [fields, search?.SearchEntityTypeModel]);
  const usedValues = useMemo(() => valuesInUse((allSearches.data ?? []).map((candidate) => candidate.Query)), [allSearches.data]);

  if (!isNew && loaded.isPending) return <Loading label={t`Loading the saved search…`} />;
  // A failed refetch, or the search gone from the server while open, never takes the form (and what was typed) away.
  if (!isNew && loaded.isError && !base) return <LoadError error={loaded.error} what={t`the saved search`} onRetry={() => loaded.refetch()} />;
  if (!isNew && !search && !base) {
    return (
      <div className="page-state page-state-error" role="alert">
        <Trans>There is no saved search with uid {uid}. It may have been deleted.</Trans>
      </div>
    );
  }
  if (attributes.isPending) return <Loading label={t`Loading the fields…`} />;

  const requestedFolder = searchParams.get('folder');
  const folderUid = requestedFolder && places.hasFolder(requestedFolder) ? requestedFolder : null;
  const nextSortOrder = places.sortOrderAfterSiblings(folderUid);

  const opened = base?.search ?? search;
  const openedSnapshot = opened && searchSnapshot(opened, currentUserUid);
  // Placement is the tree's business (it shows the move); the notice speaks of the record's own fields.
  const changedElsewhere =
    openedSnapshot && search && base && loaded.dataUpdatedAt > base.at
      ? listChanges(openedSnapshot, searchSnapshot(search, currentUserUid)).filter((change) => !PLACEMENT_FIELDS.includes(change.path))
      : [];

  async function save(values: SavedSearchFormOutput) {
    setReview(null);
    if (isNew) {
      const { uid: newUid, sentBefore } = createUid.next();
      let name = values.Name;
      const held = async () => {
        // The batch endpoint answers an unknown uid with nothing.
        const [found] = await queryClient.fetchQuery({ ...savedSearchQueries.batch([newUid]), staleTime: 0, retry: false });
        return found ?? null;
      };
      let found: SavedSearch | null;
      try {
        ({ found } = await sendCreate({ resource: 'savedSearch', label: t`New saved search “${name}”`, link: '/saved-searches/new', uid: newUid, values: form.current?.values() }, () =>
          createOrFind(() => createSearch.mutateAsync(toWrite(values, undefined, newUid, currentUserUid)), held, sentBefore),
        ));
      } catch (error) {
        createUid.failed(newUid, error);
        throw error;
      }
      createUid.forget();
      // Made by an earlier try whose answer did not come: it has what that try sent.
      if (found?.Name) name = found.Name;
      if (found) void queryClient.invalidateQueries({ queryKey: savedSearchQueries.all().queryKey });
      toast.show(t`Saved search “${name}” created.`);
      navigate(`/saved-searches/${newUid}`, { replace: true });
      return;
    }
    return saving.save(values);
  }

  const shownName = search?.Name || t`Unnamed search`;
  async function recreate() {
    const values = await form.current?.checked();
    if (values) afterSave(await saving.recreate(values));
  }
  const afterSave = (values: Awaited<ReturnType<typeof saving.resolve>>) => {
    if (values) form.current?.reset(values);
  };

  return (
    <section className="editor" aria-labelledby="editor-heading">
      <div className="editor-heading">
        <h2 id="editor-heading">{isNew ? t`New saved search` : t`Edit “${shownName}”`}</h2>
        {search && <DuplicateSavedSearch search={search} nextSortOrder={places.sortOrderAfterSiblings(search.FolderUid ?? null)} />}
      </div>
      {attributes.isError && (
        <p className="notice">
          <Trans>The fields (attributes) could not be loaded: filters and columns show field uids.</Trans>
        </p>
      )}
      {search && <SearchRecordInfo search={search} />}
      {!isNew && !saving.working && <ChangedElsewhereNotice what={t`This saved search`} changes={changedElsewhere} labelOf={searchFieldLabel} formatValue={formatValue} />}
      {!isNew && !search && !saving.deleted && (
        <p className="notice" role="status">
          <Trans>This saved search is no longer on the server (deleted in another tab or by a colleague). What you typed is still here; saving offers to create it again.</Trans>
        </p>
      )}
      {draft.kept && (
        <section className="notice" aria-labelledby="draft-heading">
          <h3 id="draft-heading">
            <Trans>Unsaved changes from a save that failed</Trans>
          </h3>
          <p>
            <Trans>A save of this search did not reach the server; what was typed then is kept on this device.</Trans>
          </p>
          <div className="form-actions">
            <button type="button" onClick={draft.discard}>
              <Trans>Discard them</Trans>
            </button>
            <button
              type="button"
              className="button-primary"
              onClick={() => {
                const keptBase = draft.kept?.base;
                const values = draft.restore();
                if (keptBase) setBase({ search: keptBase as SavedSearch, at: 0 });
                if (values) form.current?.restore(values);
              }}
            >
              <Trans>Restore them</Trans>
            </button>
          </div>
        </section>
      )}
      {saving.conflict && (
        <ConflictPanel
          conflicts={saving.conflict.result.conflicts}
          labelOf={searchFieldLabel}
          formatValue={formatValue}
          pending={saving.working}
          onResolve={(choices) => void saving.resolve(choices).then(afterSave)}
          onCancel={saving.cancelConflict}
        />
      )}
      {saving.deleted && <DeletedNotice what={t`saved search`} pending={saving.working} onCreateAgain={() => void recreate()} onDismiss={saving.dismissDeleted} />}
      {saving.replaced && (
        <ReplacedNotice
          fields={saving.replaced.paths.map(searchFieldLabel)}
          pending={saving.working}
          onRestoreMine={() => void saving.restoreMine().then(afterSave)}
          onKeepTheirs={() => {
            if (base) form.current?.reset(toFormValues(base.search, { folderUid: null, sortOrder: 0 }));
            saving.keepTheirs();
          }}
        />
      )}
      <SavedSearchForm
        key={uid}
        handleRef={form}
        defaultValues={toFormValues(opened, { folderUid, sortOrder: nextSortOrder })}
        readOnlyQuery={opened?.Query}
        folders={places.folders}
        fields={fields}
        valuesInUse={usedValues}
        isNew={isNew}
        placement={isNew ? { folderUid: folderUid ?? '', sortOrder: String(nextSortOrder) } : undefined}
        onSubmit={save}
        onCancel={() => navigate('/saved-searches')}
        onReview={isNew || !openedSnapshot ? undefined : (values) => setReview(listChanges(openedSnapshot, toWrite(values, opened, uid, currentUserUid)))}
        beforeActions={
          review && (
            <section className="review-panel" aria-label={t`Review changes`}>
              <ChangesReview changes={review} labelOf={searchFieldLabel} formatValue={formatValue} caption={t`What saving would change`} beforeLabel={t`When you opened it`} afterLabel={t`Yours`} />
              <button type="button" onClick={() => setReview(null)}>
                <Trans>Close the review</Trans>
              </button>
            </section>
          )
        }
      />
    </section>
  );
}
