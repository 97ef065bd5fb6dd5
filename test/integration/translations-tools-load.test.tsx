import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../render-app';

const SLOW = { timeout: 5000 };
const TOOLS = '../../src/features/translations/copy-and-csv';

afterEach(() => {
  vi.doUnmock(TOOLS);
});

describe('Translations: the Copy and CSV tools, fetched on first open', () => {
  it('a tools file that cannot load says so with a retry, and leaves the grid and what was typed in it', async () => {
    // As when a new deployment has replaced the file, or the network is gone.
    vi.doMock(TOOLS, () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { user } = renderApp('/translations');
    const grid = await screen.findByRole('grid', { name: 'Names by language' }, SLOW);
    const input = within(grid).getAllByRole('textbox', { name: / name in fr-CA$/ })[0]!;
    await user.clear(input);
    await user.type(input, 'Texte en cours');

    await user.click(screen.getByRole('button', { name: 'Copy and CSV' }));
    const alert = (await screen.findByText('Could not load the copy and CSV tools.', {}, SLOW)).closest('[role="alert"]') as HTMLElement;
    expect(alert).toBeVisible();
    expect(screen.getByRole('grid', { name: 'Names by language' })).toBeInTheDocument();
    expect(input).toHaveValue('Texte en cours');

    vi.doUnmock(TOOLS);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Copy from another language' }, SLOW)).toBeVisible();
    expect(input).toHaveValue('Texte en cours');
  });
});
