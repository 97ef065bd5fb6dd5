import { configure, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { addFault, setLatency } from '../../src/mocks/control';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import * as z from 'zod/mini';
import { http as api } from '../../src/api/http';
import { languageQueries, languageSchema } from '../../src/api/languages';
import { keptCreates } from '../../src/api/outbox-create';
import { findFocusedError, recordAnnouncements } from '../announcements';
import { renderApp } from '../render-app';
import { colleagueSaves, openDanish, recordPuts, saveIn } from './language-helpers';

configure({ asyncUtilTimeout: 5000 });

/** Danish's name typed as "Dansk", its save refused (the input kept on this device), and the page left. */
async function danishRefusedAndLeft() {
  addFault({ method: 'PUT', path: '/v1/Languages', status: 500, once: true });
  const first = await openDanish();
  await first.user.clear(first.name);
  await first.user.type(first.name, 'Dansk');
  await first.user.click(saveIn(first.dialog));
  await screen.findByText(/^Language da-DK was not saved: .* What you typed is kept\./);
  first.unmount();
}

/** The description of the dialog the focus first enters: what a screen reader reads as it opens (a later one is not read). */
function descriptionWhenFocusEnters() {
  return new Promise<string>((resolve) => {
    const entered = (event: FocusEvent) => {
      const dialog = (event.target as Element).closest('[role="dialog"]');
      if (!dialog) return;
      document.removeEventListener('focusin', entered);
      const describedBy = dialog.getAttribute('aria-describedby');
      resolve((describedBy && document.getElementById(describedBy)?.textContent) || '');
    };
    document.addEventListener('focusin', entered);
  });
}

describe('Language dialog: nothing lost', () => {
  it('Back asks before closing the dialog over what was typed, and “Cancel” keeps it', async () => {
    const { user, router, dialog, name } = await openDanish();
    await user.clear(name);
    await user.type(name, 'Dansk');
    await router.navigate(-1);
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.search).toMatch(/^\?edit=\d+$/);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Dansk');
  });

  it('a failed save says why beside Save and in a toast, keeps every value, and a screen reader hears it once (the focus on it)', async () => {
    addFault({ method: 'PUT', path: '/v1/Languages', status: 500, once: true });
    const { user, dialog, name } = await openDanish();
    await user.clear(name);
    await user.type(name, 'Dansk');
    const said = recordAnnouncements();
    await user.click(saveIn(dialog));
    expect(await screen.findByText(/^Language da-DK was not saved: .*Injected fault.* What you typed is kept\./)).toBeInTheDocument();
    expect(await findFocusedError(dialog.querySelector<HTMLElement>('.form-actions'))).toHaveTextContent(/Injected fault/);
    expect(said.count(/Injected fault/)).toBe(1);
    said.stop();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Dansk');
  });

  it('a save refused at a field: the focus goes to the field, and a screen reader hears the reason once (its description)', async () => {
    mockServer.use(
      mswHttp.put(`${TEST_API_BASE_URL}/v1/Languages`, () => HttpResponse.json({ title: 'Validation failed', status: 400, errors: { Name: ['Names are at most 3 letters here.'] } }, { status: 400 }), {
        once: true,
      }),
    );
    const { user, dialog, name } = await openDanish();
    await user.clear(name);
    await user.type(name, 'Dansk');
    const said = recordAnnouncements();
    await user.click(saveIn(dialog));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(/Names are at most 3 letters here\./);
    expect(screen.getByText(/^Language da-DK was not saved: .*Names are at most 3 letters here\./)).toBeInTheDocument();
    // Heard once, as the field the focus lands on is read: not from a live region, nor from a field read before its error showed.
    expect(said.heard.filter((text) => /Names are at most 3 letters here/.test(text))).toEqual([expect.stringMatching(/^Name\b/)]);
    said.stop();
  });

  it('restoring kept input puts back only what was typed: a colleague’s sort order saved since stays', async () => {
    await danishRefusedAndLeft();
    await colleagueSaves({ SortOrder: 42 });

    const { user, dialog } = await openDanish();
    await user.click(within(await within(dialog).findByRole('region', { name: 'Unsaved input' })).getByRole('button', { name: 'Restore what you typed' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveValue('Dansk'));
    expect(within(dialog).getByLabelText('Sort order')).toHaveValue('42');
    await user.click(saveIn(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const danish = (await api.get('/v1/Languages', z.array(languageSchema))).find((language) => language.CultureCode === 'da-DK');
    expect(danish).toMatchObject({ Name: 'Dansk', SortOrder: 42 });
  });

  it('a refusal that names a field puts the focus on it', async () => {
    mockServer.use(
      mswHttp.put(`${TEST_API_BASE_URL}/v1/Languages`, () => HttpResponse.json({ Title: 'Validation failed', Status: 400, Errors: { SortOrder: ['Taken by another language.'] } }, { status: 400 })),
    );
    const { user, dialog, name } = await openDanish();
    await user.type(name, 'x');
    await user.click(saveIn(dialog));
    await waitFor(() => expect(within(dialog).getByLabelText('Sort order')).toHaveFocus());
    expect(within(dialog).getByLabelText('Sort order')).toHaveAccessibleDescription(/Taken by another language\./);
  });

  it('text typed while a save runs keeps the dialog open with that text unsaved', async () => {
    const { user, dialog, name } = await openDanish();
    const puts = recordPuts();
    setLatency(300);
    await user.clear(name);
    await user.type(name, 'Dansk');
    await user.click(saveIn(dialog));
    const sortOrder = within(dialog).getByLabelText('Sort order');
    await user.clear(sortOrder);
    await user.type(sortOrder, '77');
    expect(await within(dialog).findByText('Saved. What you typed while it was saving is not saved yet.')).toBeInTheDocument();
    expect(puts.at(-1)).toMatchObject({ Name: 'Dansk' });
    expect(within(dialog).getByLabelText('Sort order')).toHaveValue('77');
    await user.click(saveIn(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts.at(-1)).toMatchObject({ Name: 'Dansk', SortOrder: 77 });
  });

  it('a save that fails after the page was left says so with a link back, and what was typed is offered again', async () => {
    const { user, router, dialog, name, before } = await openDanish();
    setLatency(300);
    addFault({ method: 'PUT', path: '/v1/Languages', status: 500, once: true });
    await user.clear(name);
    await user.type(name, 'Dansk');
    await user.click(saveIn(dialog));
    await router.navigate('/attributes');
    const message = await screen.findByText(/^Language da-DK was not saved: .* What you typed is kept\./);
    expect(await within(message.closest('.toast')!).findByRole('link', { name: 'Open it' })).toHaveAttribute('href', `/languages?edit=${before.Id}`);
    setLatency(0);
    await router.navigate(`/languages?edit=${before.Id}`);
    const offer = await screen.findByRole('region', { name: 'Unsaved input' });
    await user.click(within(offer).getByRole('button', { name: 'Restore what you typed' }));
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByLabelText('Name')).toHaveValue('Dansk'));
  });
});

describe('Language dialog: two editors, one record', () => {
  it('a colleague’s change is told quietly; saving merges it and names it', async () => {
    const { user, dialog, name, queryClient, before } = await openDanish();
    await user.clear(name);
    await user.type(name, 'Dansk');
    await colleagueSaves({ SortOrder: 55 });
    await queryClient.invalidateQueries();
    expect(await within(dialog).findByText(/This language was changed elsewhere since you opened it \(Sort order\)/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Dansk');
    const puts = recordPuts();
    await user.click(saveIn(dialog));
    expect(await screen.findByText('Language da-DK saved. Merged with changes made since you opened it: Sort order.')).toBeInTheDocument();
    expect(puts).toEqual([{ ...before, Name: 'Dansk', SortOrder: 55 }]);
  });

  it('sends nothing when both changed the name; the editor chooses, then it saves', async () => {
    const { user, dialog, name } = await openDanish();
    await colleagueSaves({ Name: 'Theirs' });
    const puts = recordPuts();
    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(saveIn(dialog));
    const panel = await within(dialog).findByRole('region', { name: 'Someone else changed this field too' });
    expect(puts).toEqual([]);
    const row = within(panel).getByRole('row', { name: /^Name/ });
    await user.click(within(row).getByRole('radio', { name: 'Theirs' }));
    await user.click(within(panel).getByRole('button', { name: 'Save with these choices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Theirs on the only field both changed: the server has the result already, so nothing is sent.
    expect(puts).toEqual([]);
  });

  it('a dialog that opens with kept input says so to a screen reader (its description), with the focus still on the first field', async () => {
    await danishRefusedAndLeft();

    const { dialog } = await openDanish();
    await waitFor(() => expect(dialog).toHaveAccessibleDescription(/What you typed here earlier was not saved\. It was kept on this device\./));
    expect(within(dialog).getByRole('button', { name: 'Restore what you typed' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Culture code')).toHaveFocus();
  });

  it('reviews what a save will change before anything is sent', async () => {
    const { user, dialog, name, before } = await openDanish();
    const puts = recordPuts();
    await user.clear(name);
    await user.type(name, 'Dansk');
    await user.click(within(dialog).getByRole('button', { name: 'Review changes' }));
    const review = await within(dialog).findByRole('table', { name: 'What saving will change' });
    expect(within(review).getByRole('row', { name: `Name ${before.Name} Dansk` })).toBeInTheDocument();
    expect(puts).toEqual([]);
  });
});

describe('New language: nothing lost', () => {
  async function typeNewLanguage(code: string) {
    const view = renderApp('/languages?new');
    const dialog = await screen.findByRole('dialog', { name: 'New language' });
    await view.user.type(within(dialog).getByLabelText('Culture code'), code);
    await view.user.clear(within(dialog).getByLabelText('Name'));
    await view.user.type(within(dialog).getByLabelText('Name'), 'Islandsk (vores)');
    await view.user.click(saveIn(dialog));
    await within(dialog).findByText(/could not be reached/);
    return view;
  }

  it('an addition that did not go through is offered back when the form opens again', async () => {
    addFault({ method: 'POST', path: '/v1/Languages', network: true, once: true });
    (await typeNewLanguage('is-IS')).unmount();

    const { user } = renderApp('/languages?new');
    const dialog = await screen.findByRole('dialog', { name: 'New language' });
    await user.click(within(await within(dialog).findByRole('region', { name: 'Unsaved input' })).getByRole('button', { name: 'Restore what you typed' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveValue('Islandsk (vores)'));
    expect(within(dialog).getByLabelText('Culture code')).toHaveValue('is-IS');
    await user.click(saveIn(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const languages = await api.get('/v1/Languages', z.array(languageSchema));
    expect(languages.filter((language) => language.CultureCode === 'is-IS').map((language) => language.Name)).toEqual(['Islandsk (vores)']);
    expect(keptCreates('language')).toEqual([]);
  });

  it('the New language dialog, opened with an addition kept, says so to a screen reader as the focus enters it (its description); Escape still closes it', async () => {
    addFault({ method: 'POST', path: '/v1/Languages', network: true, once: true });
    (await typeNewLanguage('is-IS')).unmount();

    const readOnOpening = descriptionWhenFocusEnters();
    const { user } = renderApp('/languages?new');
    const dialog = await screen.findByRole('dialog', { name: 'New language' });
    expect(await readOnOpening).toMatch(/What you typed here earlier was not saved\. It was kept on this device\./);
    expect(within(dialog).getByLabelText('Culture code')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an addition the server had after all is not offered back, though the list kept on the device is older', async () => {
    const keptList = await api.get('/v1/Languages', z.array(languageSchema));
    addFault({ method: 'POST', path: '/v1/Languages', network: true, once: true });
    (await typeNewLanguage('is-IS')).unmount();
    // Only the answer was lost.
    await api.postNoContent('/v1/Languages', { CultureCode: 'is-IS', Name: 'Islandsk (vores)', SortOrder: 99 });

    renderApp('/languages?new', (queryClient) => queryClient.setQueryData(languageQueries.all().queryKey, keptList));
    const dialog = await screen.findByRole('dialog', { name: 'New language' });
    await waitFor(() => expect(keptCreates('language')).toEqual([]));
    expect(within(dialog).queryByRole('region', { name: 'Unsaved input' })).not.toBeInTheDocument();
  });

  it('an addition whose culture code a colleague took meanwhile, under another name, is still offered back', async () => {
    addFault({ method: 'POST', path: '/v1/Languages', network: true, once: true });
    (await typeNewLanguage('is-IS')).unmount();
    await api.postNoContent('/v1/Languages', { CultureCode: 'is-IS', Name: 'Icelandic', SortOrder: 99 });

    const { user } = renderApp('/languages?new');
    const dialog = await screen.findByRole('dialog', { name: 'New language' });
    await user.click(within(await within(dialog).findByRole('region', { name: 'Unsaved input' })).getByRole('button', { name: 'Restore what you typed' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveValue('Islandsk (vores)'));
    expect(within(dialog).getByLabelText('Culture code')).toHaveValue('is-IS');
  });
});
