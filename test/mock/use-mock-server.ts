import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockState } from '../../src/mocks/control';
import { isMockServerListening, mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';

/**
 * Starts the mock server for a test file unless test/setup.ts already did, and resets the
 * mock after each test either way. Tests call the mock with plain fetch.
 */
export function useMockServer() {
  let startedHere = false;
  beforeAll(() => {
    if (isMockServerListening()) return;
    mockServer.listen({ onUnhandledRequest: 'error' });
    startedHere = true;
  });
  afterEach(() => {
    mockServer.resetHandlers();
    resetMockState();
  });
  afterAll(() => {
    if (startedHere) mockServer.close();
  });
}

export const API = TEST_API_BASE_URL;
export const KEY = { Authorization: 'test-key' };

/** fetch against the mock: JSON body, the API key on by default; `base` names another mock (e.g. a second tab's). */
export async function call(
  method: string,
  path: string,
  body?: unknown,
  options: { key?: boolean; raw?: string; headers?: Record<string, string>; base?: string } = {},
): Promise<{ status: number; body: unknown; text: string; contentType: string | null }> {
  const headers: Record<string, string> = { ...(options.key === false ? {} : KEY), ...options.headers };
  let payload: string | undefined = options.raw;
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  } else if (payload !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${options.base ?? API}${path}`, { method, headers, body: payload });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed, text, contentType: response.headers.get('Content-Type') };
}

type Answer = Awaited<ReturnType<typeof call>>;

/** Asserts a ProblemDetails answer (PascalCase, application/problem+json); answers its Errors. */
export function expectProblem(answer: Answer, status: number, errorField?: string): Record<string, string[]> {
  if (answer.status !== status) throw new Error(`Expected ${status}, got ${answer.status}: ${answer.text}`);
  if (!answer.contentType?.startsWith('application/problem+json')) throw new Error(`Not a problem content type: ${answer.contentType}`);
  const body = answer.body as Record<string, unknown>;
  for (const key of ['Type', 'Title', 'Status', 'Detail', 'Instance']) {
    if (!(key in body)) throw new Error(`ProblemDetails without ${key}: ${answer.text}`);
  }
  if (body.Status !== status) throw new Error(`ProblemDetails.Status ${String(body.Status)} != ${status}`);
  const errors = (body.Errors ?? {}) as Record<string, string[]>;
  if (errorField !== undefined) {
    const messages = errors[errorField];
    if (!Array.isArray(messages) || messages.length === 0 || !messages.every((m) => typeof m === 'string' && m.length > 0)) {
      throw new Error(`Expected an error on ${errorField}: ${answer.text}`);
    }
  }
  return errors;
}
