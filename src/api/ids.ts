/** pim-api.md's uuid fields: the one test of their form, for the client and the mock. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

/** A uid as a key: the server compares uids case-insensitively (.NET Guids), so the app does too. */
export const uidKey = (uid: string) => uid.toLowerCase();

/** Shown in messages that ask for a uuid. */
export const UUID_EXAMPLE = '3f2b8c1e-0a4d-4e5f-9b6a-1c2d3e4f5a6b';
