import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addFault, setLatency } from '../../src/mocks/control';
import { mockServer } from '../../src/mocks/node';
import { getStore } from '../../src/mocks/store';
import { colleagueSaves, openDanish, recordPuts, saveIn, type Language } from './language-helpers';

configure({ asyncUtilTimeout: 5000 });

function recordPosts() {
  const posts: unknown[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/Languages')) posts.push(await request.clone().json());
  });
  return posts;
}

describe('Language dialog: where a save ends up', () => {
  it('a language gone from the server is said so, survives a refetch of the list, and is added again only on request', async () => {
    const { user, dialog, name, before, queryClient } = await openDanish();
    await user.clear(name);
    await user.type(name, 'Dansk');
    // The API has no language delete: it goes by some other way, straight from the server's store.
    getStore().languages.delete(String(before.Id));
    const puts = recordPuts();
    const posts = recordPosts();
    await user.click(saveIn(dialog));
    expect(await within(dialog).findByText(/This language is no longer on the server\./)).toBeInTheDocument();
    // The list is re-read (another tab, a return to the page): the dialog and the typed text stay.
    await queryClient.invalidateQueries();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Dansk');
    expect(puts).toEqual([]);
    expect(posts).toEqual([]);
    // Typed after the notice: on screen, so added too.
    await user.type(within(dialog).getByLabelText('Name'), ' (igen)');
    await user.click(within(dialog).getByRole('button', { name: 'Add it again from what is on screen' }));
    await waitFor(() => expect(posts).toEqual([{ CultureCode: 'da-DK', Name: 'Dansk (igen)', SortOrder: before.SortOrder }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Language da-DK added again.')).toBeInTheDocument();
  });

  it('a save that succeeds after the page was left says so with a link back', async () => {
    const { user, router, dialog, name, before } = await openDanish();
    const puts = recordPuts();
    setLatency(300);
    await user.clear(name);
    await user.type(name, 'Dansk');
    await user.click(saveIn(dialog));
    await router.navigate('/attributes');
    const message = await screen.findByText('Language da-DK saved.');
    expect(await within(message.closest('.toast') as HTMLElement).findByRole('link', { name: 'Open it' })).toHaveAttribute('href', `/languages?edit=${before.Id}`);
    expect(puts).toEqual([{ ...before, Name: 'Dansk' }]);
  });

  it('a failed save’s message goes when the editor saves again: a red “not saved” never stands beside the saved result', async () => {
    const { user, dialog, name } = await openDanish();
    addFault({ method: 'PUT', path: '/v1/Languages', status: 500, once: true });
    await user.clear(name);
    await user.type(name, 'Dansk');
    await user.click(saveIn(dialog));
    const failure = await screen.findByText(/^Language da-DK was not saved: .* What you typed is kept\./);
    await user.click(saveIn(dialog));
    await screen.findByText('Language da-DK saved.');
    expect(failure).not.toBeInTheDocument();
    // Activity still lists both.
    await user.click(screen.getByRole('button', { name: 'Activity' }));
    expect(await screen.findByText(/^Language da-DK was not saved: /)).toBeInTheDocument();
  });

  it('Ctrl+S saves the dialog', async () => {
    const { user, name, before } = await openDanish();
    const puts = recordPuts();
    await user.clear(name);
    await user.type(name, 'Dansk');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(puts).toEqual([{ ...before, Name: 'Dansk' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('“Show changes” lists what a colleague changed, and the typed text stays', async () => {
    const { user, dialog, name, before, queryClient } = await openDanish();
    await user.clear(name);
    await user.type(name, 'Dansk');
    await colleagueSaves({ SortOrder: 55 });
    await queryClient.invalidateQueries();
    await user.click(await within(dialog).findByRole('button', { name: 'Show changes' }));
    const table = within(dialog).getByRole('table', { name: 'Changed elsewhere' });
    expect(within(table).getByRole('row', { name: `Sort order ${before.SortOrder} 55` })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Dansk');
  });

  it('the conflict panel shows the name when opened, on the server now and yours', async () => {
    const { user, dialog, name, before } = await openDanish();
    await colleagueSaves({ Name: 'Theirs' });
    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(saveIn(dialog));
    const panel = await within(dialog).findByRole('region', { name: 'Someone else changed this field too' });
    const cells = within(within(panel).getByRole('row', { name: /^Name/ })).getAllByRole('cell');
    expect(cells.slice(0, 3).map((cell) => cell.textContent)).toEqual([(before as Language).Name, 'Theirs', 'Mine']);
  });
});
