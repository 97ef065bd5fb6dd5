import { t } from '@lingui/core/macro';
import type { SearchQuery } from '../../api/saved-searches';
import { formatMergeValue } from '../../components/merge-values';
import { toEditableQuery } from './query-model';
import { entityTypeLabel, querySummary, type FieldOption } from './query-words';

/**
 * How a saved search's field reads where two copies are compared (Review changes, Changed elsewhere, a clash): the query
 * in the editor's own sentence, the columns by their fields' names, the type by its name; never the API's JSON, which
 * an editor cannot choose between.
 */
export function searchValueFormatter(fields: ReadonlyMap<string, FieldOption>, entityType: number) {
  return (value: unknown, path: string): string => {
    if (path === 'Query') {
      const query = toEditableQuery(value as SearchQuery | null | undefined);
      // A query the editor cannot change (shown read-only in the form) has no sentence: shown as it is, never as empty.
      return query ? querySummary(query, fields, entityType) : formatMergeValue(value);
    }
    if (path === 'ViewColumns' && Array.isArray(value)) {
      if (value.length === 0) return t`(none)`;
      return (value as { FieldUid: string; Width?: number | null }[])
        .map((column) => {
          const label = fields.get(column.FieldUid)?.label ?? column.FieldUid;
          const width = column.Width;
          return width == null ? label : t`${label} (width ${width})`;
        })
        .join(', ');
    }
    if (path === 'SearchEntityTypeModel' && typeof value === 'number') return entityTypeLabel(value);
    return formatMergeValue(value);
  };
}
