import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOutbox, type OutboxEntry } from '../../src/api/outbox';
import { TEST_API_BASE_URL } from '../../src/mocks/node';
import { getStore } from '../../src/mocks/store';
import { renderApp } from '../render-app';

/** Another tab of this browser is open (its page lock is held): the page that is sending the work below. */
function anotherTabIsOpen() {
  const locks = {
    request: (_name: string, _options: unknown, work: () => Promise<unknown>) => work(),
    query: async () => ({ held: [{ name: 'pim:page:other-tab-page' }] }),
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

/** A bulk edit another open tab is still sending, as this tab's outbox hears of it. */
async function bulkEditOfAnotherTab() {
  const key = 'attributeBulkEdit:other-run';
  const now = Date.now();
  const entry: OutboxEntry = {
    key,
    resource: 'attributeBulkEdit',
    recordId: 'other-run',
    kind: 'plan',
    state: 'sending',
    label: 'Bulk edit: Disable indexing → Yes on 6 attributes',
    steps: [],
    page: 'other-tab-page',
    createdAt: now,
    updatedAt: now,
  };
  (globalThis as { pimOutboxMemory?: Map<string, OutboxEntry> }).pimOutboxMemory!.set(`${TEST_API_BASE_URL}|${key}`, entry);
  await loadOutbox();
}

describe('Reset demo data while another tab of this browser is sending work', () => {
  it('is refused and names the work: the other tab’s remaining steps would be written over the original data', async () => {
    anotherTabIsOpen();
    await bulkEditOfAnotherTab();
    const languages = getStore().languages.size;
    getStore().languages.set('9999', { Id: 9999, CultureCode: 'nl-NL', Name: 'Dutch', SortOrder: 9 });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset demo data' }));
    expect(await screen.findByText(/^Still being sent: Bulk edit: Disable indexing → Yes on 6 attributes\. Reset the demo data once that is done/)).toBeInTheDocument();
    expect(getStore().languages.size).toBe(languages + 1);
  });
});
