import { configure, screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp } from 'msw';
import { describe, expect, it } from 'vitest';
import { sendingHere } from '../../src/api/outbox';
import { getConnection } from '../../src/api/settings';
import { addFault, listFaults, setLatency } from '../../src/mocks/control';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { renderApp } from '../render-app';

configure({ asyncUtilTimeout: 5000 });

/** The server holds every attribute save until `release` is called. */
function holdAttributeSaves(): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  mockServer.use(mockHttp.put(`${TEST_API_BASE_URL}/attributes`, () => held.then(() => undefined)));
  return release;
}

/** On /attributes: a bulk edit (Disable indexing → Yes) of the first six attributes, confirmed. */
async function startBulkEditOfSix() {
  const view = renderApp('/attributes');
  const { user } = view;
  const table = await screen.findByRole('table', { name: 'Attributes' });
  const boxes = within(table).getAllByRole('checkbox', { name: /^Select (?!all )/ });
  for (const box of boxes.slice(0, 6)) await user.click(box);
  const bar = await screen.findByRole('region', { name: 'Bulk edit' });
  await user.selectOptions(within(bar).getByLabelText('Setting to change'), 'Disable indexing');
  await user.selectOptions(within(bar).getByLabelText('New value'), 'Yes');
  await user.click(within(bar).getByRole('button', { name: 'Apply to 6 attributes…' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Set on 6 attributes' }));
  return view;
}

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

  it('does not move to another base URL while a bulk edit is still being sent: its remaining steps stay with the server they were started on', async () => {
    // The server holds every attribute save until released: the bulk edit is still under way while the editor is in Settings.
    const release = holdAttributeSaves();
    const writes: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method !== 'GET') writes.push(request.url);
    });
    const { user } = await startBulkEditOfSix();
    await waitFor(() => expect(writes.length).toBeGreaterThan(0));

    await user.click(screen.getByRole('link', { name: 'Settings' }));
    const baseUrl = await screen.findByLabelText('Base URL');
    await user.clear(baseUrl);
    await user.type(baseUrl, 'http://localhost/other-api');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(baseUrl).toHaveAccessibleDescription(/^Still being sent to http:\/\/localhost\/api: Bulk edit: Disable indexing → Yes on 6 attributes\. Change the base URL once that is done/),
    );
    expect(getConnection().apiBaseUrl).toBe(TEST_API_BASE_URL);
    expect(baseUrl).toHaveValue('http://localhost/other-api');

    release();
    await waitFor(() => expect(sendingHere()).toEqual([]));
    expect(writes).toHaveLength(6);
    expect(writes.filter((url) => !url.startsWith(`${TEST_API_BASE_URL}/`))).toEqual([]);
  });

  it('does not reset the demo data while a bulk edit is still being sent: its remaining steps would be written over the original data', async () => {
    const release = holdAttributeSaves();
    const { user } = await startBulkEditOfSix();
    await waitFor(() => expect(sendingHere()).not.toEqual([]));
    // A change of the demo data the reset is to throw away.
    const languages = (await (await fetch(`${TEST_API_BASE_URL}/v1/Languages`, { headers: { Authorization: 'test-key' } })).json()) as { Id: number }[];
    const before = languages.length;
    expect(
      (
        await fetch(`${TEST_API_BASE_URL}/v1/Languages`, {
          method: 'POST',
          headers: { Authorization: 'test-key', 'Content-Type': 'application/json' },
          body: JSON.stringify({ CultureCode: 'nl-NL', Name: 'Dutch', SortOrder: 9 }),
        })
      ).ok,
    ).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Settings' }));
    await user.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset demo data' }));

    expect(await screen.findByText(/^Still being sent: Bulk edit: Disable indexing → Yes on 6 attributes\. Reset the demo data once that is done/)).toBeInTheDocument();
    const after = (await (await fetch(`${TEST_API_BASE_URL}/v1/Languages`, { headers: { Authorization: 'test-key' } })).json()) as unknown[];
    expect(after).toHaveLength(before + 1);
    release();
    await waitFor(() => expect(sendingHere()).toEqual([]));
  });
});
