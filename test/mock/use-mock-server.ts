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

/** fetch against the mock: JSON body, the API key on by default. */
export async function call(
  method: string,
  path: string,
  body?: unknown,
  options: { key?: boolean; raw?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown; text: string; contentType: string | null }> {
  const headers: Record<string, string> = { ...(options.key === false ? {} : KEY), ...options.headers };
  let payload: string | undefined = options.raw;
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  } else if (payload !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API}${path}`, { method, headers, body: payload });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed, text, contentType: response.headers.get('Content-Type') };
}
