import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { attributeDisplayName, attributeQueries } from '../../api/attributes';
import { savedSearchQueries, useCreateSavedSearch, usePatchSavedSearch, type SavedSearch } from '../../api/saved-searches';
import { Loading, LoadError } from '../../components/page-state';
import { useToast } from '../../components/toast';
import { useConnection } from '../../components/use-connection';
import { usePageTitle } from '../../components/use-page-title';
import type { FieldOption } from './query-editor';
import { SavedSearchForm } from './saved-search-form';
import { toFormValues, toWrite, type SavedSearchFormOutput } from './saved-search-form-schema';
import { SearchRecordInfo } from './search-record-info';
import { folderId, foldersInTreeOrder, type Tree } from './tree';

export const NEW_SEARCH = 'new';

/** /saved-searches/:uid and /saved-searches/new?folder=…: loads the search (batch endpoint, unknown uids come back empty) and saves it. */
export function SavedSearchEditor({ uid, tree }: { uid: string; tree: Tree }) {
  const isNew = uid === NEW_SEARCH;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { currentUserUid } = useConnection();
  const loaded = useQuery({ ...savedSearchQueries.batch([uid]), enabled: !isNew });
  const attributes = useQuery(attributeQueries.all());
  const createSearch = useCreateSavedSearch();
  const patchSearch = usePatchSavedSearch();
  const search = loaded.data?.[0];
  usePageTitle(isNew ? 'New saved search' : (search?.Name ?? 'Saved search'));

  const fields: FieldOption[] = useMemo(
    () => (attributes.data ?? []).map((attribute) => ({ uid: attribute.Uid, label: attributeDisplayName(attribute) })).sort((a, b) => a.label.localeCompare(b.label)),
    [attributes.data],
  );
  const folders = useMemo(() => foldersInTreeOrder(tree), [tree]);

  if (!isNew && loaded.isPending) return <Loading label="Loading the saved search…" />;
  if (!isNew && loaded.isError) return <LoadError error={loaded.error} what="the saved search" onRetry={() => loaded.refetch()} />;
  if (!isNew && !search) {
    return (
      <div className="page-state page-state-error" role="alert">
        There is no saved search with uid {uid}. It may have been deleted.
      </div>
    );
  }
  if (attributes.isPending) return <Loading label="Loading the fields…" />;

  const requestedFolder = searchParams.get('folder');
  const folderUid = requestedFolder && tree.byId.has(folderId(requestedFolder)) ? requestedFolder : null;
  const parent = folderUid ? tree.byId.get(folderId(folderUid)) : undefined;
  const siblings = parent?.kind === 'folder' ? parent.searches : tree.searches;
  const nextSortOrder = siblings.reduce((max, sibling) => Math.max(max, sibling.search.SortOrder ?? 0), 0) + 1;

  async function save(values: SavedSearchFormOutput) {
    if (isNew) {
      const newUid = crypto.randomUUID();
      await createSearch.mutateAsync(toWrite(values, undefined, newUid, currentUserUid));
      toast.show(`Saved search “${values.Name}” created.`);
      navigate(`/saved-searches/${newUid}`, { replace: true });
    } else {
      await patchSearch.mutateAsync(toWrite(values, search, uid, currentUserUid));
      toast.show(`Saved search “${values.Name}” saved.`);
    }
  }

  return (
    <section className="editor" aria-labelledby="editor-heading">
      <h2 id="editor-heading">{isNew ? 'New saved search' : `Edit “${search?.Name || 'Unnamed search'}”`}</h2>
      {attributes.isError && <p className="notice">The fields (attributes) could not be loaded: filters and columns show field uids.</p>}
      {search && <SearchRecordInfo search={search} currentUserUid={currentUserUid} />}
      <SavedSearchForm
        key={`${uid}:${formVersion(search)}`}
        defaultValues={toFormValues(search, { folderUid, sortOrder: nextSortOrder })}
        readOnlyQuery={search?.Query}
        folders={folders}
        fields={fields}
        isNew={isNew}
        placement={isNew ? { folderUid: folderUid ?? '', sortOrder: String(nextSortOrder) } : undefined}
        onSubmit={save}
        onCancel={() => navigate('/saved-searches')}
      />
    </section>
  );
}

/** The form starts again from the server's copy only when that copy really changed (not on every refetch). */
function formVersion(search: SavedSearch | undefined): string {
  return search?.LastMofidied ?? '';
}
