import type { AssetType } from '../api/asset-types';
import type { Attribute } from '../api/attributes';
import type { AttributeReferences } from '../api/attribute-references';
import type { Language } from '../api/languages';
import type { SavedSearch } from '../api/saved-searches';
import type { SavedSearchFolder } from '../api/saved-search-folders';

/** The seeds' names and the shape of a seed: apart from the store, so the seeds need not import it. */
export type SeedName = 'default' | 'large';
const SEED_NAMES: readonly SeedName[] = ['default', 'large'];

export function isSeedName(value: unknown): value is SeedName {
  return typeof value === 'string' && (SEED_NAMES as readonly string[]).includes(value);
}

/** A seed's records, built when the store first takes them (the large seed's generated ones are built only then). */
export type SeedData = {
  languages: Language[];
  attributes: Iterable<Attribute>;
  references: Iterable<AttributeReferences>;
  folders: Iterable<SavedSearchFolder>;
  searches: Iterable<SavedSearch>;
  assetTypes: Iterable<AssetType>;
};
