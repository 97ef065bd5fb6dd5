import { createRoot } from 'react-dom/client';
import { loadOutbox } from './api/outbox';
import { getConnection, loadRuntimeConfig } from './api/settings';
import { App } from './app/app';
import { MockNotRunning } from './app/mock-not-running';
import './app/styles.css';
import { removeLeftoverMockWorker } from './mocks/worker-upkeep';

/** Starts the embedded mock; answers why it could not start in this tab, or null. */
async function startMock(): Promise<{ error: unknown } | null> {
  try {
    // A dynamic import: with the mock off, msw is never downloaded.
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker({ apiBaseUrl: getConnection().apiBaseUrl, latencyMs: import.meta.env.DEV ? 300 : 0 });
    return null;
  } catch (error) {
    return { error };
  }
}

const config = await loadRuntimeConfig();
const mockFailure = config.mock ? await startMock() : null;
if (!config.mock) void removeLeftoverMockWorker();

// Before the first render: an editor opened at once offers what a reload interrupted.
await loadOutbox();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(mockFailure ? <MockNotRunning error={mockFailure.error} /> : <App />);
