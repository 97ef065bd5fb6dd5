import { deepEqual } from './deep-equal';

type AnyRecord = Record<string, unknown>;

/**
 * How one resource is written (decisions.md, concurrency): each resource module in api/
 * declares one, and every writer (editor, tree, import) sends through it.
 */
export type WriteRules = {
  /** Where records are created (POST) and updated. */
  path: string;
  /** PUT replaces the whole record; a PATCH carries only what changed. */
  update: 'put' | 'patch';
  /** Fields the server keeps (times, users, failures, ids it assigns): never sent. */
  serverFields: readonly string[];
  /** The fields this app knows the resource has (its schema's, and those decisions.md names). */
  knownFields: readonly string[];
  /** Fields a create sets and an update cannot change (the update model lacks them): a file's value for them is not offered as a change. */
  fixedAfterCreate?: readonly string[];
  /**
   * Fields the server gives a value of its own when a create leaves them out (pim-api.md answers them as
   * not nullable: a folder's SortOrder, which puts it last among its siblings). A file's null for one is
   * no value: left out of a create, kept as the server has it by an update, and whatever the server filled
   * in is no difference from what a create sent.
   */
  filledIn?: readonly string[];
  /** Keys whose values are dictionaries (localized texts), merged and compared entry by entry. */
  dictionaries: readonly string[];
  /** Keys whose values are lists of records named by a field, merged item by item (a search's columns by FieldUid). */
  lists?: Readonly<Record<string, string>>;
  /**
   * Records of one kind carry the same settings (an attribute's type): a key the server's
   * records of that kind carry is known for a new one too. Without it, every record is one kind.
   */
  kindOf?: (record: AnyRecord) => unknown;
};

const isPlainObject = (value: unknown): value is AnyRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The record without the fields the server keeps (a POST or PUT body). */
export function withoutServerFields(rules: WriteRules, record: AnyRecord): AnyRecord {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !rules.serverFields.includes(key)));
}

/**
 * What an update sends, given the server's copy now (`theirs`) and the merged record: a PUT
 * the whole record; a PATCH the uid and only the fields that differ from the server's copy
 * (a field the record dropped goes as null), so it cannot revert a colleague's other fields.
 * Null when a PATCH has nothing to say.
 */
export function updateBody(rules: WriteRules, theirs: object, merged: object): AnyRecord | null {
  const after = merged as AnyRecord;
  if (rules.update === 'put') return withoutServerFields(rules, after);
  const before = theirs as AnyRecord;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((key) => key !== 'Uid' && !rules.serverFields.includes(key) && !deepEqual(before[key], after[key]));
  if (changed.length === 0) return null;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's field name
  return Object.fromEntries([['Uid', after.Uid ?? before.Uid], ...changed.map((key) => [key, after[key] ?? null])]);
}

/** A null (or absent) value for a field the server fills in: the server's own value stands for it. */
const noValue = (rules: WriteRules, key: string, value: unknown) => (value === null || value === undefined) && rules.filledIn?.includes(key) === true;

/** Absent and null are one: a server may leave out what was sent as null, or fill in what was not sent. */
function holds(server: unknown, sent: unknown): boolean {
  if (sent === null || sent === undefined) return server === null || server === undefined;
  if (Array.isArray(sent)) return Array.isArray(server) && server.length === sent.length && sent.every((item, index) => holds(server[index], item));
  if (isPlainObject(sent)) return isPlainObject(server) && Object.entries(sent).every(([key, value]) => holds(server[key], value));
  return deepEqual(server, sent);
}

/**
 * Whether the server's copy has every field of a create body as it was sent (fields the server
 * adds, or keeps, aside): a create of ours that landed, rather than someone else's record under
 * the same uid. Uids are compared as the server compares them, case-insensitively.
 */
export function holdsWhatWasSent(rules: WriteRules, server: AnyRecord, sent: AnyRecord): boolean {
  return Object.entries(withoutServerFields(rules, sent)).every(([key, value]) => {
    if (key === 'Uid') return typeof value === 'string' && typeof server.Uid === 'string' && value.toLowerCase() === server.Uid.toLowerCase();
    return noValue(rules, key, value) || holds(server[key], value);
  });
}

export type FileRecord = {
  /** What would be written: the server's record with the file's fields over it, or (new) the file's known fields. */
  record: AnyRecord;
  /** Keys of the file that are neither the server record's nor known fields: never sent. */
  ignored: string[];
  /** Fields of the server's record the file lacks: they stay as the server has them. */
  kept: string[];
  /** Fields the file changes that the server does not change once a record exists: they stay as the server has them. */
  fixed: string[];
};

/**
 * Reads records from a file made elsewhere (decisions.md): a record may bring the keys the
 * server's record has and the resource's known fields; other keys are ignored (and named, for
 * the preview). A field the file lacks stays as the server has it, a dictionary entry too.
 * Fields the server keeps are never taken from a file. `peers` are the server's records of the
 * resource: the keys they carry are known for a record of their kind.
 */
export function fileReader(rules: WriteRules, peers: readonly AnyRecord[] = []): (file: AnyRecord, server?: AnyRecord) => FileRecord {
  const keysByKind = new Map<unknown, Set<string>>();
  for (const peer of peers) {
    const kind = rules.kindOf?.(peer);
    const keys = keysByKind.get(kind) ?? new Set<string>();
    for (const key of Object.keys(peer)) keys.add(key);
    keysByKind.set(kind, keys);
  }
  return (file, server) => {
    const peerKeys = keysByKind.get(rules.kindOf?.(file));
    const known = (key: string) => rules.knownFields.includes(key) || peerKeys?.has(key) === true || (server !== undefined && Object.hasOwn(server, key));
    // Built as entries: a key such as "__proto__" stays a plain key, never the prototype.
    const entries = new Map<string, unknown>(server ? Object.entries(server) : []);
    const ignored: string[] = [];
    const fixed: string[] = [];
    const given = (key: string) => Object.hasOwn(file, key) && !noValue(rules, key, file[key]);
    for (const [key, value] of Object.entries(file)) {
      if (rules.serverFields.includes(key) || !given(key)) continue;
      const before = entries.get(key);
      if (!known(key)) ignored.push(key);
      else if (server && rules.fixedAfterCreate?.includes(key)) {
        if (!deepEqual(before, value)) fixed.push(key);
      } else if (rules.dictionaries.includes(key) && isPlainObject(value) && isPlainObject(before)) entries.set(key, Object.fromEntries([...Object.entries(before), ...Object.entries(value)]));
      else entries.set(key, value);
    }
    const kept = server ? Object.keys(server).filter((key) => key !== 'Uid' && !rules.serverFields.includes(key) && !given(key)) : [];
    return { record: Object.fromEntries(entries), ignored, kept, fixed };
  };
}
