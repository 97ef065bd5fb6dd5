import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { assetTypeSchema, type AssetType } from './asset-types';
import { attributeSchema, type Attribute } from './attributes';
import { savedSearchFolderSchema, type SavedSearchFolder } from './saved-search-folders';
import { savedSearchSchema, type SavedSearch } from './saved-searches';

const FORMAT = 'pim-models-export';
/** Bumped when a file's shape changes in a way an older reader would misread. */
const VERSION = 1;

const bundleSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(VERSION),
  exportedAt: z.string(),
  /** Where it came from, for the preview ("exported from … on …"). */
  source: z.object({ apiBaseUrl: z.string(), serverVersion: z.string() }),
  attributes: z.array(attributeSchema),
  assetTypes: z.array(assetTypeSchema),
  savedSearchFolders: z.array(savedSearchFolderSchema),
  savedSearches: z.array(savedSearchSchema),
});

/** Models moved between environments (test → production) as one JSON file. */
export type ModelBundle = z.infer<typeof bundleSchema>;

export type BundleParts = { attributes?: Attribute[]; assetTypes?: AssetType[]; savedSearchFolders?: SavedSearchFolder[]; savedSearches?: SavedSearch[] };

export function makeBundle(parts: BundleParts, source: ModelBundle['source'], now = new Date()): ModelBundle {
  return {
    format: FORMAT,
    version: VERSION,
    exportedAt: now.toISOString(),
    source,
    attributes: parts.attributes ?? [],
    assetTypes: parts.assetTypes ?? [],
    savedSearchFolders: parts.savedSearchFolders ?? [],
    savedSearches: parts.savedSearches ?? [],
  };
}

/** A file name that says what is in it and when it was taken. */
export function bundleFileName(what: string, now = new Date()): string {
  const slug =
    what
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'models';
  return `${slug}-${now.toISOString().slice(0, 10)}.pim.json`;
}

/** A file that is not an export this app can read: the message says why, in words. */
export class BundleProblem extends Error {}

export function readBundle(text: string): ModelBundle {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new BundleProblem(t`The file is not JSON. Choose a file made with “Export”.`);
  }
  const head = json as { format?: unknown; version?: unknown } | null;
  if (typeof head !== 'object' || head === null || head.format !== FORMAT) throw new BundleProblem(t`The file is JSON but not an export of these models (it has no "format": "pim-models-export").`);
  if (head.version !== VERSION) {
    const version = String(head.version);
    throw new BundleProblem(t`The file is an export of version ${version}; this app reads version ${VERSION}.`);
  }
  const parsed = bundleSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.join('.');
    const problem = issue.message;
    throw new BundleProblem(where ? t`The file is damaged at ${where}: ${problem}.` : t`The file is damaged at its top level: ${problem}.`);
  }
  return parsed.data;
}
