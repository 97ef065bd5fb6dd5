import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addFault, setLatency } from '../../src/mocks/control';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { getStore } from '../../src/mocks/store';
import * as z from 'zod/mini';
import { attributeQueries, attributeSchema } from '../../src/api/attributes';
import { http as api } from '../../src/api/http';
import { keptCreates, keptCreateUid } from '../../src/api/outbox-create';
import { findFocusedError, recordAnnouncements } from '../announcements';
import { renderApp } from '../render-app';

configure({ asyncUtilTimeout: 5000 });

type Attribute = Record<string, unknown> & { Uid: string };
const headers = { Authorization: 'test-key', 'Content-Type': 'application/json' };

async function serverCopy(alias: string): Promise<Attribute> {
  const all = (await (await fetch(`${TEST_API_BASE_URL}/attributes`, { headers })).json()) as Attribute[];
  return all.find((attribute) => attribute.Alias === alias)!;
}

/** A colleague saves the attribute with `change` laid over the server's copy. */
async function colleagueSaves(alias: string, change: Partial<Attribute>) {
  const copy = await serverCopy(alias);
  const response = await fetch(`${TEST_API_BASE_URL}/attributes`, { method: 'PUT', headers, body: JSON.stringify({ ...copy, ...change }) });
  expect(response.status).toBe(200);
}

function recordPuts() {
  const puts: Attribute[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT') puts.push((await request.clone().json()) as Attribute);
  });
  return puts;
}

async function openAttribute(alias: string) {
  const { Uid } = await serverCopy(alias);
  const view = renderApp(`/attributes/${Uid}`);
  await waitFor(() => expect(screen.getByLabelText('Alias')).toHaveValue(alias));
  return { ...view, uid: Uid };
}

const saveButton = () => screen.getByRole('button', { name: /^(Save|Saving…)$/ });

/** Holds the next PUT of an attribute until the returned function is called: what a test types "while the save runs" surely is. */
function holdNextPut(): () => void {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Answering nothing passes the request on to the mock's own handler.
  mockServer.use(http.put(`${TEST_API_BASE_URL}/attributes`, async () => void (await released), { once: true }));
  return release;
}

/** The colour attribute, opened, deleted on the server, then typed in and saved: the deleted notice shows. Records the POSTs after. */
async function saveOverADeletedColour() {
  const { user, uid } = await openAttribute('colour');
  getStore().attributes.delete(uid);
  const posts: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/attributes')) posts.push(request.url);
  });
  await user.type(screen.getByLabelText('Backoffice description'), 'Still here');
  await user.click(saveButton());
  await screen.findByText('This attribute was deleted on the server since you opened it.');
  return { user, uid, posts };
}

