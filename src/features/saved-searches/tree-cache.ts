import type { QueryClient } from '@tanstack/react-query';
import { savedSearchQueries, type SavedSearch } from '../../api/saved-searches';
import { savedSearchFolderQueries, type SavedSearchFolder } from '../../api/saved-search-folders';
import type { TreeLists } from './level-plan';

// The tree's two lists in the query cache: read fresh before a change is planned, written with
// what the server accepted.

const folderKey = savedSearchFolderQueries.all().queryKey;
const searchKey = savedSearchQueries.all().queryKey;

export const cancelListReads = (queryClient: QueryClient) => Promise.all([folderKey, searchKey].map((queryKey) => queryClient.cancelQueries({ queryKey })));

/** The lists as the server has them now (the API has no ETag): what is already there is not sent again. */
export async function freshLists(queryClient: QueryClient): Promise<TreeLists> {
  await cancelListReads(queryClient);
  const [folders, searches] = await Promise.all([queryClient.fetchQuery({ ...savedSearchFolderQueries.all(), staleTime: 0 }), queryClient.fetchQuery({ ...savedSearchQueries.all(), staleTime: 0 })]);
  return { folders, searches };
}

export function setLists(queryClient: QueryClient, lists: TreeLists) {
  queryClient.setQueryData(folderKey, lists.folders);
  queryClient.setQueryData(searchKey, lists.searches);
}

/** A list read still on its way could land after this write and bring back what was there before: it is cancelled first. */
export async function writeLists(queryClient: QueryClient, change: (lists: TreeLists) => TreeLists) {
  await cancelListReads(queryClient);
  setLists(queryClient, change(cachedLists(queryClient)));
}

/** The lists as the cache holds them now. */
export function cachedLists(queryClient: QueryClient): TreeLists {
  return { folders: queryClient.getQueryData<SavedSearchFolder[]>(folderKey) ?? [], searches: queryClient.getQueryData<SavedSearch[]>(searchKey) ?? [] };
}
