import { browserStorage, connectionChanged, KEY_KEY, OVERRIDES_KEY } from './settings';

// Settings' save, apart from settings.ts: every page loads that module at start.

export function saveConnection(next: { apiBaseUrl: string; serverVersion: string; apiKey: string; rememberKey: boolean }) {
  browserStorage('local')?.setItem(OVERRIDES_KEY, JSON.stringify({ apiBaseUrl: next.apiBaseUrl, serverVersion: next.serverVersion }));
  browserStorage('local')?.removeItem(KEY_KEY);
  browserStorage('session')?.removeItem(KEY_KEY);
  browserStorage(next.rememberKey ? 'local' : 'session')?.setItem(KEY_KEY, next.apiKey);
  connectionChanged();
}
