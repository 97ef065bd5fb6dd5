import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearOutbox } from '../src/api/outbox';
import { forgetFetchedParts } from '../src/components/load-boundary';
import { activateInterfaceLanguage } from '../src/i18n/interface-language';
import { resetConnectionOverrides, setRuntimeConfig } from '../src/api/settings';
import { resetMockState } from '../src/mocks/control';
import { mockServer, TEST_API_BASE_URL } from '../src/mocks/node';

// Waits are for conditions; a busy 2-core machine may need more than the library's 1 s for them to hold.
configure({ asyncUtilTimeout: 5_000 });

// Node's fetch needs absolute URLs; the mock answers at the same base URL as in the browser's config.
setRuntimeConfig({ apiBaseUrl: TEST_API_BASE_URL, mock: true, defaultApiKey: 'test-key' });

// Tests read English unless they choose otherwise (a test of the Danish interface switches back after).
await activateInterfaceLanguage('en');

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  await clearOutbox();
  mockServer.resetHandlers();
  // A test's request listeners must not watch the next test's requests.
  mockServer.events.removeAllListeners();
  resetMockState();
  localStorage.clear();
  sessionStorage.clear();
  resetConnectionOverrides();
  forgetFetchedParts();
  await activateInterfaceLanguage('en');
});
afterAll(() => mockServer.close());
