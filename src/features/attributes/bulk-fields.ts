import { msg } from '@lingui/core/macro';

// Apart from bulk-edit.ts, so the list can name a bulk edit's setting without loading the edit itself.
/** What a bulk edit can set (issue 11), each with the kind of value it takes. */
export const BULK_FIELDS = [
  { field: 'Localized', label: msg`Localized`, kind: 'flag' },
  { field: 'DisableIndexing', label: msg`Disable indexing`, kind: 'flag' },
  { field: 'DisableRevisionLogging', label: msg`Disable revision logging`, kind: 'flag' },
  { field: 'AttributeGroupId', label: msg`Attribute group`, kind: 'int32' },
] as const;
export type BulkField = (typeof BULK_FIELDS)[number]['field'];
