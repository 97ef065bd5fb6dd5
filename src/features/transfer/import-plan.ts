import { plural, t } from '@lingui/core/macro';
import { assetTypeCopy } from '../../api/asset-type-copy';
import { assetTypeWriteRules, type AssetType } from '../../api/asset-types';
import type { Attribute } from '../../api/attributes';
import { attributeWriteRules } from '../../api/attribute-writes';
import type { ModelBundle } from '../../api/model-bundle';
import type { ModelKind } from '../../api/model-import';
import { savedSearchFolderWriteRules, type SavedSearchFolder } from '../../api/saved-search-folders';
import { savedSearchWriteRules, type SavedSearch } from '../../api/saved-searches';
import { listChanges } from '../../api/three-way-merge';
import { fileReader, type FileRecord, type WriteRules } from '../../api/write-rules';
import { typeLabel } from '../../api/attribute-type-names';
import { aliasProblem } from '../../api/attribute-alias';
import { uidKey } from '../../api/ids';
import { culturesHere } from './import-cultures';
import { layoutDamage } from './layout-in-file';
import { sortOrderPlaces } from './free-sort-orders';
import { folderLoops } from './folder-loops';

export type ImportKind = ModelKind;
export type ImportMode = 'keep' | 'copy';

type Change = { path: string; before: unknown; after: unknown };

export type PlanStep = {
  kind: ImportKind;
  /** The uid the record has (or will have) on this server. */
  uid: string;
  label: string;
  status: 'new' | 'differs' | 'same' | 'refused';
  /** For "differs": what the file changes, field by field. */
  changes: Change[];
  reason?: string;
  /** Something the editor should know that does not stop it (a folder that goes to the top level). */
  note?: string;
  /** The file's culture codes whose names and descriptions are not written, as no language here has them. */
  leftOut?: string[];
  /** What is written: for an update, the server's copy with the file's fields over it. */
  record: Record<string, unknown>;
  /** Keys of the file that are not fields of this record here: never sent. */
  ignored: string[];
  /** Fields of the server's record the file lacks: kept as they are here. */
  kept: string[];
  /** Fields the file changes that an update cannot change (a folder's owner): kept as they are here. */
  fixed: string[];
  /** The server's copy at preview time: the base a save merges against. */
  server?: Record<string, unknown>;
  /** Steps of this import that must succeed first (the attributes a layout places, a parent folder). */
  dependsOn: string[];
};

export type ServerModels = {
  attributes: Attribute[];
  assetTypes: AssetType[];
  folders: SavedSearchFolder[];
  savedSearches: SavedSearch[];
  /** The culture codes of this server's languages, when known: names in others are left out, and pointed out. */
  cultureCodes?: readonly string[];
};

/** new / same / differs against the server's record with this uid; the record keeps every field the file lacks, so the changes are all that is written. */
function compare(rules: WriteRules, { record }: FileRecord, server: Record<string, unknown> | undefined): Pick<PlanStep, 'status' | 'changes' | 'server'> {
  if (!server) return { status: 'new', changes: [] };
  const changes = listChanges(server, record, { dictionaries: rules.dictionaries });
  return { status: changes.length === 0 ? 'same' : 'differs', changes, server };
}

function byUid<T extends { Uid: string }>(records: readonly T[]): Map<string, T> {
  return new Map(records.map((record) => [uidKey(record.Uid), record]));
}

/**
 * A later record of the file with a uid already seen (a record pasted twice by hand) is refused, naming the first: the
 * server would keep only one of them. The first goes its own way (imported, or refused for a reason of its own).
 */
function firstOfEachUid() {
  const firsts = new Map<string, string>();
  return (uid: string, label: string): string | null => {
    const first = firsts.get(uidKey(uid));
    if (first !== undefined) return t`It has the same uid as “${first}”, earlier in the file: a uid names one record, so this one is not imported.`;
    firsts.set(uidKey(uid), label);
    return null;
  };
}

