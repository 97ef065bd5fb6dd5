import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { AssetType } from '../../api/asset-types';
import type { Attribute } from '../../api/attributes';
import type { SavedSearch, SearchQuery } from '../../api/saved-searches';

/**
 * A use of an attribute by the models themselves, which the server's references record does
 * not list: an asset type places it, a saved search filters on it or shows it as a column, or
 * an attribute reference attribute lets editors pick it.
 */
export type ModelUse =
  | { kind: 'asset-type'; uid: string; name: string; place: string }
  | { kind: 'search-filter'; uid: string; name: string }
  | { kind: 'view-column'; uid: string; name: string }
  | { kind: 'allowed-by'; uid: string; name: string };

export const MODEL_USE_KINDS = [
  { kind: 'asset-type', label: msg`Placed in asset types` },
  { kind: 'search-filter', label: msg`Filtered on by saved searches` },
  { kind: 'view-column', label: msg`Shown as a column by saved searches` },
  { kind: 'allowed-by', label: msg`Can be picked in attribute reference attributes` },
] as const satisfies readonly { kind: ModelUse['kind']; label: MessageDescriptor }[];

/** What was looked through, for the report to say ("7 asset types, 34 saved searches"). */
type ModelUseSources = { assetTypes: readonly AssetType[]; searches: readonly SavedSearch[]; attributes: readonly Attribute[] };

function add(uses: Map<string, ModelUse[]>, attributeUid: string | null | undefined, use: ModelUse) {
  if (!attributeUid) return;
  const list = uses.get(attributeUid);
  if (!list) uses.set(attributeUid, [use]);
  // A search filtering on one field twice, or a property placed twice, is one use.
  else if (!list.some((seen) => seen.kind === use.kind && seen.uid === use.uid)) list.push(use);
}

function filterFields(query: SearchQuery | null | undefined, into: string[] = []): string[] {
  for (const filter of query?.Filters ?? []) if (filter.FieldUid) into.push(filter.FieldUid);
  for (const sub of query?.SubQueries ?? []) filterFields(sub, into);
  return into;
}

const asStrings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * An attribute reference attribute allows an attribute when it names the attribute's type
 * and, if it names scopes, one of the attribute's scopes. One that names no types restricts
 * nothing by name, so it is not counted as a use of every attribute.
 */
function allows(reference: Attribute, attribute: Attribute): boolean {
  if (reference.Uid === attribute.Uid) return false;
  const types = asStrings(reference.AllowedAttributeTypes);
  if (types.length === 0 || !types.includes(attribute.AttributeType ?? '')) return false;
  const scopes = asStrings(reference.AllowedAttributeScopes);
  if (scopes.length === 0) return true;
  const own = [...asStrings(attribute.AttributeScopes), ...(typeof attribute.AttributeScope === 'string' ? [attribute.AttributeScope] : [])];
  return own.some((scope) => scopes.includes(scope));
}

/** Every model use of every attribute, by attribute uid, in the order the models list them. */
export function collectModelUses({ assetTypes, searches, attributes }: ModelUseSources): Map<string, ModelUse[]> {
  const uses = new Map<string, ModelUse[]>();
  for (const assetType of assetTypes) {
    const name = assetType.Label || assetType.Alias || t`Unnamed asset type`;
    for (const tab of assetType.Configuration?.Tabs ?? []) {
      for (const section of tab.Sections ?? []) {
        const place = `${tab.Label || t`Unnamed tab`} › ${section.Headline || t`Unnamed section`}`;
        for (const property of section.Properties ?? []) add(uses, property.AttributeUid, { kind: 'asset-type', uid: assetType.Uid, name, place });
      }
    }
  }
  for (const search of searches) {
    const name = search.Name || t`Unnamed search`;
    for (const field of filterFields(search.Query)) add(uses, field, { kind: 'search-filter', uid: search.Uid, name });
    for (const column of search.ViewColumns ?? []) add(uses, column.FieldUid, { kind: 'view-column', uid: search.Uid, name });
  }
  const references = attributes.filter((attribute) => attribute.AttributeType === 'AttributeReferenceAttribute');
  if (references.length > 0) {
    for (const attribute of attributes) {
      for (const reference of references) {
        if (allows(reference, attribute)) add(uses, attribute.Uid, { kind: 'allowed-by', uid: reference.Uid, name: reference.BackofficeName || reference.Alias || reference.Uid });
      }
    }
  }
  return uses;
}

/** Where a use links to: the asset type's designer, the saved search, the allowing attribute. */
export function modelUseLink(use: ModelUse): string {
  if (use.kind === 'asset-type') return `/asset-types/${use.uid}`;
  if (use.kind === 'allowed-by') return `/attributes/${use.uid}`;
  return `/saved-searches/${use.uid}`;
}

/** "server references, 7 asset types, 34 saved searches, 12 attribute reference attributes" */
export function checkedSources({ assetTypes, searches, attributes }: ModelUseSources): string {
  const references = attributes.filter((attribute) => attribute.AttributeType === 'AttributeReferenceAttribute').length;
  const assetTypeCount = assetTypes.length;
  const searchCount = searches.length;
  return t`server references, ${plural(assetTypeCount, { one: '# asset type', other: '# asset types' })}, ${plural(searchCount, { one: '# saved search', other: '# saved searches' })}, ${plural(references, { one: '# attribute reference attribute', other: '# attribute reference attributes' })}`;
}
