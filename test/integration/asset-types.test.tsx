import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { saveConnection } from '../../src/api/connection-writes';
import { assetTypeQueries, type AssetType } from '../../src/api/asset-types';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { getStore } from '../../src/mocks/store';
import { uidKey } from '../../src/mocks/validate';
import { renderApp } from '../render-app';
import { createLandsAnswerLost } from './asset-type-helpers';

type UserEvent = ReturnType<typeof renderApp>['user'];

function rowOf(name: string) {
  const link = screen.getByRole('link', { name });
  return link.closest('tr')!;
}

async function openList() {
  const view = renderApp('/asset-types');
  await screen.findByRole('table');
  return view;
}

/** New asset type: types the alias and label and presses Create; answers the dialog. */
async function createIn(user: UserEvent, alias: string, label: string) {
  await user.click(screen.getByRole('button', { name: 'New asset type' }));
  const dialog = await screen.findByRole('dialog', { name: 'New asset type' });
  await user.type(within(dialog).getByLabelText('Alias'), alias);
  await user.type(within(dialog).getByLabelText('Label'), label);
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  return dialog;
}

describe('Asset types list', () => {
  it('lists every asset type with its counts and allowed file types by label', async () => {
    await openList();
    const cells = within(rowOf('Image'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[1]).toBe('image');
    expect(cells[4]).toBe('Images');
    // 3 designed tabs and the built-in file tab; 28 placed properties.
    expect(cells[2]).toBe('4 (1 built in)');
    expect(Number(cells[3])).toBeGreaterThanOrEqual(20);
    expect(within(rowOf('Product sheet')).getByText('Specified extensions (pdf, docx, xlsx, indd, ai)')).toBeInTheDocument();
    expect(within(rowOf('Document')).getByText('Audio, Documents')).toBeInTheDocument();
    expect(within(rowOf('Generic file')).getByText('All')).toBeInTheDocument();
  });

  it('creates an asset type and opens it in the designer', async () => {
    const { user } = await openList();
    await createIn(user, 'banner', 'Banner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset type: Banner' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/no tabs yet/i)).toBeInTheDocument();
  });

  it('refuses an empty label and a duplicate alias at their fields without sending', async () => {
    const posts: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'New asset type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New asset type' });
    await user.type(within(dialog).getByLabelText('Alias'), 'IMAGE');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Alias')).toHaveAccessibleDescription(/already exists/));
    expect(within(dialog).getByLabelText('Label')).toHaveAccessibleDescription(/Enter a label/);
    expect(posts).toEqual([]);
  });

  it('shows the server’s 400 at its field and keeps the values', async () => {
    mockServer.use(
      http.post(`${TEST_API_BASE_URL}/v1/assettypes`, () => HttpResponse.json({ Title: 'Validation failed', Status: 400, Errors: { Alias: ['The server reserves this alias.'] } }, { status: 400 })),
    );
    const { user } = await openList();
    const dialog = await createIn(user, 'system', 'System');
    await waitFor(() => expect(within(dialog).getByLabelText('Alias')).toHaveAccessibleDescription(/The server reserves this alias\./));
    expect(within(dialog).getByLabelText('Alias')).toHaveValue('system');
    expect(within(dialog).getByLabelText('Label')).toHaveValue('System');
  });

  /** “Banner” is asked for and cancelled while it is on its way (the server holds it), then New asset type is opened again. */
  async function cancelBannerOnItsWay() {
    const { user } = await openList();
    const first = await createIn(user, 'banner', 'Banner');
    await within(first).findByRole('button', { name: 'Creating…' });
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'New asset type' }));
    return { user, second: await screen.findByRole('dialog', { name: 'New asset type' }) };
  }

  /** “Banner” is created on the server, its answer is lost and so is the check whether it was made: the dialog says so. */
  async function bannerCreatedAnswerLost() {
    createLandsAnswerLost({ checkLost: true });
    const { user } = await openList();
    const dialog = await createIn(user, 'banner', 'Banner');
    expect(await within(dialog).findByText(/The server could not be reached/)).toBeInTheDocument();
    return { user, dialog };
  }

  it('a create whose answer never came, though the server made it, opens the new asset type instead of reporting a failure', async () => {
    // The server creates it, then the connection drops before its answer arrives.
    createLandsAnswerLost();
    const { user } = await openList();
    await createIn(user, 'banner', 'Banner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset type: Banner' }, { timeout: 5000 })).toBeInTheDocument();
    expect([...getStore().assetTypes.values()].filter((assetType) => assetType.Alias === 'banner')).toHaveLength(1);
  });

  it('Create again after a create whose answer never came does not make a second asset type, opens the one the server has, and says the changed alias was not used', async () => {
    const { user, dialog } = await bannerCreatedAnswerLost();
    // The editor changes the alias (it might have been the problem) and tries again.
    await user.clear(within(dialog).getByLabelText('Alias'));
    await user.type(within(dialog).getByLabelText('Alias'), 'banner2');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset type: Banner' }, { timeout: 5000 })).toBeInTheDocument();
    expect([...getStore().assetTypes.values()].filter((assetType) => assetType.Label === 'Banner')).toHaveLength(1);
    expect(
      screen.getByText('Asset type Banner created. It was created with the alias banner, sent first; the new alias banner2 was not used. Change it under “Asset type settings” if you want it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Asset type Banner created.')).not.toBeInTheDocument();
  });

  it('a new asset type asked for after a cancelled create whose answer never came is made, not taken for the earlier one', async () => {
    // The editor cancels.
    const { user, dialog } = await bannerCreatedAnswerLost();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // Later, another asset type altogether.
    await createIn(user, 'poster', 'Poster');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset type: Poster' }, { timeout: 5000 })).toBeInTheDocument();
    expect([...getStore().assetTypes.values()].filter((assetType) => assetType.Alias === 'poster')).toHaveLength(1);
  });

  it('New asset type after a cancelled create whose answer never came says it was made, and the list behind it shows it', async () => {
    const { user, dialog } = await bannerCreatedAnswerLost();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'New asset type' }));
    expect(await screen.findByText('Asset type Banner was created after all: the server has it.', undefined, { timeout: 5000 })).toBeInTheDocument();
    // The toast and the list agree: the list was read before the create, and is read again.
    expect(await within(screen.getByRole('table')).findByRole('link', { name: 'Banner' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('Cancel while the create is on its way: the asset type made is said with a link, and the page stays where the editor went on typing', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(http.post(`${TEST_API_BASE_URL}/v1/assettypes`, () => released.then(() => undefined), { once: true }));
    const { user, second } = await cancelBannerOnItsWay();
    await user.type(within(second).getByLabelText('Alias'), 'poster');
    release();
    const said = await screen.findByText('Asset type Banner created.', undefined, { timeout: 5000 });
    const [made] = [...getStore().assetTypes.values()].filter((assetType) => assetType.Alias === 'banner');
    expect(within(said.closest('.toast') as HTMLElement).getByRole('link', { name: 'Open' })).toHaveAttribute('href', `/asset-types/${made!.Uid}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Asset types' })).toBeInTheDocument();
    expect(within(second).getByLabelText('Alias')).toHaveValue('poster');
  });

  it('a create cancelled on its way whose answer is then lost does not lend its uid to the next New asset type', async () => {
    // The server holds the create, then makes it and the connection drops; the check whether it did is lost too.
    let release = () => {};
    const { checked } = createLandsAnswerLost({ checkLost: true, heldUntil: new Promise<void>((resolve) => (release = resolve)) });
    const { user, second } = await cancelBannerOnItsWay();
    release();
    await checked;

    await user.type(within(second).getByLabelText('Alias'), 'poster');
    await user.type(within(second).getByLabelText('Label'), 'Poster');
    await user.click(within(second).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset type: Poster' }, { timeout: 5000 })).toBeInTheDocument();
    expect([...getStore().assetTypes.values()].filter((assetType) => assetType.Alias === 'poster')).toHaveLength(1);
  });

  it('deletes an asset type after a confirmation that names it', async () => {
    const { user } = await openList();
    await user.click(within(rowOf('Video')).getByRole('button', { name: 'Delete Video' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete asset type Video?' });
    expect(confirm).toHaveTextContent('“Video” (video)');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Video' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Image' })).toBeInTheDocument();
    // The focus stays in the list (on the next row), not lost with the deleted row's button.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Document' })).toHaveFocus());
  });

  it('an asset type deleted elsewhere between the confirmation and the click is reported as deleted, not as a failure', async () => {
    const { user } = await openList();
    const uid = screen.getByRole('link', { name: 'Video' }).getAttribute('data-asset-type')!;
    await user.click(within(rowOf('Video')).getByRole('button', { name: 'Delete Video' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete asset type Video?' });
    // Another tab (or a colleague) deletes it first.
    expect((await fetch(`${TEST_API_BASE_URL}/v1/assettypes/${uid}`, { method: 'DELETE', headers: { Authorization: 'test-key' } })).ok).toBe(true);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Asset type Video was already deleted, in another tab or by a colleague.')).toBeInTheDocument();
    expect(screen.queryByText(/Could not delete Video/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Video' })).not.toBeInTheDocument());
  });

  it('an asset type a colleague saved since the list was read is not deleted unseen: the confirmation shows it as it is now and asks again', async () => {
    const { user } = await openList();
    const uid = screen.getByRole('link', { name: 'Video' }).getAttribute('data-asset-type')!;
    await user.click(within(rowOf('Video')).getByRole('button', { name: 'Delete Video' }));
    const first = await screen.findByRole('alertdialog', { name: 'Delete asset type Video?' });
    // A colleague renames it and saves, after the list was read.
    const headers = { Authorization: 'test-key', 'Content-Type': 'application/json' };
    const theirs = (await (await fetch(`${TEST_API_BASE_URL}/v1/assettypes/${uid}`, { headers })).json()) as AssetType;
    expect((await fetch(`${TEST_API_BASE_URL}/v1/assettypes`, { method: 'PUT', headers, body: JSON.stringify({ ...theirs, Label: 'Video (colleague)' }) })).ok).toBe(true);
    await user.click(within(first).getByRole('button', { name: 'Delete' }));

    const again = await screen.findByRole('alertdialog', { name: 'Delete asset type Video (colleague)?' });
    expect(again).toHaveTextContent(/It was saved again since the list was read/);
    expect(again).toHaveTextContent('“Video (colleague)” (video)');
    expect(getStore().assetTypes.has(uidKey(uid))).toBe(true);

    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Asset type Video (colleague) deleted.')).toBeInTheDocument();
    expect(getStore().assetTypes.has(uidKey(uid))).toBe(false);
  });

  it('keeps the asset type when deletion is cancelled', async () => {
    const { user } = await openList();
    await user.click(within(rowOf('Video')).getByRole('button', { name: 'Delete Video' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('link', { name: 'Video' })).toBeInTheDocument();
  });

  it('Cancel while Delete re-reads the asset type deletes nothing, and the confirmation stays closed', async () => {
    // The re-read before the delete is slow: the editor changes their mind and cancels meanwhile.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let reads = 0;
    mockServer.use(
      http.get(`${TEST_API_BASE_URL}/v1/assettypes/:uid`, async () => {
        reads += 1;
        await answered;
        // Saved again meanwhile, so a re-read that still counted would open the confirmation again.
        const video = [...getStore().assetTypes.values()].find((assetType) => assetType.Label === 'Video')!;
        return HttpResponse.json({ ...video, Label: 'Video (colleague)' });
      }),
    );
    const { user, queryClient } = await openList();
    const uid = screen.getByRole('link', { name: 'Video' }).getAttribute('data-asset-type')!;
    await user.click(within(rowOf('Video')).getByRole('button', { name: 'Delete Video' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete asset type Video?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(reads).toBe(1));
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    answer();
    // The re-read has its answer; what the page does with it follows at once.
    await waitFor(() => expect(queryClient.getQueryState(assetTypeQueries.detail(uid).queryKey)?.status).toBe('success'));
    await act(async () => {});
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(getStore().assetTypes.has(uidKey(uid))).toBe(true);
  });

  it('is hidden, with the reason, when the server is older than v.4.0.0', async () => {
    saveConnection({ apiBaseUrl: TEST_API_BASE_URL, serverVersion: '3.5.0', apiKey: 'test-key', rememberKey: false });
    renderApp('/asset-types');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset types' })).toBeInTheDocument();
    expect(screen.getByText(/4\.0\.0/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New asset type' })).not.toBeInTheDocument();
  });
});