/** An alias not yet used here: "colourCopy", then "colourCopy2"… (aliases are unique case-insensitively). */
function freeAlias(alias: string, taken: Set<string>): string {
  for (let n = 1; ; n++) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an alias is an identifier ("colourCopy"), the same in every language
    const candidate = `${alias}Copy${n === 1 ? '' : n}`;
    if (!taken.has(candidate.toLowerCase())) {
      taken.add(candidate.toLowerCase());
      return candidate;
    }
  }
}

/** A copy's name says it is one, beside the original in the same folder (in the words of the editor who imports). */
const copyName = (name: string | null | undefined) => (name ? t`${name} (copy)` : name);

const placedAttributes = (assetType: AssetType) =>
  (assetType.Configuration?.Tabs ?? []).flatMap((tab) => (tab.Sections ?? []).flatMap((section) => (section.Properties ?? []).flatMap((property) => property.AttributeUid ?? [])));

/** Folders of the file, parents before children. */
function parentsFirst(folders: readonly SavedSearchFolder[]): SavedSearchFolder[] {
  const byUid = new Map(folders.map((folder) => [folder.Uid, folder]));
  const depth = (folder: SavedSearchFolder, seen = new Set<string>()): number => {
    const parent = folder.ParentUid ? byUid.get(folder.ParentUid) : undefined;
    if (!parent || seen.has(parent.Uid)) return 0;
    seen.add(parent.Uid);
    return 1 + depth(parent, seen);
  };
  return [...folders].sort((a, b) => depth(a) - depth(b));
}

/**
 * What importing a file would do on this server, in the order it is applied: attributes,
 * folders (parents first), asset types, saved searches. With mode "keep" records keep their
 * uids (the same model in two environments); with "copy" every record is created anew under
 * a new uid (aliases made unique), and references inside the file follow.
 */
