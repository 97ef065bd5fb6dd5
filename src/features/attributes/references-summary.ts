import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { attributeDisplayName, type Attribute } from '../../api/attributes';
import type { AttributeReferences } from '../../api/attribute-references';
import { MODEL_USE_KINDS, type ModelUse } from './model-uses';

/** The kinds of reference a record holds (pim-api.md 2.2), with the words an editor reads. */
export const REFERENCE_KINDS = [
  { key: 'ReferencingCategories', label: msg`Categories` },
  { key: 'ReferencesOnCategoryAttributes', label: msg`Category attribute values` },
  { key: 'ReferencesOnProductAttributes', label: msg`Product attribute values` },
  { key: 'ReferencesOnVariantAttributes', label: msg`Variant attribute values` },
  { key: 'ReferencingGlobalListValues', label: msg`Global list values` },
  { key: 'ReferencingProductStructures', label: msg`Product structures` },
  { key: 'ReferencingVariationDefinitions', label: msg`Variation definitions` },
] as const satisfies readonly { key: keyof AttributeReferences; label: MessageDescriptor }[];
type ReferenceKind = (typeof REFERENCE_KINDS)[number]['key'];

function referenceCounts(record: AttributeReferences | undefined): Record<ReferenceKind, number> {
  const counts = {} as Record<ReferenceKind, number>;
  for (const { key } of REFERENCE_KINDS) counts[key] = record?.[key]?.length ?? 0;
  return counts;
}

export function totalReferences(record: AttributeReferences | undefined): number {
  return Object.values(referenceCounts(record)).reduce((sum, count) => sum + count, 0);
}

/** One attribute in the report: the server's reference counts, and the models' own uses of it. */
type WhereUsedEntry = { attribute: Attribute; counts: Record<ReferenceKind, number>; total: number; uses: readonly ModelUse[] };
export type WhereUsedReport = { entries: WhereUsedEntry[]; unused: WhereUsedEntry[]; mostReferenced: WhereUsedEntry[]; checked: string };

/**
 * Joins the attributes with their reference records and the models' uses. An attribute is
 * unused only when the server lists nothing for it (batch reads skip unknown ids: no record
 * is nothing) and no model uses it either.
 */
export function summariseWhereUsed(
  attributes: readonly Attribute[],
  records: readonly AttributeReferences[],
  modelUses: ReadonlyMap<string, readonly ModelUse[]>,
  checked: string,
  top = 20,
): WhereUsedReport {
  const byUid = new Map(records.map((record) => [record.AttributeUid, record]));
  const entries = attributes.map((attribute) => {
    const record = byUid.get(attribute.Uid);
    return { attribute, counts: referenceCounts(record), total: totalReferences(record), uses: modelUses.get(attribute.Uid) ?? [] };
  });
  const unused = entries.filter((entry) => entry.total === 0 && entry.uses.length === 0);
  const mostReferenced = entries
    .filter((entry) => entry.total > 0)
    .sort((a, b) => b.total - a.total || (a.attribute.Alias ?? '').localeCompare(b.attribute.Alias ?? ''))
    .slice(0, top);
  return { entries, unused, mostReferenced, checked };
}

/** The report as spreadsheet rows: one line per attribute with a count per kind. */
export function whereUsedCsvRows(report: WhereUsedReport, cultureCode?: string): (string | number | null)[][] {
  // Uid and Alias are the service's own names; the other columns are read by people, in their language.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Uid and Alias: the service's names, the same in every language
  const header = ['Uid', 'Alias', t`Name`, t`Type`, t`Total references`, ...REFERENCE_KINDS.map((kind) => i18n._(kind.label)), ...MODEL_USE_KINDS.map((kind) => i18n._(kind.label))];
  const lines = report.entries.map(({ attribute, counts, total, uses }) => [
    attribute.Uid,
    attribute.Alias ?? null,
    attributeDisplayName(attribute, cultureCode),
    attribute.AttributeType ?? null,
    total,
    ...REFERENCE_KINDS.map((kind) => counts[kind.key]),
    ...MODEL_USE_KINDS.map((kind) => uses.filter((use) => use.kind === kind.kind).length),
  ]);
  return [header, ...lines];
}
