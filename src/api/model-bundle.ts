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

/** What is wrong with a value, in the interface's language (zod/mini carries no message texts). */
function problemOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    const expected = issue.expected as string;
    if (expected === 'object') return t`it should be an object ({…})`;
    if (expected === 'array') return t`it should be a list ([…])`;
    if (expected === 'string') return t`it should be a text`;
    if (expected === 'number' || expected === 'int') return t`it should be a number`;
    if (expected === 'boolean') return t`it should be true or false`;
    return t`it has the wrong kind of value`;
  }
  if (issue.code === 'invalid_format') {
    const form = issue.format;
    return t`it is not in the expected form (${form})`;
  }
  return t`its value is not allowed here`;
}

/** "attribute 2" for the file's second attribute (its list's name in the file otherwise). */
function recordLabel(list: string, number: number): string {
  if (list === 'attributes') return t`attribute ${number}`;
  if (list === 'assetTypes') return t`asset type ${number}`;
  if (list === 'savedSearchFolders') return t`saved-search folder ${number}`;
  if (list === 'savedSearches') return t`saved search ${number}`;
  return `${list}.${number - 1}`;
}

/** Where a damaged file is damaged, as an editor would look for it: the record (by number and alias or name) and its field. */
function damage(json: unknown, issue: z.core.$ZodIssue): string {
  const [list, index, ...field] = issue.path;
  const problem = problemOf(issue);
  if (typeof list === 'string' && typeof index === 'number') {
    const record = (json as Record<string, unknown>)[list] as Record<string, unknown>[];
    const name = record[index]?.Alias ?? record[index]?.Name;
    const label = recordLabel(list, index + 1);
    const named = typeof name === 'string' && name ? t`${label} (“${name}”)` : label;
    const where = field.length > 0 ? `${named}, ${field.join('.')}` : named;
    return t`The file is damaged at ${where}: ${problem}.`;
  }
  const where = issue.path.join('.');
  return where ? t`The file is damaged at ${where}: ${problem}.` : t`The file is damaged at its top level: ${problem}.`;
}

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
    throw new BundleProblem(damage(json, parsed.error.issues[0]!));
  }
  return parsed.data;
}
