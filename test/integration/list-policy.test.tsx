import { focusManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { renderApp } from '../render-app';

const headers = { Authorization: 'test-key', 'Content-Type': 'application/json' };

/** Counts the reads of one list path the app makes from now on. */
function countReads(path: string) {
  const reads = { count: 0 };
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === new URL(`${TEST_API_BASE_URL}${path}`).pathname) reads.count += 1;
  });
  return reads;
}

/** The editor leaves the browser tab and comes back. */
function returnToTab() {
  focusManager.setFocused(false);
  focusManager.setFocused(true);
}

/** Only the clock moves (timers stay real): what was read is now `minutes` old. */
function minutesPass(minutes: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + minutes * 60_000);
}

afterEach(() => {
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('query policy per resource', () => {
  it('the attribute list (a big list) is not re-read on a return to the tab; it says how old it is and Refresh re-reads it', async () => {
    const { user } = renderApp('/attributes');
    await screen.findByRole('table');
    expect(screen.getByText('Updated just now')).toBeInTheDocument();
    const reads = countReads('/attributes');
    // A colleague creates an attribute meanwhile.
    const response = await fetch(`${TEST_API_BASE_URL}/attributes`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ Uid: crypto.randomUUID(), Alias: 'addedByColleague', AttributeType: 'BooleanAttribute', Name: {}, Description: {} }),
    });
    expect(response.status).toBe(200);

    minutesPass(10);
    // The languages (a small list) are re-read on return; the attributes are not.
    const languageReads = countReads('/v1/Languages');
    returnToTab();
    await waitFor(() => expect(languageReads.count).toBeGreaterThan(0));
    expect(reads.count).toBe(0);
    expect(screen.queryByRole('link', { name: 'addedByColleague' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh the attributes' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search attributes' }), 'addedByColleague');
    expect(await screen.findByRole('link', { name: 'addedByColleague' })).toBeInTheDocument();
    expect(reads.count).toBe(1);
    expect(screen.getByText('Updated just now')).toBeInTheDocument();
  });

  it('an open attribute is re-read on a return to the tab, so a colleague’s change is noticed', async () => {
    const { uid } = await (async () => {
      const all = (await (await fetch(`${TEST_API_BASE_URL}/attributes`, { headers })).json()) as { Uid: string; Alias: string }[];
      return { uid: all.find((attribute) => attribute.Alias === 'colour')!.Uid };
    })();
    renderApp(`/attributes/${uid}`);
    await waitFor(() => expect(screen.getByLabelText('Alias')).toHaveValue('colour'));
    const copy = (await (await fetch(`${TEST_API_BASE_URL}/attributes/${uid}`, { headers })).json()) as Record<string, unknown>;
    await fetch(`${TEST_API_BASE_URL}/attributes`, { method: 'PUT', headers, body: JSON.stringify({ ...copy, BackofficeName: 'Colour (colleague)' }) });
    minutesPass(1);
    returnToTab();
    // Nothing was typed: the form shows the colleague's copy and says so.
    expect(await screen.findByText('Changed elsewhere (Backoffice name): the form shows the saved copy now.')).toBeInTheDocument();
    expect(screen.getByLabelText('Backoffice name')).toHaveValue('Colour (colleague)');
  });
});