describe('Attribute editor: nothing lost', () => {
  it('a background refetch does not make a save revert a colleague’s field (only my fields are laid over the latest copy)', async () => {
    const { user, queryClient } = await openAttribute('colour');
    await user.click(screen.getByLabelText('Disable revision logging'));
    await colleagueSaves('colour', { BackofficeName: 'Colour (colleague)' });
    await queryClient.invalidateQueries();
    await screen.findByText(/This attribute was changed elsewhere since you opened it \(Backoffice name\)\. What you typed is kept/);
    expect(screen.getByLabelText('Backoffice name')).toHaveValue('Colour');
    const puts = recordPuts();
    await user.click(screen.getByLabelText('Disable revision logging'));
    await user.click(screen.getByLabelText('Disable revision logging'));
    await user.click(saveButton());
    await screen.findAllByText(/Attribute colour saved\./);
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ BackofficeName: 'Colour (colleague)', DisableRevisionLogging: true });
    expect(await serverCopy('colour')).toMatchObject({ BackofficeName: 'Colour (colleague)', DisableRevisionLogging: true });
  });

  it('text typed while a save runs stays unsaved and goes with the next save', async () => {
    const { user } = await openAttribute('colour');
    const release = holdNextPut();
    const puts = recordPuts();
    const name = screen.getByLabelText('Backoffice name');
    await user.clear(name);
    await user.type(name, 'Hue');
    await user.click(saveButton());
    await user.type(screen.getByLabelText('Backoffice description'), 'Typed while saving');
    release();
    await screen.findAllByText(/Attribute colour saved\./);
    expect(puts.at(-1)).toMatchObject({ BackofficeName: 'Hue' });
    expect(screen.getByLabelText('Backoffice description')).toHaveValue('Typed while saving');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(puts.at(-1)).toMatchObject({ BackofficeName: 'Hue', BackofficeDescription: 'Typed while saving' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('"Create it again" that fails says why and keeps what was typed; a double click creates it once (issue 18, item 11)', async () => {
    const { user, uid, posts } = await saveOverADeletedColour();
    const removeFault = addFault({ method: 'POST', path: '/attributes', status: 500, once: true });
    await user.click(screen.getByRole('button', { name: 'Create it again from what is on screen' }));
    expect(await screen.findByText(/^Attribute colour could not be created again: .* What you typed is kept\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Backoffice description')).toHaveValue('Still here');
    removeFault();
    setLatency(300);
    await user.dblClick(screen.getByRole('button', { name: 'Create it again from what is on screen' }));
    await screen.findByText(/Attribute colour created again\./, undefined, { timeout: 5000 });
    expect(posts).toHaveLength(2);
    expect(await serverCopy('colour')).toMatchObject({ Uid: uid, BackofficeDescription: 'Still here' });
  });

  it('leaving while a save runs asks first when something was typed since it started (that is not in it)', async () => {
    const { user } = await openAttribute('colour');
    const release = holdNextPut();
    await user.clear(screen.getByLabelText('Backoffice name'));
    await user.type(screen.getByLabelText('Backoffice name'), 'Hue');
    await user.click(saveButton());
    await user.type(screen.getByLabelText('Backoffice description'), 'Typed while saving');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Languages' }));
    const leave = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Cancel' }));
    release();
    await screen.findAllByText(/Attribute colour saved\./, undefined, { timeout: 5000 });
    expect(screen.getByLabelText('Backoffice description')).toHaveValue('Typed while saving');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('a failed save says why beside Save (focused) and in a toast, keeps every value, and a screen reader hears it once', async () => {
    const { user } = await openAttribute('colour');
    addFault({ method: 'PUT', path: '/attributes', status: 500 });
    const name = screen.getByLabelText('Backoffice name');
    await user.clear(name);
    await user.type(name, 'Hue');
    const said = recordAnnouncements();
    await user.click(saveButton());
    expect(await screen.findByText(/Attribute colour was not saved: .*Injected fault.* What you typed is kept\./)).toBeInTheDocument();
    const beside = await findFocusedError(screen.getByRole('form', { name: 'Attribute' }));
    // Right under the header that holds Save, which stays in view.
    expect(within(beside.previousElementSibling as HTMLElement).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(beside).toHaveTextContent(/Injected fault/);
    // Read where the focus lands; the toast shows it without saying it again.
    expect(said.count(/Injected fault/)).toBe(1);
    said.stop();
    expect(screen.getByLabelText('Backoffice name')).toHaveValue('Hue');
  });

  it('a save that fails while the editor types on keeps the focus in the field and says the failure once, as an alert', async () => {
    const { user } = await openAttribute('colour');
    addFault({ method: 'PUT', path: '/attributes', status: 500 });
    const name = screen.getByLabelText('Backoffice name');
    await user.clear(name);
    await user.type(name, 'Hue');
    const said = recordAnnouncements();
    // Ctrl+S from the field: the editor goes on typing there while the save runs.
    await user.keyboard('{Control>}s{/Control}');
    const beside = within(screen.getByRole('form', { name: 'Attribute' }));
    expect(await beside.findByRole('alert')).toHaveTextContent(/Injected fault/);
    expect(name).toHaveFocus();
    expect(said.count(/Injected fault/)).toBe(1);
    said.stop();
    expect(name).toHaveValue('Hue');
  });

  it('a save while the browser says it is offline is still tried: the server (here the embedded mock) answers, or the editor is told it cannot be reached', async () => {
    const { user } = await openAttribute('colour');
    const name = screen.getByLabelText('Backoffice name');
    onlineManager.setOnline(false);
    try {
      await user.clear(name);
      await user.type(name, 'Hue offline');
      await user.click(saveButton());
      expect(await screen.findByText('Attribute colour saved.')).toBeInTheDocument();
      expect((await serverCopy('colour')).BackofficeName).toBe('Hue offline');

      const unreachable = addFault({ method: 'PUT', path: '/attributes', network: true });
      await user.type(name, ', again');
      await user.click(saveButton());
      expect(await findFocusedError(screen.getByRole('form', { name: 'Attribute' }))).toHaveTextContent('The server could not be reached.');
      expect(name).toHaveValue('Hue offline, again');
      unreachable();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('a refusal that names a field puts the focus on that field', async () => {
    mockServer.use(
      http.put(`${TEST_API_BASE_URL}/attributes`, () => HttpResponse.json({ Title: 'Validation failed', Status: 400, Errors: { BackofficeName: ['Too long for the server.'] } }, { status: 400 })),
    );
    const { user } = await openAttribute('colour');
    await user.type(screen.getByLabelText('Backoffice description'), 'x');
    await user.click(saveButton());
    await waitFor(() => expect(screen.getByLabelText('Backoffice name')).toHaveFocus());
    expect(screen.getByLabelText('Backoffice name')).toHaveAccessibleDescription(/Too long for the server\./);
  });

  it('a save that fails after the editor left says so with a link back, and what was typed is offered again', async () => {
    const { user, router, uid } = await openAttribute('colour');
    setLatency(300);
    addFault({ method: 'PUT', path: '/attributes', status: 500 });
    const name = screen.getByLabelText('Backoffice name');
    await user.clear(name);
    await user.type(name, 'Hue');
    await user.click(saveButton());
    await router.navigate('/languages');
    const message = await screen.findByText(/Attribute colour was not saved: .* What you typed is kept\./);
    expect(await within(message.closest('.toast')!).findByRole('link', { name: 'Open it' })).toHaveAttribute('href', `/attributes/${uid}`);
    setLatency(0);
    await router.navigate(`/attributes/${uid}`);
    const offer = await screen.findByRole('region', { name: 'Unsaved input' });
    await user.click(within(offer).getByRole('button', { name: 'Restore what you typed' }));
    await waitFor(() => expect(screen.getByLabelText('Backoffice name')).toHaveValue('Hue'));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });
});

describe('Attribute editor: restoring kept input', () => {
  it('puts back only what was typed: what a colleague saved since (another field, another language’s name) stays and is saved with it', async () => {
    addFault({ method: 'PUT', path: '/attributes', status: 500, once: true });
    const first = await openAttribute('colour');
    const name = screen.getByLabelText('Backoffice name');
    await first.user.clear(name);
    await first.user.type(name, 'Hue');
    await first.user.click(saveButton());
    await screen.findByText(/What you typed is kept/, undefined, { timeout: 5000 });
    first.unmount();
    const before = await serverCopy('colour');
    const names = before.Name as Record<string, string>;
    const [otherCode] = Object.keys(names);
    await colleagueSaves('colour', { BackofficeDescription: 'Described by a colleague', Name: { ...names, [otherCode!]: 'Named by a colleague' } });

    const { user } = await openAttribute('colour');
    const offer = await screen.findByRole('region', { name: 'Unsaved input' });
    await user.click(within(offer).getByRole('button', { name: 'Restore what you typed' }));
    await waitFor(() => expect(screen.getByLabelText('Backoffice name')).toHaveValue('Hue'));
    expect(screen.getByLabelText('Backoffice description')).toHaveValue('Described by a colleague');
    await user.click(saveButton());
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument(), { timeout: 5000 });
    const after = await serverCopy('colour');
    expect(after).toMatchObject({ BackofficeName: 'Hue', BackofficeDescription: 'Described by a colleague' });
    expect((after.Name as Record<string, string>)[otherCode!]).toBe('Named by a colleague');
  });
});

describe('Attribute editor: two editors, one record', () => {
  it('a colleague’s save reaches an editor nobody has typed in: the form shows their copy, says so, and a save starts from it', async () => {
    const { user, queryClient } = await openAttribute('colour');
    await colleagueSaves('colour', { BackofficeName: 'Colour (colleague)' });
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.getByLabelText('Backoffice name')).toHaveValue('Colour (colleague)'));
    expect(screen.getByText('Changed elsewhere (Backoffice name): the form shows the saved copy now.')).toBeInTheDocument();
    expect(screen.queryByText(/What you typed is kept/)).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    const puts = recordPuts();
    await user.click(screen.getByLabelText('Disable revision logging'));
    await user.click(saveButton());
    await screen.findAllByText(/Attribute colour saved\./);
    expect(screen.queryByText(/^Merged with changes/)).not.toBeInTheDocument();
    expect(puts[0]).toMatchObject({ BackofficeName: 'Colour (colleague)', DisableRevisionLogging: true });
  });

  it('merges a colleague’s translation with mine and says so', async () => {
    const { user } = await openAttribute('colour');
    const before = await serverCopy('colour');
    await colleagueSaves('colour', { Name: { ...(before.Name as object), 'de-DE': 'Farbton' } });
    const puts = recordPuts();
    const danish = screen.getByLabelText(/^Name in .+ \(da-DK\)$/);
    await user.clear(danish);
    await user.type(danish, 'Kulør');
    await user.click(saveButton());
    expect(await screen.findByText(/^Merged with changes made since you opened it: Name in .+ \(de-DE\)\.$/)).toBeInTheDocument();
    expect(puts[0]!.Name).toMatchObject({ 'de-DE': 'Farbton', 'da-DK': 'Kulør' });
    // The form now shows what the server has, theirs included.
    expect(screen.getByLabelText(/^Name in .+ \(de-DE\)$/)).toHaveValue('Farbton');
  });

  it('sends nothing when both changed one field; the editor chooses, then it saves', async () => {
    const { user } = await openAttribute('colour');
    await colleagueSaves('colour', { BackofficeName: 'Colour (colleague)' });
    const puts = recordPuts();
    const name = screen.getByLabelText('Backoffice name');
    await user.clear(name);
    await user.type(name, 'Hue');
    await user.click(saveButton());
    const panel = await screen.findByRole('region', { name: 'Someone else changed this field too' });
    expect(puts).toEqual([]);
    const row = within(panel).getByRole('row', { name: /^Backoffice name/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(1, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['Colour (colleague)', 'Hue']);
    await user.click(within(row).getByRole('radio', { name: 'Theirs' }));
    await user.click(within(panel).getByRole('button', { name: 'Save with these choices' }));
    await waitFor(() => expect(screen.getByLabelText('Backoffice name')).toHaveValue('Colour (colleague)'));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    // Theirs on the only field both changed: the server has the result already, so nothing is sent.
    expect(puts).toEqual([]);
  });

  it('says the attribute was deleted meanwhile and creates it again only when asked', async () => {
    const { user, uid } = await openAttribute('colour');
    // The API has no attribute delete: it goes by some other way, straight from the server's store.
    const deletedCopy = await serverCopy('colour');
    getStore().attributes.delete(uid);
    const posts: Attribute[] = [];
    mockServer.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/attributes')) posts.push((await request.clone().json()) as Attribute);
    });
    const puts = recordPuts();
    await user.type(screen.getByLabelText('Backoffice description'), 'Still here');
    await user.click(saveButton());
    expect(await screen.findByText('This attribute was deleted on the server since you opened it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Backoffice description')).toHaveValue('Still here');
    expect(puts).toEqual([]);
    expect(posts).toEqual([]);
    // Typed after the notice: on screen, so created too.
    await user.type(screen.getByLabelText('Backoffice name'), ' (kept)');
    await user.click(screen.getByRole('button', { name: 'Create it again from what is on screen' }));
    await screen.findByText(/Attribute colour created again\./);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toEqual({ ...deletedCopy, BackofficeName: `${String(deletedCopy.BackofficeName)} (kept)`, BackofficeDescription: 'Still here' });
    expect(await serverCopy('colour')).toMatchObject({ Uid: uid, BackofficeName: `${String(deletedCopy.BackofficeName)} (kept)`, BackofficeDescription: 'Still here' });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('"Create it again" from a form that does not pass its own checks sends nothing and shows the problems at the fields', async () => {
    const { user, uid, posts } = await saveOverADeletedColour();
    // Typed after the notice: a name the form's checks refuse.
    const name = screen.getByLabelText('Backoffice name');
    await user.clear(name);
    await user.type(name, 'x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Create it again from what is on screen' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(/Keep the backoffice name under 200 characters\./);
    expect(posts).toEqual([]);
    expect(screen.getByText('This attribute was deleted on the server since you opened it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Backoffice description')).toHaveValue('Still here');
    await expect(api.get(`/attributes/${uid}`, attributeSchema)).rejects.toMatchObject({ status: 404 });
  });

  it('reviews what a save will change before anything is sent', async () => {
    const { user } = await openAttribute('colour');
    const puts = recordPuts();
    const name = screen.getByLabelText('Backoffice name');
    await user.clear(name);
    await user.type(name, 'Hue');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const review = screen.getByRole('table', { name: 'What saving will change' });
    expect(within(review).getByRole('row', { name: 'Backoffice name Colour Hue' })).toBeInTheDocument();
    expect(puts).toEqual([]);
  });
});

describe('Attribute editor: a new attribute', () => {
  it('a create that fails keeps what was typed, and the form for a new attribute offers it back later', async () => {
    addFault({ method: 'POST', path: '/attributes', network: true, once: true });
    const first = renderApp('/attributes/new');
    const alias = await screen.findByLabelText('Alias');
    await first.user.type(alias, 'isGiftWrapped');
    await first.user.click(screen.getByRole('button', { name: 'Create attribute' }));
    await screen.findByText(/could not be reached/, undefined, { timeout: 5000 });
    first.unmount();

    const { user } = renderApp('/attributes/new');
    const offer = await screen.findByRole('region', { name: 'Unsaved input' }, { timeout: 5000 });
    await user.click(within(offer).getByRole('button', { name: 'Restore what you typed' }));
    await waitFor(() => expect(screen.getByLabelText('Alias')).toHaveValue('isGiftWrapped'));
    await user.click(screen.getByRole('button', { name: 'Create attribute' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Create attribute' })).not.toBeInTheDocument(), { timeout: 5000 });
    expect((await serverCopy('isGiftWrapped')).Alias).toBe('isGiftWrapped');
  });

  it('a create a reload cut off after the server had it is not offered back, though the list kept on the device is older', async () => {
    const keptList = await api.get('/attributes', z.array(attributeSchema));
    addFault({ method: 'POST', path: '/attributes', network: true, once: true });
    const first = renderApp('/attributes/new');
    await first.user.type(await screen.findByLabelText('Alias'), 'isGiftWrapped');
    await first.user.click(screen.getByRole('button', { name: 'Create attribute' }));
    await screen.findByText(/could not be reached/, undefined, { timeout: 5000 });
    first.unmount();
    // The create reached the server after all: only its answer was lost.
    const uid = keptCreateUid(keptCreates('attribute')[0])!;
    await api.postNoContent('/attributes', { Uid: uid, Alias: 'isGiftWrapped', AttributeType: 'BooleanAttribute' });

    renderApp('/attributes/new', (queryClient) => queryClient.setQueryData(attributeQueries.all().queryKey, keptList));
    const alias = await screen.findByLabelText('Alias');
    await waitFor(() => expect(keptCreates('attribute')).toEqual([]), { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Unsaved input' })).not.toBeInTheDocument();
    expect(alias).toHaveValue('');
  });
});