export function planImport(bundle: ModelBundle, server: ServerModels, mode: ImportMode, newUid: () => string = () => crypto.randomUUID()): PlanStep[] {
  const serverAttributes = byUid(server.attributes);
  const serverFolders = byUid(server.folders);
  const serverAssetTypes = byUid(server.assetTypes);
  const serverSearches = byUid(server.savedSearches);
  // The uid each record of the file is written under: kept ones as the server spells them, copies a new one (one per uid, however often the file repeats it).
  const uidMap = new Map<string, string>();
  const mapped = (uid: string | null | undefined) => (uid ? (uidMap.get(uidKey(uid)) ?? uid) : uid);
  const kinds: [readonly { Uid: string }[], Map<string, { Uid: string }>][] = [
    [bundle.attributes, serverAttributes],
    [bundle.savedSearchFolders, serverFolders],
    [bundle.assetTypes, serverAssetTypes],
    [bundle.savedSearches, serverSearches],
  ];
  for (const [records, here] of kinds) {
    for (const { Uid } of records) if (!uidMap.has(uidKey(Uid))) uidMap.set(uidKey(Uid), mode === 'copy' ? newUid() : (here.get(uidKey(Uid))?.Uid ?? Uid));
  }

  const steps: PlanStep[] = [];
  const refuse = (step: Omit<PlanStep, 'status' | 'changes'>, reason: string): PlanStep => ({ ...step, status: 'refused', changes: [], reason });
  const readAttribute = fileReader(attributeWriteRules, server.attributes);
  const readFolder = fileReader(savedSearchFolderWriteRules, server.folders);
  const readAssetType = fileReader(assetTypeWriteRules, server.assetTypes);
  const readSearch = fileReader(savedSearchWriteRules, server.savedSearches);

  // Attributes.
  const attributeAliases = new Map(server.attributes.map((attribute) => [(attribute.Alias ?? '').toLowerCase(), attribute.Uid]));
  const takenAttributeAliases = new Set(attributeAliases.keys());
  // Aliases the file's attributes already bring (lower-cased, to their uid): two that bring one would fail at the second.
  const fileAliases = new Map<string, string>();
  const attributeRepeats = firstOfEachUid();
  for (const inFile of bundle.attributes) {
    const cultures = server.cultureCodes ? culturesHere(inFile, server.cultureCodes) : { attribute: inFile, notes: [], refusal: null, leftOut: [] };
    const { attribute } = cultures;
    const uid = mapped(attribute.Uid)!;
    const here = mode === 'keep' ? serverAttributes.get(uidKey(uid)) : undefined;
    const read = readAttribute({ ...attribute, Uid: uid, ...(mode === 'copy' && { Alias: attribute.Alias ? freeAlias(attribute.Alias, takenAttributeAliases) : attribute.Alias }) }, here);
    const base = { kind: 'attribute' as const, uid, label: String(read.record.Alias ?? attribute.BackofficeName ?? uid), ...read, dependsOn: [] };
    const holder = attribute.Alias ? attributeAliases.get(attribute.Alias.toLowerCase()) : undefined;
    const alias = attribute.Alias ?? '';
    const typeHere = here?.AttributeType && typeLabel(here.AttributeType);
    const typeInFile = attribute.AttributeType && typeLabel(attribute.AttributeType);
    const written = typeof read.record.Alias === 'string' ? read.record.Alias : '';
    // Checked where the file sets one: an alias the server already holds stays as it is, whatever rules came after it.
    const aliasWrong = here?.Alias === written ? null : aliasProblem(written);
    const twin = fileAliases.get(written.toLowerCase());
    const repeated = attributeRepeats(uid, base.label);
    if (repeated) steps.push(refuse(base, repeated));
    else if (mode === 'keep' && holder && uidKey(holder) !== uidKey(uid)) steps.push(refuse(base, t`Its alias “${alias}” is used here by another attribute. Import as copies, or rename one of them.`));
    else if (aliasWrong) steps.push(refuse(base, aliasWrong));
    else if (cultures.refusal) steps.push(refuse(base, cultures.refusal));
    else if (twin && twin !== uid) steps.push(refuse(base, t`Its alias “${written}” is another attribute's in this file too.`));
    // Without one the server would choose the type, and a type cannot change afterwards.
    else if (!here && !attribute.AttributeType) steps.push(refuse(base, t`It has no type (AttributeType) in the file: the server would choose one, and a type cannot change.`));
    else if (typeHere && typeInFile && typeHere !== typeInFile) steps.push(refuse(base, t`Its type is ${typeHere} here and ${typeInFile} in the file: a type cannot change.`));
    else {
      fileAliases.set(written.toLowerCase(), uid);
      steps.push({
        ...base,
        ...compare(attributeWriteRules, read, here),
        ...(cultures.notes.length > 0 && { note: cultures.notes.join(' ') }),
        ...(cultures.leftOut.length > 0 && { leftOut: cultures.leftOut }),
      });
    }
  }
  const attributeSteps = new Map(steps.map((step) => [uidKey(step.uid), step]));

  // Folders, parents first.
  const fileFolders = new Set(bundle.savedSearchFolders.map((folder) => uidKey(mapped(folder.Uid)!)));
  const inFileOrHere = (uid: string | null) => uid !== null && (fileFolders.has(uidKey(uid)) || serverFolders.has(uidKey(uid)));
  const folderRepeats = firstOfEachUid();
  const folderPlaces = sortOrderPlaces(server.folders, (folder) => folder.ParentUid);
  // An exported folder's parent often stays behind: the folder then goes to the top level.
  const parentOf = (folder: SavedSearchFolder) => {
    const wanted = mapped(folder.ParentUid) ?? null;
    return { wanted, parent: wanted !== null && !inFileOrHere(wanted) ? null : wanted };
  };
  const loops = loopsAfterImport(bundle.savedSearchFolders, server.folders, (folder) => ({ uid: mapped(folder.Uid)!, parent: parentOf(folder).parent }));
  const folderName = (key: string) => {
    const inFile = bundle.savedSearchFolders.find((folder) => uidKey(mapped(folder.Uid)!) === key);
    const name = (inFile ? (mode === 'copy' ? copyName(inFile.Name) : inFile.Name) : serverFolders.get(key)?.Name) ?? key;
    return t`“${name}”`;
  };
  for (const folder of parentsFirst(bundle.savedSearchFolders)) {
    const uid = mapped(folder.Uid)!;
    const { wanted, parent } = parentOf(folder);
    const lost = wanted !== parent;
    const here = mode === 'keep' ? serverFolders.get(uidKey(uid)) : undefined;
    const read = readFolder({ ...folder, Uid: uid, ParentUid: parent, ...(mode === 'copy' && { Name: copyName(folder.Name) }) }, here);
    const base = { kind: 'folder' as const, uid, label: String(read.record.Name ?? uid), ...read, dependsOn: parent && fileFolders.has(uidKey(parent)) ? [parent] : [] };
    const repeated = folderRepeats(uid, base.label);
    const loop = loops.get(uidKey(uid));
    if (repeated) steps.push(refuse(base, repeated));
    else if (loop) steps.push(refuse(base, loopReason(loop.map(folderName))));
    else {
      const placed = placeInLevel(folderPlaces, read.record, parent, here);
      const notes = [...(lost ? [t`Its parent folder is not here: it goes to the top level.`] : []), ...(placed ? [placed] : [])];
      steps.push({ ...base, ...compare(savedSearchFolderWriteRules, read, here), ...(notes.length > 0 && { note: notes.join(' ') }) });
    }
  }

  // Asset types.
  const assetTypeAliases = new Map(server.assetTypes.map((assetType) => [(assetType.Alias ?? '').toLowerCase(), assetType.Uid]));
  const takenAssetTypeAliases = new Set(assetTypeAliases.keys());
  const assetTypeRepeats = firstOfEachUid();
  for (const assetType of bundle.assetTypes) {
    let record: AssetType = { ...assetType, Uid: mapped(assetType.Uid)! };
    if (mode === 'copy') {
      const copy = assetTypeCopy(assetType, { Alias: freeAlias(assetType.Alias ?? 'assetType', takenAssetTypeAliases), Label: copyName(assetType.Label ?? assetType.Alias) ?? '' }, newUid);
      record = mapPlacedAttributes({ ...copy, Uid: record.Uid }, (attributeUid) => mapped(attributeUid)!);
    }
    const uid = record.Uid;
    const placed = placedAttributes(record);
    const missing = placed.filter((attributeUid) => !attributeSteps.has(uidKey(attributeUid)) && !serverAttributes.has(uidKey(attributeUid)));
    const here = mode === 'keep' ? serverAssetTypes.get(uidKey(uid)) : undefined;
    const read = readAssetType(record, here);
    const dependsOn = [...new Set(placed.flatMap((attributeUid) => attributeSteps.get(uidKey(attributeUid))?.uid ?? []))];
    const base = { kind: 'assetType' as const, uid, label: record.Label ?? record.Alias ?? uid, ...read, dependsOn };
    const holder = assetType.Alias ? assetTypeAliases.get(assetType.Alias.toLowerCase()) : undefined;
    const alias = assetType.Alias ?? '';
    const missingCount = missing.length;
    const listed = `${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}`;
    const repeated = assetTypeRepeats(uid, base.label);
    const damaged = layoutDamage(assetType);
    if (repeated) steps.push(refuse(base, repeated));
    else if (damaged) steps.push(refuse(base, damaged));
    else if (mode === 'keep' && holder && uidKey(holder) !== uidKey(uid))
      steps.push(refuse(base, t`Its alias “${alias}” is used here by another asset type. Import as copies, or rename one of them.`));
    else if (missing.length > 0)
      steps.push(
        refuse(
          base,
          t`${plural(missingCount, { one: `It places an attribute neither here nor in the file (${listed}).`, other: `It places # attributes neither here nor in the file (${listed}).` })}`,
        ),
      );
    else steps.push({ ...base, ...compare(assetTypeWriteRules, read, here) });
  }

  // Saved searches.
  const searchRepeats = firstOfEachUid();
  const searchPlaces = sortOrderPlaces(server.savedSearches, (search) => search.FolderUid);
  for (const search of bundle.savedSearches) {
    const uid = mapped(search.Uid)!;
    const wanted = mapped(search.FolderUid) ?? null;
    const lost = wanted !== null && !inFileOrHere(wanted);
    const folder = lost ? null : wanted;
    const here = mode === 'keep' ? serverSearches.get(uidKey(uid)) : undefined;
    const read = readSearch({ ...search, Uid: uid, FolderUid: folder, ...(mode === 'copy' && { Name: copyName(search.Name) }) }, here);
    const base = { kind: 'savedSearch' as const, uid, label: String(read.record.Name ?? uid), ...read, dependsOn: folder && fileFolders.has(uidKey(folder)) ? [folder] : [] };
    const repeated = searchRepeats(uid, base.label);
    if (repeated) steps.push(refuse(base, repeated));
    else {
      const placed = placeInLevel(searchPlaces, read.record, folder, here);
      const notes = [...(lost ? [t`Its folder is not here: it goes to the top level.`] : []), ...(placed ? [placed] : [])];
      steps.push({ ...base, ...compare(savedSearchWriteRules, read, here), ...(notes.length > 0 && { note: notes.join(' ') }) });
    }
  }
  return steps;
}

