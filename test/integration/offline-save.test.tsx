import { screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { renderApp } from '../render-app';

type Attribute = Record<string, unknown> & { Uid: string; Alias: string };
const headers = { Authorization: 'test-key', 'Content-Type': 'application/json' };

async function serverCopy(alias: string): Promise<Attribute> {
  const all = (await (await fetch(`${TEST_API_BASE_URL}/attributes`, { headers })).json()) as Attribute[];
  return all.find((attribute) => attribute.Alias === alias)!;
}

afterEach(() => onlineManager.setOnline(true));

describe('A save while the browser says it is offline', () => {
  it('is sent at once, never later over the merge it made before (a colleague’s save meanwhile would be overwritten)', async () => {
    const { Uid } = await serverCopy('colour');
    const { user } = renderApp(`/attributes/${Uid}`);
    await waitFor(() => expect(screen.getByLabelText('Alias')).toHaveValue('colour'));
    // The connection drops while the save re-reads the attribute: its merge is made, its PUT is next.
    mockServer.use(http.get(`${TEST_API_BASE_URL}/attributes/${Uid}`, () => void onlineManager.setOnline(false), { once: true }));
    await user.type(screen.getByLabelText('Backoffice description'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Sent (or failed, on a real network) now: not held until the browser says it is online again.
    await screen.findAllByText(/Attribute colour saved\./);

    // A colleague's save on another machine, then the connection comes back: both stand.
    const response = await fetch(`${TEST_API_BASE_URL}/attributes`, { method: 'PUT', headers, body: JSON.stringify({ ...(await serverCopy('colour')), BackofficeName: 'Colour (colleague)' }) });
    expect(response.status).toBe(200);
    onlineManager.setOnline(true);
    await waitFor(async () => expect(await serverCopy('colour')).toMatchObject({ BackofficeName: 'Colour (colleague)', BackofficeDescription: expect.stringMatching(/Mine$/) }));
  });
});
