import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addFault } from '../../src/mocks/control';
import { renderApp } from '../render-app';

// The list loads its route chunk and two queries; on a busy 2-core machine that can take over the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const whereUsed = () => screen.getByRole('button', { name: 'Where used' });
const exportShown = () => screen.getByRole('button', { name: /^Export shown/ });

describe('Attributes list that failed to load', () => {
  it('offers Where used and Export shown only once the list has loaded', async () => {
    const removeFault = addFault({ method: 'GET', path: '/attributes', status: 500 });
    const { user } = renderApp('/attributes');
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    // Nothing to report on or export while the list failed.
    expect(whereUsed()).toBeDisabled();
    expect(exportShown()).toBeDisabled();

    removeFault();
    await user.click(tryAgain);
    await screen.findByRole('table', { name: 'Attributes' });
    await waitFor(() => expect(whereUsed()).toBeEnabled());
    expect(exportShown()).toBeEnabled();
  });
});
