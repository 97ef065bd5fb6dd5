import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { savedSearchQueries } from '../../api/saved-searches';
import { savedSearchFolderQueries } from '../../api/saved-search-folders';
import { LoadBoundary, useLazyPart } from '../../components/load-boundary';
import { PageHeader } from '../../components/page-header';
import { Loading, LoadError } from '../../components/page-state';
import { usePageTitle } from '../../components/use-page-title';
import { FolderTreePanel } from './folder-tree-panel';
import { loadEditor, pickEditor, preloadEditor } from './lazy-parts';
import { NEW_SEARCH } from './saved-search-paths';
import './saved-searches.css';
import { buildTree, editorPlaces } from './tree';
import { applyLevels } from './level-plan';
import { applyRenames } from './tree-intents';
import { useQueuedMoves, useQueuedRenames } from './use-tree-changes';

export function SavedSearchesPage() {
  const { t, i18n } = useLingui();
  const [SavedSearchEditor, retryEditor] = useLazyPart(loadEditor, pickEditor);
  const locale = i18n.locale;
  usePageTitle(t`Saved searches`);
  const { uid } = useParams();
  const folders = useQuery(savedSearchFolderQueries.all());
  const searches = useQuery(savedSearchQueries.all());
  // What the editor sees: the server's lists with the moves and renames still on their way on top.
  const moves = useQueuedMoves();
  const renames = useQueuedRenames();
  const tree = useMemo(() => {
    if (!folders.data || !searches.data) return null;
    const shown = applyRenames(applyLevels({ folders: folders.data, searches: searches.data }, moves), renames);
    return buildTree(shown.folders, shown.searches);
    // The placeholder names of unnamed items are in the interface's language: a new choice builds the tree again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [folders.data, searches.data, moves, renames, locale]);
  // A deep link's editor downloads beside the tree's data, not after it.
  useEffect(() => {
    if (uid) preloadEditor();
  }, [uid]);
  const places = useMemo(() => (tree ? editorPlaces(tree) : null), [tree]);
  const failed = folders.isError ? folders : searches.isError ? searches : null;

  return (
    <div className="page page-wide">
      <PageHeader title={t`Saved searches`} />
      <p className="page-note">
        <Trans>Organize saved searches in folders. Dashboard widgets refer to saved searches, so moving or renaming them here keeps those widgets working.</Trans>
      </p>
      {failed && <LoadError error={failed.error} what={t`the saved searches`} onRetry={() => failed.refetch()} />}
      {!failed && !tree && <Loading label={t`Loading saved searches…`} />}
      {tree && (
        <div className="saved-searches-layout">
          <FolderTreePanel tree={tree} selectedSearchUid={uid && uid !== NEW_SEARCH ? uid : null} />
          <div className="editor-pane">
            {uid ? (
              places && (
                <LoadBoundary what={t`the saved search editor`} onRetry={retryEditor} loading={<Loading label={uid === NEW_SEARCH ? t`Loading the form…` : t`Loading the saved search…`} />}>
                  <SavedSearchEditor key={uid} uid={uid} places={places} />
                </LoadBoundary>
              )
            ) : (
              <p className="page-state page-state-empty">
                <Trans>Choose a saved search in the tree to edit it, or start a “New saved search”.</Trans>
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
