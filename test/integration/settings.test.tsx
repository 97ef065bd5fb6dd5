import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addFault, listFaults, setLatency } from '../../src/mocks/control';
import { renderApp } from '../render-app';

configure({ asyncUtilTimeout: 5000 });

describe('Settings', () => {
  it('keeps the Save button (and the keyboard focus on it) after saving', async () => {
    const { user } = renderApp('/settings');
    const version = await screen.findByLabelText('Server version');
    await user.clear(version);
    await user.type(version, '3.4.0');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await screen.findByText('Connection settings saved.')).toBeInTheDocument();
    expect(save).toBeEnabled();
    expect(save).toHaveFocus();
  });

  it('shows the faults and the delay already in force, so they can be removed', async () => {
    addFault({ method: 'GET', path: '/attributes', status: 500 });
    setLatency(250);
    const { user } = renderApp('/settings');
    const remove = await screen.findByRole('button', { name: 'Remove all faults (1)' });
    expect(screen.getByLabelText('Answer delay (ms)')).toHaveValue('250');
    await user.click(remove);
    expect(listFaults()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Remove all faults (0)' })).toBeDisabled();
  });

  it('refuses a fault status that is not an HTTP status at the field, without a page error', async () => {
    const { user } = renderApp('/settings');
    const status = await screen.findByLabelText('Status');
    await user.clear(status);
    await user.type(status, 'abc');
    await user.click(screen.getByRole('button', { name: 'Add fault' }));
    await waitFor(() => expect(status).toHaveAccessibleDescription(/Enter an HTTP status from 200 to 599/));
    expect(listFaults()).toEqual([]);
  });
});
