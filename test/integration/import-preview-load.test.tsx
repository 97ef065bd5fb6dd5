import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBundle } from '../../src/api/model-bundle';
import { renderApp } from '../render-app';

const SLOW = { timeout: 5000 };
const PREVIEW = '../../src/features/transfer/import-preview';

afterEach(() => {
  vi.doUnmock(PREVIEW);
});

const emptyExport = () =>
  new File([JSON.stringify(makeBundle({ attributes: [] }, { apiBaseUrl: 'https://test.example/api', serverVersion: '4.0.0' }))], 'empty.pim.json', { type: 'application/json' });

describe('Import: the preview, fetched with the first file', () => {
  it('a preview file that cannot load says so with a retry, and the page stays', async () => {
    // As when a new deployment has replaced the file, or the network is gone.
    vi.doMock(PREVIEW, () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { user } = renderApp('/import');
    await user.upload(await screen.findByLabelText('Choose an export file…', undefined, SLOW), emptyExport());
    const alert = (await screen.findByText('Could not load the import preview.', {}, SLOW)).closest('[role="alert"]') as HTMLElement;
    expect(alert).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Import models' })).toBeInTheDocument();

    vi.doUnmock(PREVIEW);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Preview' }, SLOW)).toHaveTextContent('empty.pim.json');
  });
});
