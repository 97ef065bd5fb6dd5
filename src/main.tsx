import { createRoot } from 'react-dom/client';
import { loadOutbox } from './api/outbox';
import { getConnection, loadRuntimeConfig } from './api/settings';
import { App } from './app/app';
import './app/styles.css';

const config = await loadRuntimeConfig();
if (config.mock) {
  // A dynamic import: with the mock off, msw is never downloaded.
  const { startMockWorker } = await import('./mocks/browser');
  await startMockWorker({ apiBaseUrl: getConnection().apiBaseUrl, latencyMs: import.meta.env.DEV ? 300 : 0 });
}

// Before the first render: an editor opened at once offers what a reload interrupted.
await loadOutbox();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<App />);
