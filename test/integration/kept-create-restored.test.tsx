import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../src/api/outbox';
import { addFault } from '../../src/mocks/control';
import { renderReloadableApp } from '../reload-app';

const SLOW = { timeout: 10_000 };

/** The outbox's device copy in jsdom (outbox.ts keeps it in the window's memory): what a reload reads. */
const keptAliases = () =>
  [...((globalThis as { pimOutboxMemory?: Map<string, OutboxEntry> }).pimOutboxMemory?.values() ?? [])]
    .filter((entry) => entry.resource === 'attribute')
    .map((entry) => (entry.values as { Alias?: string }).Alias);

/** Types the alias and sends the create, which cannot reach the server: the page keeps what was typed. */
async function refusedCreate(user: ReturnType<typeof userEvent.setup>, alias: string) {
  addFault({ method: 'POST', path: '/attributes', network: true, once: true });
  const field = await screen.findByLabelText('Alias', undefined, SLOW);
  await user.clear(field);
  await user.type(field, alias);
  await user.click(screen.getByRole('button', { name: 'Create attribute' }));
  await screen.findByText(/could not be reached/, undefined, SLOW);
}

// A reload loads the app's modules anew: slower than a test of one page.
describe('A new attribute: restoring another page’s kept input over this page’s own', { timeout: 30_000 }, () => {
  it('keeps the restored input on the device: the next reload offers it, and the input it was restored over stays kept', async () => {
    const user = userEvent.setup();
    const app = await renderReloadableApp('/attributes/new');
    await refusedCreate(user, 'isGiftWrapped');

    // The next page offers it; the editor types something else first, whose create is refused too, then restores the offer.
    await app.reload();
    const offer = await screen.findByRole('region', { name: 'Unsaved input' }, SLOW);
    await refusedCreate(user, 'isFragile');
    await user.click(within(offer).getByRole('button', { name: 'Restore what you typed' }));
    await waitFor(() => expect(screen.getByLabelText('Alias')).toHaveValue('isGiftWrapped'));
    await waitFor(() => expect(keptAliases().sort()).toEqual(['isFragile', 'isGiftWrapped']));

    // What the form showed is offered first after a reload.
    await app.reload();
    const next = await screen.findByRole('region', { name: 'Unsaved input' }, SLOW);
    await user.click(within(next).getByRole('button', { name: 'Restore what you typed' }));
    await waitFor(() => expect(screen.getByLabelText('Alias')).toHaveValue('isGiftWrapped'));
  });
});