/** Each folder's parent once the file's folders are written (the first of each uid), and the folders that would then be inside themselves. */
function loopsAfterImport(inFile: readonly SavedSearchFolder[], here: readonly SavedSearchFolder[], placed: (folder: SavedSearchFolder) => { uid: string; parent: string | null }) {
  const parents = new Map(here.map((folder) => [uidKey(folder.Uid), folder.ParentUid ? uidKey(folder.ParentUid) : null]));
  const seen = new Set<string>();
  for (const folder of inFile) {
    const { uid, parent } = placed(folder);
    if (seen.has(uidKey(uid))) continue;
    seen.add(uidKey(uid));
    parents.set(uidKey(uid), parent ? uidKey(parent) : null);
  }
  return folderLoops(parents);
}

/** `names`: the loop from the refused folder up, its parent, that one's parent…, each quoted. */
function loopReason(names: readonly string[]): string {
  if (names.length === 1) return t`Its parent folder (ParentUid) is itself: a folder cannot be its own parent.`;
  // Written from the outside in, as a path is: the folder, then what it holds, back to the folder.
  const path = [names[0], ...names.slice(1).reverse(), names[0]].join(' / ');
  return t`Its parent folders lead back to it (${path}): a folder cannot be inside itself.`;
}

/**
 * Gives a new record a sort order no other item of its level has (the record is changed in place), and says so when it
 * is not the file's; an update keeps the file's, and takes it.
 */
function placeInLevel(places: ReturnType<typeof sortOrderPlaces>, record: Record<string, unknown>, parent: string | null, here: object | undefined): string | null {
  const uid = String(record.Uid);
  const wanted = record.SortOrder as number | null | undefined;
  if (here) {
    places.take(uid, parent, wanted);
    return null;
  }
  const placed = places.placeNew(uid, parent, wanted);
  if (placed === wanted) return null;
  record.SortOrder = placed;
  const given = String(wanted);
  return t`Its sort order in the file (${given}) is another item's in the same place here: it goes last there, so no two share one.`;
}

function mapPlacedAttributes(assetType: AssetType, mapped: (uid: string) => string): AssetType {
  const tabs = assetType.Configuration?.Tabs?.map((tab) => ({
    ...tab,
    ...(tab.Sections && {
      Sections: tab.Sections.map((section) => ({
        ...section,
        ...(section.Properties && { Properties: section.Properties.map((property) => ({ ...property, AttributeUid: mapped(property.AttributeUid) })) }),
      })),
    }),
  }));
  return { ...assetType, ...(assetType.Configuration && tabs && { Configuration: { ...assetType.Configuration, Tabs: tabs } }) };
}
