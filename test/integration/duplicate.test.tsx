import { screen, waitFor, within } from '@testing-library/react';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { http as msw } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { assetTypeQueries, assetTypeSchema, copiesOf, type AssetType } from '../../src/api/asset-types';
import { attributeSchema, type Attribute } from '../../src/api/attributes';
import { http } from '../../src/api/http';
import { savedSearchSchema, type SavedSearch } from '../../src/api/saved-searches';
import { diskKey, outbox, type OutboxEntry } from '../../src/api/outbox';
import { addFault } from '../../src/mocks/control';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { assetTypeUid } from '../../src/mocks/seed-asset-types';
import { getStore } from '../../src/mocks/store';
import { savedSearchUid } from '../../src/mocks/seed-saved-searches';
import { findFocusedError } from '../announcements';
import { renderApp } from '../render-app';
import { createLandsAnswerLost } from './asset-type-helpers';

const SLOW = { timeout: 5000 };

function recordPosts<T>() {
  const bodies: T[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && !request.url.endsWith('/batch')) bodies.push((await request.clone().json()) as T);
  });
  return bodies;
}

const uids = (assetType: AssetType) =>
  (assetType.Configuration?.Tabs ?? []).flatMap((tab) => [tab.Uid, ...(tab.Sections ?? []).flatMap((section) => [section.Uid, ...(section.Properties ?? []).map((property) => property.Uid)])]);

/** The first attribute's editor, with every PUT the mock gets recorded (its URL). */
async function openFirstAttributeRecordingPuts() {
  const [original] = await http.get('/attributes', z.array(attributeSchema));
  const puts: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') puts.push(request.url);
  });
  const { user } = renderApp(`/attributes/${original!.Uid}`);
  const name = await screen.findByLabelText('Backoffice name', undefined, SLOW);
  return { original, puts, user, name };
}

/** The designer of Image, with its Duplicate… dialog open. */
async function openDuplicateOfImage() {
  const { user, router } = renderApp(`/asset-types/${assetTypeUid(1)}`);
  await screen.findByRole('heading', { level: 1, name: 'Asset type: Image' }, SLOW);
  await user.click(screen.getByRole('button', { name: 'Duplicate…' }));
  return { user, router, dialog: await screen.findByRole('dialog', undefined, SLOW) };
}

