import type { SavedSearch, SavedSearchWrite } from '../../api/saved-searches';
import { toFormValues, toWrite, type SavedSearchFormOutput } from './saved-search-form-schema';

const LABELS: Record<string, string> = {
  Name: 'Name',
  SearchEntityTypeModel: 'Finds',
  GlobalListUid: 'Global list uid',
  FolderUid: 'Folder',
  OwnerUserUid: 'Who sees it',
  SortOrder: 'Sort order',
  EnableTimeline: 'Timeline',
  TimelineBusinessUnits: 'Timeline business units',
  Query: 'Query',
  ViewColumns: 'Columns',
};

export const searchFieldLabel = (path: string) => LABELS[path] ?? path;

/** Where the tree puts a search: a tree move changes only these, and they merge without a word. */
export const PLACEMENT_FIELDS = ['FolderUid', 'SortOrder'];

/**
 * A server copy in the shape the editor sends (server-kept fields dropped, the query and
 * columns as the editor writes them), so base, theirs and mine compare like with like.
 */
export function searchSnapshot(search: SavedSearch, currentUserUid: string): SavedSearchWrite {
  const values = toFormValues(search, { folderUid: null, sortOrder: 0 }) as SavedSearchFormOutput;
  return toWrite(values, search, search.Uid, currentUserUid);
}
