import type * as z from 'zod/mini';
import type { FieldErrors } from '../api/api-error';
import { isUuid } from './ids';
import { badRequest, fieldRefusal } from './problem';

/** Collects field errors in ASP.NET's shape: field (or path) -> messages. */
export class FieldCheck {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  /** Stops the request with 400 when anything was added. */
  done(): void {
    if (Object.keys(this.errors).length > 0) throw badRequest(null, this.errors);
  }
}

/** The body as JSON, or a 400 when it is empty or not JSON. */
async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') throw badRequest('The request body is empty; send JSON.');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function readObject(request: Request): Promise<JsonObject> {
  const body = await readJson(request);
  if (!isObject(body)) throw badRequest('The request body must be a JSON object.');
  return body;
}

/** A batch body: a JSON array of strings (uuids). */
export async function readUidList(request: Request): Promise<string[]> {
  const body = await readJson(request);
  if (!Array.isArray(body) || !body.every((item) => typeof item === 'string')) {
    throw badRequest('The request body must be a JSON array of uuid strings.');
  }
  return body;
}

export const isInt32 = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= -2147483648 && value <= 2147483647;

/** `Configuration.Tabs[0].Sections[1]` from a zod issue path. */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : `${text ? '.' : ''}${String(key)}`;
  return text || '$';
}

/** Checks the body against a wire schema from src/api; each mismatch becomes a field error. */
export function checkShape(schema: z.ZodMiniType, body: unknown, check: FieldCheck): void {
  const result = schema.safeParse(body);
  if (result.success) return;
  for (const issue of result.error.issues) {
    const field = formatPath(issue.path);
    if (!check.has(field)) check.add(field, `${field}: ${issue.message}`);
  }
}

/** A uuid field that must be present (Uid of a PUT or PATCH). */
export function requireUuid(body: JsonObject, field: string): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') throw fieldRefusal(field, `${field} is required.`);
  if (!isUuid(value)) throw fieldRefusal(field, `${field} must be a uuid.`);
  return value;
}

/** Checks a field only when it is present; `nullable` allows null. */
export function checkOptional(body: JsonObject, field: string, check: FieldCheck, kind: 'string' | 'uuid' | 'int32' | 'boolean', nullable: boolean): void {
  if (!(field in body)) return;
  const value = body[field];
  if (value === null) {
    if (!nullable) check.add(field, `${field} must not be null.`);
    return;
  }
  const ok = kind === 'string' ? typeof value === 'string' : kind === 'uuid' ? isUuid(value) : kind === 'int32' ? isInt32(value) : typeof value === 'boolean';
  const expected = { string: 'a string', uuid: 'a uuid', int32: 'a 32-bit integer', boolean: 'true or false' }[kind];
  if (!ok) check.add(field, `${field} must be ${expected}${nullable ? ' or null' : ''}.`);
}

/** Map key of a uuid: .NET compares Guids case-insensitively. */
export const uidKey = (uid: string) => uid.toLowerCase();

/** A copy of an object without the named keys. */
export function withoutKeys(body: JsonObject, keys: readonly string[]): JsonObject {
  const copy: JsonObject = { ...body };
  for (const key of keys) delete copy[key];
  return copy;
}
