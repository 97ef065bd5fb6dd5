import type { SeedData, SeedName } from './seed-data';
import { buildAssetTypes } from './seed-asset-types';
import { buildDefaultAttributes } from './seed-attributes';
import { buildLanguages } from './seed-languages';
import { buildLargeSeed } from './seed-large';
import { buildReferences } from './seed-references';
import { buildFolders, buildSavedSearches } from './seed-saved-searches';

/**
 * Deterministic seeds: built from fixed tables and seeded PRNGs only, so two builds are
 * equal and records can be named by uid in tests. Every call builds fresh objects.
 */
export function buildDefaultSeed() {
  const attributes = buildDefaultAttributes();
  return {
    languages: buildLanguages(),
    attributes,
    references: buildReferences(attributes),
    folders: buildFolders(),
    searches: buildSavedSearches(attributes),
    assetTypes: buildAssetTypes(attributes),
  } satisfies SeedData;
}

export function buildSeed(name: SeedName): SeedData {
  return name === 'large' ? buildLargeSeed(buildDefaultSeed()) : buildDefaultSeed();
}
