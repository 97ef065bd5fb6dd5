import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from './http';
import { QUERY_POLICY } from './query-policy';
import type { WriteRules } from './write-rules';
import { LIST_KEYS } from './list-keys';

export const savedSearchFolderSchema = z.looseObject({
  Uid: z.string(),
  ParentUid: z.nullish(z.string()),
  Name: z.nullish(z.string()),
  SortOrder: z.nullish(z.int()),
  OwnerUserUid: z.nullish(z.string()),
  Created: z.nullish(z.string()),
  LastModified: z.nullish(z.string()),
  CreatedBy: z.nullish(z.string()),
  LastModifiedBy: z.nullish(z.string()),
});
export type SavedSearchFolder = z.infer<typeof savedSearchFolderSchema>;

/** decisions.md: PATCH is partial; absent fields stay as they are. */
export const savedSearchFolderWriteRules: WriteRules = {
  path: '/v1/savedsearchfolders',
  update: 'patch',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's field names
  serverFields: ['Created', 'LastModified', 'CreatedBy', 'LastModifiedBy'],
  knownFields: Object.keys(savedSearchFolderSchema.shape),
  // The update model (pim-api.md 2.3) has no owner: an update leaves it as created.
  fixedAfterCreate: ['OwnerUserUid'],
  // Not nullable in the response model (pim-api.md 2.3): without one a folder goes last among its siblings.
  filledIn: ['SortOrder'],
  dictionaries: [],
};

type NewSavedSearchFolder = {
  Uid: string;
  ParentUid: string | null;
  Name: string | null;
  SortOrder: number;
  OwnerUserUid: string | null;
};

/** decisions.md: PATCH is partial; absent fields stay as they are. */
type SavedSearchFolderPatch = {
  Uid: string;
  ParentUid?: string | null;
  Name?: string | null;
  SortOrder?: number;
};

const root = ['savedSearchFolders'] as const;

export const savedSearchFolderQueries = {
  /** Prefix of every folder query: what invalidation after a change names. */
  root,
  all: () =>
    queryOptions({
      ...QUERY_POLICY.smallList,
      queryKey: LIST_KEYS.savedSearchFolders,
      queryFn: (context) => http.getList('/v1/savedsearchfolders', savedSearchFolderSchema, context),
    }),
  detail: (uid: string) =>
    queryOptions({
      ...QUERY_POLICY.record,
      queryKey: [...root, 'detail', uid] as const,
      queryFn: ({ signal }) => http.get(`/v1/savedsearchfolders/${uid}`, savedSearchFolderSchema, { signal }),
    }),
  batch: (uids: readonly string[]) =>
    queryOptions({
      queryKey: [...root, 'batch', [...uids].sort()] as const,
      queryFn: ({ signal }) => (uids.length === 0 ? Promise.resolve([]) : http.post('/v1/savedsearchfolders/batch', uids, z.array(savedSearchFolderSchema), { signal })),
    }),
};

export const savedSearchFolderApi = {
  /** One folder as the server has it now (a 404 means it was deleted). */
  get: (uid: string) => http.get(`/v1/savedsearchfolders/${uid}`, savedSearchFolderSchema),
  create: (folder: NewSavedSearchFolder) => http.postNoContent(savedSearchFolderWriteRules.path, folder),
  patch: (patch: SavedSearchFolderPatch) => http.patch(savedSearchFolderWriteRules.path, patch),
  // The reference writes this one path with capitals.
  delete: (uid: string) => http.delete(`/v1/SavedSearchFolders/${uid}`),
};
