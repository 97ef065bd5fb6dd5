// Apart from bulk-edit.ts, so the list can name a bulk edit's setting without loading the edit itself.
/** What a bulk edit can set (issue 11), each with the kind of value it takes. */
export const BULK_FIELDS = [
  { field: 'Localized', label: 'Localized', kind: 'flag' },
  { field: 'DisableIndexing', label: 'Disable indexing', kind: 'flag' },
  { field: 'DisableRevisionLogging', label: 'Disable revision logging', kind: 'flag' },
  { field: 'AttributeGroupId', label: 'Attribute group', kind: 'int32' },
] as const;
export type BulkField = (typeof BULK_FIELDS)[number]['field'];
