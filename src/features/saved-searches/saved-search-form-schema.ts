import { plural, t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { isUuid } from '../../api/ids';
import { GLOBAL_LIST_ENTITY_TYPE, savedSearchWriteRules, SEARCH_ENTITY_TYPES, type SavedSearch, type SavedSearchWrite } from '../../api/saved-searches';
import { withoutServerFields } from '../../api/write-rules';
import { filtersWithoutField, fromEditableQuery, newKey, toEditableQuery, type EditableQuery } from './query-model';

const INT32 = { min: -2147483648, max: 2147483647 };
const MAX_COLUMN_WIDTH = 4000;

export type EditableColumn = { key: string; FieldUid: string; Width: string; extra: Record<string, unknown> };

/** The editor's values and messages; the messages are what the user reads at each field, in the language shown when they are checked. */
export const savedSearchFormSchema = z
  .object({
    Name: z.string().check(z.trim(), z.minLength(1, { error: () => t`Enter a name.` }), z.maxLength(200, { error: () => t`Keep the name under 200 characters.` })),
    SearchEntityTypeModel: z.string().check(z.refine((value) => SEARCH_ENTITY_TYPES.some((type) => String(type.value) === value), { error: () => t`Choose what the search finds.` })),
    GlobalListUid: z.string().check(z.trim()),
    FolderUid: z.string(),
    Visibility: z.enum(['shared', 'private']),
    SortOrder: z.string().check(
      z.trim(),
      z.regex(/^-?\d+$/, { error: () => t`Enter a whole number, for example 3.` }),
      z.refine((value) => Number(value) >= INT32.min && Number(value) <= INT32.max, { error: () => t`The sort order is out of range.` }),
    ),
    EnableTimeline: z.boolean(),
    TimelineBusinessUnits: z.string(),
    /** null: a query the editor cannot change, kept exactly as loaded. */
    Query: z.custom<EditableQuery | null>(),
    ViewColumns: z.array(z.custom<EditableColumn>()),
  })
  .check(
    z.superRefine((values, context) => {
      if (Number(values.SearchEntityTypeModel) === GLOBAL_LIST_ENTITY_TYPE && !isUuid(values.GlobalListUid)) {
        context.addIssue({
          code: 'custom',
          path: ['GlobalListUid'],
          message: values.GlobalListUid === '' ? t`Enter the uid of the global list.` : t`The global list uid must be a UUID, for example 3f2b…-….`,
        });
      }
      const units = businessUnitLines(values.TimelineBusinessUnits);
      const badUnit = units.findIndex((unit) => !isUuid(unit));
      if (values.EnableTimeline && badUnit >= 0) {
        const line = badUnit + 1;
        const unit = units[badUnit]!;
        context.addIssue({ code: 'custom', path: ['TimelineBusinessUnits'], message: t`Line ${line} (“${unit}”) is not a business unit uid (a UUID).` });
      }
      const missingFields = values.Query ? filtersWithoutField(values.Query) : 0;
      if (missingFields > 0) {
        context.addIssue({
          code: 'custom',
          path: ['Query'],
          message: t`${plural(missingFields, { one: 'Choose a field for the filter that has none.', other: 'Choose a field for the # filters that have none.' })}`,
        });
      }
      const badWidth = values.ViewColumns.findIndex(
        (column) => column.Width.trim() !== '' && !(/^\d+$/.test(column.Width.trim()) && Number(column.Width) >= 1 && Number(column.Width) <= MAX_COLUMN_WIDTH),
      );
      if (badWidth >= 0) {
        const column = badWidth + 1;
        const max = MAX_COLUMN_WIDTH;
        context.addIssue({ code: 'custom', path: ['ViewColumns'], message: t`Column ${column}: the width must be a whole number from 1 to ${max}, or empty.` });
      }
    }),
  );

export type SavedSearchFormValues = z.input<typeof savedSearchFormSchema>;
export type SavedSearchFormOutput = z.output<typeof savedSearchFormSchema>;

function businessUnitLines(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function toFormValues(search: SavedSearch | undefined, defaults: { folderUid: string | null; sortOrder: number }): SavedSearchFormValues {
  return {
    Name: search?.Name ?? '',
    SearchEntityTypeModel: String(search?.SearchEntityTypeModel ?? 2),
    GlobalListUid: search?.GlobalListUid ?? '',
    FolderUid: (search ? search.FolderUid : defaults.folderUid) ?? '',
    Visibility: search?.OwnerUserUid ? 'private' : 'shared',
    SortOrder: String(search?.SortOrder ?? defaults.sortOrder),
    EnableTimeline: search?.EnableTimeline ?? false,
    TimelineBusinessUnits: (search?.TimelineBusinessUnits ?? []).join('\n'),
    Query: toEditableQuery(search?.Query),
    ViewColumns: (search?.ViewColumns ?? []).map(({ FieldUid, Width, ...extra }) => ({ key: newKey(), FieldUid, Width: Width == null ? '' : String(Width), extra })),
  };
}

/** A copy of a saved search under a new uid and name, in the same folder; a private one is private to whoever copies it. */
export function savedSearchCopy(search: SavedSearch, changes: { Name: string; SortOrder: number }, currentUserUid: string): SavedSearchWrite {
  const copy = structuredClone(withoutServerFields(savedSearchWriteRules, search));
  return { ...copy, Uid: crypto.randomUUID(), Name: changes.Name, SortOrder: changes.SortOrder, OwnerUserUid: search.OwnerUserUid ? currentUserUid : null };
}

/**
 * The body to send: the loaded search spread first, so fields this editor does not know
 * survive; a query the editor could not read goes back exactly as it came.
 */
export function toWrite(values: SavedSearchFormOutput, loaded: SavedSearch | undefined, uid: string, currentUserUid: string): SavedSearchWrite {
  const base = withoutServerFields(savedSearchWriteRules, loaded ?? {});
  const entityType = Number(values.SearchEntityTypeModel);
  const keptOwner = loaded?.OwnerUserUid ?? currentUserUid;
  return {
    ...base,
    Uid: uid,
    Name: values.Name,
    SearchEntityTypeModel: entityType,
    GlobalListUid: entityType === GLOBAL_LIST_ENTITY_TYPE ? values.GlobalListUid : null,
    FolderUid: values.FolderUid || null,
    OwnerUserUid: values.Visibility === 'private' ? keptOwner : null,
    SortOrder: Number(values.SortOrder),
    EnableTimeline: values.EnableTimeline,
    TimelineBusinessUnits: values.EnableTimeline ? businessUnitLines(values.TimelineBusinessUnits) : (loaded?.TimelineBusinessUnits ?? null),
    Query: values.Query ? fromEditableQuery(values.Query) : (loaded?.Query ?? null),
    ViewColumns: values.ViewColumns.map(({ FieldUid, Width, extra }) => ({ ...extra, FieldUid, Width: Width.trim() === '' ? null : Number(Width) })),
  };
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names (the API's), not text
export const FORM_FIELDS = ['Name', 'SearchEntityTypeModel', 'GlobalListUid', 'FolderUid', 'SortOrder', 'EnableTimeline', 'TimelineBusinessUnits', 'Query', 'ViewColumns'] as const;
