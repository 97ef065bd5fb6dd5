import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SavedSearch, SavedSearchWrite } from '../../api/saved-searches';
import { toFormValues, toWrite, type SavedSearchFormOutput } from './saved-search-form-schema';

const LABELS: Record<string, MessageDescriptor> = {
  Name: msg`Name`,
  SearchEntityTypeModel: msg`Finds`,
  GlobalListUid: msg`Global list uid`,
  FolderUid: msg`Folder`,
  OwnerUserUid: msg`Who sees it`,
  SortOrder: msg`Sort order`,
  EnableTimeline: msg`Timeline`,
  TimelineBusinessUnits: msg`Timeline business units`,
  Query: msg`Query`,
  ViewColumns: msg`Columns`,
};

export const searchFieldLabel = (path: string) => {
  const label = LABELS[path];
  return label ? i18n._(label) : path;
};

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