describe('Duplicate', () => {
  it('an attribute: a taken alias is refused at the field and nothing is sent; a new one creates the copy and opens it', async () => {
    const [original, other] = await http.get('/attributes', z.array(attributeSchema));
    const posts = recordPosts<Attribute>();
    const { user } = renderApp(`/attributes/${original!.Uid}`);
    await user.click(await screen.findByRole('button', { name: 'Duplicate…' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: `Duplicate ${original!.Alias}` }, SLOW);
    const alias = within(dialog).getByLabelText('Alias of the copy');
    await user.clear(alias);
    await user.type(alias, other!.Alias!.toUpperCase());
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    expect(await within(dialog).findByText(/already/i)).toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.clear(alias);
    await user.type(alias, 'duplicateOfFirst');
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    await waitFor(() => expect(posts).toHaveLength(1), SLOW);
    const { Uid, ...rest } = posts[0]!;
    expect(Uid).not.toBe(original!.Uid);
    expect(rest).toEqual({ ...original, Uid: undefined, Alias: 'duplicateOfFirst' } as unknown as typeof rest);
    expect(await screen.findByTitle(Uid!, undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Alias')).toHaveValue('duplicateOfFirst');
  });

  it('an attribute: Ctrl+S in the Duplicate dialog does not save the editor behind it', async () => {
    const { original, puts, user, name } = await openFirstAttributeRecordingPuts();
    await user.type(name, ' (typed, not for saving yet)');
    await user.click(screen.getByRole('button', { name: 'Duplicate…' }));
    const dialog = await screen.findByRole('dialog', { name: `Duplicate ${original!.Alias}` }, SLOW);
    await user.keyboard('{Control>}s{/Control}');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    // Ctrl+S with the dialog closed saves the editor: the shortcut was held by the dialog, not lost.
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(puts).toHaveLength(1), SLOW);
  });

  it('an attribute: creating the copy does not submit the editor around it (what is typed there is not saved by it)', async () => {
    const { original, puts, user, name } = await openFirstAttributeRecordingPuts();
    await user.clear(name);
    await user.type(name, 'Typed, not to be saved yet');
    await user.click(screen.getByRole('button', { name: 'Duplicate…' }));
    const dialog = await screen.findByRole('dialog', { name: `Duplicate ${original!.Alias}` }, SLOW);
    await user.clear(within(dialog).getByLabelText('Alias of the copy'));
    await user.type(within(dialog).getByLabelText('Alias of the copy'), 'copyWhileTyping{Enter}');
    await waitFor(async () => expect((await http.get('/attributes', z.array(attributeSchema))).some((attribute) => attribute.Alias === 'copyWhileTyping')).toBe(true), SLOW);
    expect(puts).toEqual([]);
    expect((await http.get(`/attributes/${original!.Uid}`, attributeSchema)).BackofficeName).toBe(original!.BackofficeName);
  });

  it('an attribute: the dialog opened as soon as the button shows stays open while the rest of the page arrives', async () => {
    const [original] = await http.get('/attributes', z.array(attributeSchema));
    let release = () => {};
    const languagesSent = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(msw.get(`${TEST_API_BASE_URL}/v1/Languages`, () => languagesSent.then(() => undefined), { once: true }));
    const { user } = renderApp(`/attributes/${original!.Uid}`);
    await screen.findByTitle(original!.Uid, undefined, SLOW);
    const early = screen.queryByRole('button', { name: 'Duplicate…' });
    if (early) await user.click(early);
    release();
    await screen.findByLabelText('Alias', undefined, SLOW);
    if (!early) await user.click(screen.getByRole('button', { name: 'Duplicate…' }));
    expect(within(await screen.findByRole('dialog', undefined, SLOW)).getByLabelText('Alias of the copy')).toHaveValue(`${original!.Alias}Copy`);
  });

  it('a refused copy keeps the dialog and what was typed, and says why', async () => {
    const [original] = await http.get('/attributes', z.array(attributeSchema));
    addFault({ method: 'POST', path: '/attributes', status: 500, once: true });
    const { user } = renderApp(`/attributes/${original!.Uid}`);
    await user.click(await screen.findByRole('button', { name: 'Duplicate…' }, SLOW));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    const alias = within(dialog).getByLabelText('Alias of the copy');
    await user.clear(alias);
    await user.type(alias, 'copyThatFails');
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    expect(await findFocusedError(dialog)).toHaveTextContent(/500|server/i);
    expect(alias).toHaveValue('copyThatFails');
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(await screen.findByText(/duplicated as copyThatFails/)).toBeInTheDocument();
  });

  it('an asset type: a copy cancelled on its way is said with a link, and the designer and the dialog opened again stay', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(msw.post(`${TEST_API_BASE_URL}/v1/assettypes`, () => released.then(() => undefined), { once: true }));
    const { user, dialog } = await openDuplicateOfImage();
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    await within(dialog).findByRole('button', { name: 'Creating…' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Duplicate…' }));
    const again = await screen.findByRole('dialog', undefined, SLOW);
    const alias = within(again).getByLabelText('Alias of the copy');
    await user.clear(alias);
    await user.type(alias, 'imageOther');
    release();
    const said = await screen.findByText('Asset type Image duplicated as Image (copy).', undefined, SLOW);
    const [made] = [...getStore().assetTypes.values()].filter((assetType) => assetType.Alias === 'imageCopy');
    expect(within(said.closest('.toast') as HTMLElement).getByRole('link', { name: 'Open' })).toHaveAttribute('href', `/asset-types/${made!.Uid}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Asset type: Image' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByLabelText('Alias of the copy')).toHaveValue('imageOther');
  });

  it('an asset type: offline, the copy fails at once in the dialog after one try, keeps what was typed, and Create the copy tries again', async () => {
    const sourceReads: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.toLowerCase() === `/api/v1/assettypes/${assetTypeUid(1)}`.toLowerCase()) sourceReads.push(request.url);
    });
    // The app's own retries (the test client has none): a read that fails for want of a connection is tried up to three times.
    const { user, queryClient } = renderApp(`/asset-types/${assetTypeUid(1)}`, (client) => client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: 2 } }));
    await screen.findByRole('heading', { level: 1, name: 'Asset type: Image' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Duplicate…' }));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    await waitFor(() => expect(queryClient.getQueryData(assetTypeQueries.all().queryKey)).toBeDefined());
    const alias = within(dialog).getByLabelText('Alias of the copy');
    await user.clear(alias);
    await user.type(alias, 'imageOffline');
    // The browser says it is offline, and the server cannot be reached.
    const reachable = addFault({ method: 'GET', path: `/v1/assettypes/${assetTypeUid(1)}`, network: true });
    sourceReads.length = 0;
    onlineManager.setOnline(false);
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
      expect(await findFocusedError(dialog, SLOW)).toHaveTextContent('The server could not be reached.');
      expect(sourceReads).toHaveLength(1);
      expect(alias).toHaveValue('imageOffline');
    } finally {
      onlineManager.setOnline(true);
      reachable();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset type: Image (copy)' }, SLOW)).toBeInTheDocument();
    expect([...getStore().assetTypes.values()].filter((assetType) => assetType.Alias === 'imageOffline')).toHaveLength(1);
  });

  it('a saved search: the copy goes last in the same folder under the name given, and opens', async () => {
    const [original] = await http.post('/v1/savedsearches/batch', [savedSearchUid(1)], z.array(savedSearchSchema));
    const posts = recordPosts<SavedSearch>();
    const { user, router } = renderApp(`/saved-searches/${original!.Uid}`);
    await user.click(await screen.findByRole('button', { name: 'Duplicate…' }, SLOW));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    expect(within(dialog).getByLabelText('Name of the copy')).toHaveValue(`${original!.Name} (copy)`);
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    await waitFor(() => expect(posts).toHaveLength(1), SLOW);
    const copy = posts[0]!;
    const siblings = (await http.get('/v1/savedsearches', z.array(savedSearchSchema))).filter((search) => search.FolderUid === original!.FolderUid && search.Uid !== copy.Uid);
    expect(copy).toMatchObject({ Name: `${original!.Name} (copy)`, FolderUid: original!.FolderUid, Query: original!.Query, ViewColumns: original!.ViewColumns });
    expect(copy.SortOrder).toBe(Math.max(...siblings.map((search) => search.SortOrder ?? 0)) + 1);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/saved-searches/${copy.Uid}`), SLOW);
  });

  it('an asset type: the designer reads the asset types in use only when Duplicate… is pressed; a taken alias is refused at the field', async () => {
    const [original, other] = await http.getList('/v1/assettypes', assetTypeSchema, { signal: new AbortController().signal, client: new QueryClient(), queryKey: ['check'], meta: undefined });
    const listReads: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.toLowerCase() === '/api/v1/assettypes') listReads.push(request.url);
    });
    const posts = recordPosts<AssetType>();
    const { user } = renderApp(`/asset-types/${original!.Uid}`);
    await screen.findByRole('heading', { level: 1, name: `Asset type: ${original!.Label}` }, SLOW);
    expect(listReads).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Duplicate…' }));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    await waitFor(() => expect(listReads).toHaveLength(1));
    const alias = within(dialog).getByLabelText('Alias of the copy');
    await user.clear(alias);
    await user.type(alias, other!.Alias!.toUpperCase());
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    expect(await within(dialog).findByText('An asset type with this alias already exists.', {}, SLOW)).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('an asset type: Create the copy pressed before the aliases in use are known says so at the field and sends nothing', async () => {
    let release = () => {};
    const listSent = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(msw.get(`${TEST_API_BASE_URL}/v1/assettypes`, () => listSent.then(() => undefined), { once: true }));
    const posts = recordPosts<AssetType>();
    const { user, dialog } = await openDuplicateOfImage();
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    expect(await within(dialog).findByText('Checking the aliases in use… Try again in a moment.')).toBeInTheDocument();
    expect(posts).toEqual([]);
    release();
    // As an editor would, pressed again until the aliases are known: a press before the list has arrived and been
    // rendered says so again and sends nothing (pressed at once, it raced the list's answer). While the copy is
    // being created the button reads "Creating…", so it is not pressed twice.
    await waitFor(async () => {
      if (posts.length === 0) await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
      expect(posts).toHaveLength(1);
    }, SLOW);
    expect(posts[0]).toMatchObject({ Alias: 'imageCopy' });
  });

  it('an asset type: new alias and label asked; every tab, section and property of the copy has a new uid; hotspots kept', async () => {
    const original = await http.get(`/v1/assettypes/${assetTypeUid(1)}`, assetTypeSchema);
    const posts = recordPosts<AssetType>();
    const { user, dialog } = await openDuplicateOfImage();
    const alias = within(dialog).getByLabelText('Alias of the copy');
    await user.clear(alias);
    await user.type(alias, 'has space');
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    expect(await within(dialog).findByText('An alias has no spaces.')).toBeInTheDocument();
    await user.clear(alias);
    await user.type(alias, 'imageCopy');
    await user.clear(within(dialog).getByLabelText('Label of the copy'));
    await user.type(within(dialog).getByLabelText('Label of the copy'), 'Image copy');
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    await waitFor(() => expect(posts).toHaveLength(1), SLOW);
    const copy = posts[0]!;
    expect(copy).toMatchObject({ Alias: 'imageCopy', Label: 'Image copy', HotspotDefinitions: original.HotspotDefinitions, AllowedFileTypes: original.AllowedFileTypes });
    expect(uids(copy)).toHaveLength(uids(original).length);
    expect(uids(copy).filter((uid) => uids(original).includes(uid) || uid === original.Uid)).toEqual([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset type: Image copy' }, SLOW)).toBeInTheDocument();
  });

  it('an asset type: the copy has the layout as saved on the server when it is made, with a colleague’s save since the designer opened', async () => {
    const original = await http.get(`/v1/assettypes/${assetTypeUid(1)}`, assetTypeSchema);
    const posts = recordPosts<AssetType>();
    const { user } = renderApp(`/asset-types/${original.Uid}`);
    await screen.findByRole('heading', { level: 1, name: 'Asset type: Image' }, SLOW);
    // A colleague renames the first tab and saves, after the designer was opened here.
    const theirs = structuredClone(original);
    theirs.Configuration!.Tabs![0]!.Label = 'Renamed by a colleague';
    await http.put('/v1/assettypes', theirs);
    await user.click(screen.getByRole('button', { name: 'Duplicate…' }));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    const alias = within(dialog).getByLabelText('Alias of the copy');
    await user.clear(alias);
    await user.type(alias, 'imageCopy');
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    await waitFor(() => expect(posts).toHaveLength(1), SLOW);
    expect(posts[0]!.Configuration!.Tabs!.map((tab) => tab.Label)).toEqual(theirs.Configuration!.Tabs!.map((tab) => tab.Label));
    expect(posts[0]!.Configuration!.Tabs![0]!.Label).toBe('Renamed by a colleague');
  });

  it('an asset type: a copy refused here is offered back on the next visit of the designer, as before the reload', async () => {
    addFault({ method: 'POST', path: '/v1/assettypes', status: 500, once: true });
    const { user, router, dialog } = await openDuplicateOfImage();
    const alias = within(dialog).getByLabelText('Alias of the copy');
    await user.clear(alias);
    await user.type(alias, 'imageRefused');
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    expect(await findFocusedError(dialog, SLOW)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await router.navigate('/asset-types');
    await screen.findByRole('heading', { level: 1, name: 'Asset types' }, SLOW);
    await router.navigate(`/asset-types/${assetTypeUid(1)}`);
    await screen.findByRole('heading', { level: 1, name: 'Asset type: Image' }, SLOW);
    const again = await screen.findByRole('dialog', { name: 'Duplicate Image' }, SLOW);
    await user.click(within(await within(again).findByRole('region', { name: 'Unsaved input' }, SLOW)).getByRole('button', { name: 'Restore what you typed' }));
    await waitFor(() => expect(within(again).getByLabelText('Alias of the copy')).toHaveValue('imageRefused'));
  });

  it('an asset type: a copy another tab starts while a refused one is in the dialog does not offer the refused one there', async () => {
    addFault({ method: 'POST', path: '/v1/assettypes', status: 500, once: true });
    const { user, dialog } = await openDuplicateOfImage();
    const alias = within(dialog).getByLabelText('Alias of the copy');
    await user.clear(alias);
    await user.type(alias, 'imageRefused');
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    expect(await findFocusedError(dialog, SLOW)).toBeInTheDocument();
    // Another tab starts a copy of Image: its entry reaches this tab over the outbox's channel.
    const resource = copiesOf(assetTypeUid(1));
    const key = `${resource}:new:another-tab`;
    const now = Date.now() + 1000;
    const entry: OutboxEntry = {
      key,
      resource,
      recordId: 'new:another-tab',
      kind: 'save',
      state: 'sending',
      label: 'Copy',
      page: 'another-tab',
      mine: { Uid: 'x' },
      values: { Alias: 'imageOther', Label: 'Other' },
      createdAt: now,
      updatedAt: now,
    };
    (globalThis as { pimOutboxMemory?: Map<string, OutboxEntry> }).pimOutboxMemory!.set(diskKey(key), entry);
    const channel = new BroadcastChannel('pim-outbox');
    channel.postMessage({ changed: key, connection: TEST_API_BASE_URL });
    channel.close();
    await waitFor(() => expect(outbox.get(key)).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(within(dialog).queryByRole('region', { name: 'Unsaved input' })).not.toBeInTheDocument();
  });

  it('an asset type: a copy the server made though its answer never came opens, and Create the copy is not needed again', async () => {
    const posts = recordPosts<AssetType>();
    // The server creates the copy, then the connection drops before its answer arrives.
    createLandsAnswerLost();
    const { user, dialog } = await openDuplicateOfImage();
    const alias = within(dialog).getByLabelText('Alias of the copy');
    await user.clear(alias);
    await user.type(alias, 'imageCopy');
    await user.clear(within(dialog).getByLabelText('Label of the copy'));
    await user.type(within(dialog).getByLabelText('Label of the copy'), 'Image copy');
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset type: Image copy' }, SLOW)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect([...getStore().assetTypes.values()].filter((assetType) => assetType.Label === 'Image copy')).toHaveLength(1);
  });

  it('an asset type: trying the copy again with another label, after a first try that was made though its answer never came, says the new label was not used', async () => {
    // The server makes the copy and the answer is lost; the check whether it did is lost too.
    createLandsAnswerLost({ checkLost: true });
    const { user, dialog } = await openDuplicateOfImage();
    const label = within(dialog).getByLabelText('Label of the copy');
    await user.clear(label);
    await user.type(label, 'Image copy');
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    expect(await within(dialog).findByText(/The server could not be reached/, undefined, SLOW)).toBeInTheDocument();
    await user.clear(label);
    await user.type(label, 'Image (print)');
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset type: Image copy' }, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Asset type Image duplicated as Image copy. It was created with the label Image copy, sent first; the new label Image (print) was not used. Change it under “Asset type settings” if you want it.',
      ),
    ).toBeInTheDocument();
    expect([...getStore().assetTypes.values()].filter((assetType) => assetType.Alias === 'imageCopy')).toHaveLength(1);
  });
});
