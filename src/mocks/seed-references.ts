import type { Attribute } from '../api/attributes';
import type { AttributeReferences } from '../api/attribute-references';
import { createRandom, seedUuid } from './ids';

/** Attributes the seed marks as used elsewhere; the rest have no record (empty references). */
const REFERENCED = ['colour', 'size', 'material', 'weightNet', 'productName', 'brand', 'energyClass', 'ean', 'packshotImage', 'dimensions'];
/** Attribute reference attributes that point at the ones above (their uids appear in ReferencesOn*). */
const REFERENCERS = ['compareAttributes', 'filterAttributes', 'specSheetAttributes', 'gridColumns', 'highlightAttributes'];

/** The record of an attribute nothing refers to: every list present and empty. */
export function emptyReferences(attributeUid: string): AttributeReferences {
  return {
    AttributeUid: attributeUid,
    ReferencingCategories: [],
    ReferencesOnCategoryAttributes: [],
    ReferencesOnProductAttributes: [],
    ReferencesOnVariantAttributes: [],
    ReferencingGlobalListValues: [],
    ReferencingProductStructures: [],
    ReferencingVariationDefinitions: [],
  };
}

export function buildReferences(attributes: Attribute[]): AttributeReferences[] {
  const byAlias = new Map(attributes.map((attribute) => [attribute.Alias, attribute.Uid]));
  const referencers = REFERENCERS.map((alias) => byAlias.get(alias)).filter((uid): uid is string => !!uid);
  const random = createRandom('attribute-references');
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
  const some = <T>(count: number, make: (n: number) => T): T[] => Array.from({ length: Math.floor(random() * (count + 1)) }, (_, n) => make(n));

  const records: AttributeReferences[] = [];
  REFERENCED.forEach((alias, index) => {
    const uid = byAlias.get(alias);
    if (!uid) return;
    records.push({
      AttributeUid: uid,
      ReferencingCategories: some(4, (n) => 100 + index * 10 + n),
      ReferencesOnCategoryAttributes: some(2, (n) => ({ EntityId: 100 + n, AttributeUid: pick(referencers) })),
      ReferencesOnProductAttributes: some(5, (n) => ({ EntityId: 5000 + index * 37 + n, AttributeUid: pick(referencers) })),
      ReferencesOnVariantAttributes: some(3, (n) => ({ EntityId: 90000 + index * 11 + n, AttributeUid: pick(referencers) })),
      ReferencingGlobalListValues: some(2, (n) => seedUuid('global-list-value', index * 10 + n)),
      ReferencingProductStructures: some(3, (n) => seedUuid('product-structure', 1 + ((index + n) % 4))),
      ReferencingVariationDefinitions: alias === 'colour' || alias === 'size' ? [seedUuid('variation-definition', index + 1)] : [],
    });
  });
  // The first one is used everywhere, so the references page always has something in every list.
  const first = records[0];
  if (first && referencers[0]) {
    first.ReferencingCategories = [101, 102, 117];
    first.ReferencesOnProductAttributes = [
      { EntityId: 5001, AttributeUid: referencers[0] },
      { EntityId: 5002, AttributeUid: referencers[0] },
    ];
    first.ReferencesOnCategoryAttributes = [{ EntityId: 101, AttributeUid: referencers[1] ?? referencers[0] }];
    first.ReferencesOnVariantAttributes = [{ EntityId: 90001, AttributeUid: referencers[4] ?? referencers[0] }];
    first.ReferencingGlobalListValues = [seedUuid('global-list-value', 1)];
  }
  // A record that exists but is empty, as the service answers for an attribute no one uses.
  const unused = byAlias.get('isActive');
  if (unused) {
    records.push(emptyReferences(unused));
  }
  return records;
}
