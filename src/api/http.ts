import { t } from '@lingui/core/macro';
import { replaceEqualDeep, type QueryFunctionContext } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError } from './api-error';
import { getConnection } from './settings';

/** How long a request may take before it counts as a timeout. */
const REQUEST_TIMEOUT_MS = 30_000;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestOptions = { signal?: AbortSignal; timeoutMs?: number };

/** Full URL of an API path: the configured base URL in front of the path as the reference writes it. */
function apiUrl(path: string): string {
  return `${getConnection().apiBaseUrl}${path}`;
}

let serverReady: Promise<unknown> = Promise.resolve();

/** Requests wait for `ready` (the embedded mock while it starts), so the first page's chunk and kept lists need not. */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  serverReady = ready;
}

/** The server's answer's body (the timeout covers the wait for its headers); a refused request throws its ApiError. */
async function request(method: Method, path: string, body: unknown, options: RequestOptions): Promise<ArrayBuffer> {
  await serverReady;
  const { apiKey } = getConnection();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // decisions.md: the bare key, no "Bearer " prefix.
  if (apiKey) headers.Authorization = apiKey;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause; // a query that was cancelled, not a failure
    throw new ApiError(
      timedOut
        ? { kind: 'timeout', title: t`The server did not answer in time` }
        : { kind: 'network', title: t`The server could not be reached`, detail: cause instanceof Error ? cause.message : null },
    );
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }

  if (!response.ok) throw await refusal(response.status, await response.text());
  // Through a Blob: Chromium's arrayBuffer() assembles a 10 MB body in one task on the page's thread
  // (53-67 ms, 73-79 ms in all), while a Blob is filled outside it and read back in 22-29 ms with no
  // task over 10 ms (the attribute list, this machine's Chromium).
  return (await response.blob()).arrayBuffer();
}

/** The error for a refused request. Its texts load with the first refusal, so the first page does not carry them. */
async function refusal(status: number, body: string): Promise<ApiError> {
  try {
    return (await import('./error-from-response')).errorFromResponse(status, body);
  } catch {
    // The module could not load (a deployment replaced it while this page was open): the status still says what happened.
    return new ApiError({ kind: 'http', status, title: t`The server answered ${status}`, detail: body.slice(0, 500) || null });
  }
}

/** The body as text. One UTF-8 pass over the whole body: Chromium's text() decodes piece by piece as the body arrives, measured at 120-190 ms for the 10 MB attribute list against 95-130 ms this way. */
function textOf(bytes: ArrayBuffer): string {
  return new TextDecoder().decode(bytes);
}

/**
 * The SHA-256 of `bytes` in hex, by WebCrypto; undefined where the browser offers none (a page served
 * over plain http from another host). Not off the page's thread: this Chromium hashes 10 MB in one
 * task of 11 ms before the promise is returned (measured: the whole call, 10.6-11.8 ms, is synchronous).
 */
export async function digestOf(bytes: ArrayBuffer): Promise<string | undefined> {
  if (!globalThis.crypto?.subtle) return undefined;
  try {
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes)));
    return Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return undefined;
  }
}

async function send(method: Method, path: string, body: unknown, options: RequestOptions): Promise<string> {
  return textOf(await request(method, path, body, options));
}

/** zod/mini carries no message texts (they would weigh on every page): say what was expected ourselves. */
function issueText(issue: z.core.$ZodIssue): string {
  return issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message;
}

function jsonOf(text: string, path: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError({ kind: 'invalid-response', title: t`The server sent something that is not JSON`, detail: path });
  }
}

/** The data `schema` reads from `json`, or the ApiError that says where the shape is wrong. */
function checked<S extends z.ZodMiniType>(schema: S, json: unknown, path: string): z.infer<S> {
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ApiError({
    kind: 'invalid-response',
    title: t`The server sent data in an unexpected shape`,
    detail: `${path}: ${issue ? `${issue.path.join('.') || '(root)'}: ${issueText(issue)}` : 'invalid'}`,
  });
}

function parse<S extends z.ZodMiniType>(text: string, schema: S, path: string): z.infer<S> {
  return checked(schema, jsonOf(text, path), path);
}

type Entry = z.ZodMiniObject<z.core.$ZodLooseShape, z.core.$loose>;

type Def = { type: string; innerType?: z.core.$ZodType; element?: z.core.$ZodType; catchall?: z.core.$ZodType; shape?: object };

/**
 * A test that a value is one `schema` surely takes (true: zod would say so too; false: ask zod), for the
 * schemas whose verdict needs no zod: plain strings and booleans, optional or nullable ones, arrays
 * and string-keyed maps of such. A schema with a check, a format or anything else is always asked.
 */
function surelyTaken(schema: z.core.$ZodType): (value: unknown) => boolean {
  const def = schema._zod.def as Def;
  const parts = Object.keys(def).length;
  const { type, innerType, element, catchall, shape } = def;
  if ((type === 'optional' || type === 'nullable') && innerType && parts === 2) {
    const inner = surelyTaken(innerType);
    const empty = type === 'optional' ? undefined : null;
    return (value) => value === empty || inner(value);
  }
  if ((type === 'string' || type === 'boolean') && parts === 1) return (value) => typeof value === type;
  if (type === 'array' && element && parts === 2) {
    const each = surelyTaken(element);
    return (value) => Array.isArray(value) && value.every(each);
  }
  if (type === 'object' && catchall && shape && Object.keys(shape).length === 0 && parts === 3) {
    const each = surelyTaken(catchall);
    return (value) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      // As zod's catchall: every enumerable key but __proto__.
      for (const key in value) if (key !== '__proto__' && !each((value as Record<string, unknown>)[key])) return false;
      return true;
    };
  }
  return () => false;
}

