import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';

/** The base URL tests use: Node's fetch needs an absolute URL. */
export const TEST_API_BASE_URL = 'http://localhost/api';

/** The mock API for vitest; test/setup.ts starts it and resets it after each test. */
export const mockServer = setupServer(...createHandlers(TEST_API_BASE_URL));

// msw throws when listen() is called twice; remember the state so helpers can start it only once.
let listening = false;
const listen = mockServer.listen.bind(mockServer);
const close = mockServer.close.bind(mockServer);
mockServer.listen = (...args) => {
  listen(...args);
  listening = true;
};
mockServer.close = () => {
  close();
  listening = false;
};

export function isMockServerListening(): boolean {
  return listening;
}