/**
 * Whether every entry of a big list has every field its schema names, as the loose schema checks them.
 * The entries stay as read: the entry schemas transform nothing. A field's value that `surelyTaken` vouches
 * for is not handed to zod (all but the integers of an attribute); the others run their field's schema on
 * one reused payload. zod's object check copies every entry, and its maps' check every name and description
 * (10,000 attributes in Node: 28-56 ms with zod per field, 38-50 with the plain object check, 85-101 with the
 * loose one). A refused list is checked again by zod's own object check, which says where (`listIssue`).
 */
function passes(list: unknown, entry: Entry): boolean {
  if (!Array.isArray(list)) return false;
  const fields = Object.entries(entry.shape).map(([name, schema]) => ({ name, schema, taken: surelyTaken(schema) }));
  const payload: z.core.ParsePayload = { value: undefined, issues: [] };
  const context = { async: false };
  for (const item of list as unknown[]) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
    for (const { name, schema, taken } of fields) {
      const value = (item as Record<string, unknown>)[name];
      if (taken(value)) continue;
      payload.value = value;
      payload.issues.length = 0;
      const result = schema._zod.run(payload, context);
      if (result instanceof Promise || result.issues.length > 0) return false;
    }
  }
  return true;
}

/** Where a list `passes` refused is wrong, as zod says it. */
function listIssue(list: unknown, entry: Entry, path: string): void {
  checked(z.array(z.object(entry.shape)), list, path);
}

/**
 * What a big list was read from, kept on the device: the server's bytes, a Blob for a list changed here,
 * or the text restored from the device; and the digest of the server's bytes (a re-read compares with it).
 */
export type ListSource = { text: ArrayBuffer | Blob | string; digest: string | undefined };

const listSources = new WeakMap<object, ListSource>();

/** What `list` was read (or restored) from, if known. */
export function listSourceOf(list: unknown): ListSource | undefined {
  return typeof list === 'object' && list !== null ? listSources.get(list) : undefined;
}

export function rememberListSource(list: object, source: ListSource): void {
  listSources.set(list, source);
}

/**
 * The lists' structural sharing: TanStack Query's, which hands back the list already held (or a copy
 * sharing its unchanged entries) when a re-read equals it; that list then takes over what the re-read
 * was read from, so its text is kept as the server's and its digest answers the next re-read.
 */
export function shareList(held: unknown, read: unknown): unknown {
  const shared = replaceEqualDeep(held, read);
  const source = listSourceOf(read);
  if (source && shared !== read && typeof shared === 'object' && shared !== null) rememberListSource(shared, source);
  return shared;
}

/** The one API client. Calls with a schema parse the answer; calls without ignore the (empty) body. */
export const http = {
  async get<S extends z.ZodMiniType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.infer<S>> {
    return parse(await send('GET', path, undefined, options), schema, path);
  },
  /**
   * A big list (10,000 attributes): a re-read whose bytes have the digest of the list's on screen
   * answers that very list, so nothing is decoded, parsed, checked, re-rendered or kept again. Such a
   * re-read (a reload's, in its first second) costs the page one 11 ms task, the digest: decoding and
   * comparing the 10 MB text cost it ~50 ms and 40 MB of garbage.
   */
  async getList<E extends Entry>(path: string, entry: E, { signal, client, queryKey }: QueryFunctionContext): Promise<z.infer<E>[]> {
    const bytes = await request('GET', path, undefined, { signal });
    const shown = client.getQueryData<z.infer<E>[]>(queryKey);
    const shownDigest = listSourceOf(shown)?.digest;
    // A first read's digest is taken when its first copy is kept, once the page has shown it: its 11 ms are not
    // between the answer and the rows.
    const digest = shown === undefined ? undefined : await digestOf(bytes);
    if (shown !== undefined && shownDigest !== undefined && shownDigest === digest) return shown;
    const text = textOf(bytes);
    const list = jsonOf(text, path);
    if (!passes(list, entry)) listIssue(list, entry, path);
    // The bytes, not the text: kept as a Blob, they cost the page's thread a copy, where the text was encoded (20-40 ms).
    rememberListSource(list as object, { text: bytes, digest });
    return list as z.infer<E>[];
  },
  async post<S extends z.ZodMiniType>(path: string, body: unknown, schema: S, options: RequestOptions = {}): Promise<z.infer<S>> {
    return parse(await send('POST', path, body, options), schema, path);
  },
  async postNoContent(path: string, body: unknown, options: RequestOptions = {}): Promise<void> {
    await send('POST', path, body, options);
  },
  async put(path: string, body: unknown, options: RequestOptions = {}): Promise<void> {
    await send('PUT', path, body, options);
  },
  async patch(path: string, body: unknown, options: RequestOptions = {}): Promise<void> {
    await send('PATCH', path, body, options);
  },
  async delete(path: string, options: RequestOptions = {}): Promise<void> {
    await send('DELETE', path, undefined, options);
  },
};
