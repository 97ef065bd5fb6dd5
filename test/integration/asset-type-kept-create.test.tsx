import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AssetType } from '../../src/api/asset-types';
import type { OutboxEntry } from '../../src/api/outbox';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { assetTypeUid } from '../../src/mocks/seed-asset-types';
import { getStore } from '../../src/mocks/store';
import { uidKey } from '../../src/mocks/validate';
import { renderReloadableApp } from '../reload-app';
import { createHeldAtServer } from './asset-type-helpers';

const SLOW = { timeout: 10_000 };

type UserEvent = ReturnType<typeof userEvent.setup>;

/** The outbox's device copy in jsdom (outbox.ts keeps it in the window's memory): what a reload reads. */
const keptOnDevice = () => [...((globalThis as { pimOutboxMemory?: Map<string, OutboxEntry> }).pimOutboxMemory?.values() ?? [])].filter((entry) => entry.resource.startsWith('assetType'));

const onServer = (alias: string) => [...getStore().assetTypes.values()].filter((assetType: AssetType) => assetType.Alias === alias);

/** Types into a dialog's two fields. */
async function fill(user: UserEvent, dialog: HTMLElement, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const field = within(dialog).getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  }
}

/** Presses the dialog's create button, and reloads while the server holds the create; it lands there or not. */
async function reloadDuringCreate(app: Awaited<ReturnType<typeof renderReloadableApp>>, user: UserEvent, dialog: HTMLElement, button: string, lands: boolean) {
  const release = createHeldAtServer({ lands });
  await user.click(within(dialog).getByRole('button', { name: button }));
  await within(dialog).findByRole('button', { name: 'Creating…' });
  const reloaded = app.reload();
  release();
  await reloaded;
}

// A reload loads the app's modules anew: slower than a test of one page.
describe('New asset type: a reload in the middle of a create', { timeout: 30_000 }, () => {
  async function typeAndReload(lands: boolean) {
    const user = userEvent.setup();
    const app = await renderReloadableApp('/asset-types?new');
    const dialog = await screen.findByRole('dialog', { name: 'New asset type' }, SLOW);
    await fill(user, dialog, { Alias: 'banner', Label: 'Banner' });
    await reloadDuringCreate(app, user, dialog, 'Create', lands);
    return { user, dialog: await screen.findByRole('dialog', { name: 'New asset type' }, SLOW) };
  }

  it('a create the server never got is offered back in the dialog, and creating it then makes one asset type', async () => {
    const { user, dialog } = await typeAndReload(false);
    const offer = await within(dialog).findByRole('region', { name: 'Unsaved input' }, SLOW);
    const keptUid = (keptOnDevice()[0]?.mine as { Uid: string }).Uid;
    await user.click(within(offer).getByRole('button', { name: 'Restore what you typed' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Alias')).toHaveValue('banner'));
    expect(within(dialog).getByLabelText('Label')).toHaveValue('Banner');
    // The offer is gone with the button that had the focus: the focus stays in the dialog, on its first field.
    expect(within(dialog).getByLabelText('Alias')).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset type: Banner' }, SLOW)).toBeInTheDocument();
    // Sent under the uid the cut-off create had: had it landed unseen, the server would have refused a second one.
    expect(onServer('banner').map((assetType) => assetType.Uid)).toEqual([keptUid]);
    await waitFor(() => expect(keptOnDevice()).toEqual([]));
  });

  it('a create the server made before the reload is said to be created, with a link to it, and not offered', async () => {
    const { dialog } = await typeAndReload(true);
    const said = await screen.findByText('Asset type Banner was created after all: the server has it.', undefined, SLOW);
    const [made] = onServer('banner');
    expect(within(said.closest('.toast') as HTMLElement).getByRole('link', { name: 'Open' })).toHaveAttribute('href', `/asset-types/${made!.Uid}`);
    expect(within(dialog).queryByRole('region', { name: 'Unsaved input' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Alias')).toHaveValue('');
    await waitFor(() => expect(keptOnDevice()).toEqual([]));
  });

  it('Discard it lets the kept input go and leaves the focus in the dialog, on its first field', async () => {
    const { user, dialog } = await typeAndReload(false);
    const offer = await within(dialog).findByRole('region', { name: 'Unsaved input' }, SLOW);
    await user.click(within(offer).getByRole('button', { name: 'Discard it' }));
    expect(within(dialog).queryByRole('region', { name: 'Unsaved input' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Alias')).toHaveFocus();
    expect(within(dialog).getByLabelText('Alias')).toHaveValue('');
    await waitFor(() => expect(keptOnDevice()).toEqual([]));
  });

  it('a create the server holds under its uid but not as sent (another alias) is offered back, not called created', async () => {
    const { user } = await typeAndReload(false);
    // The uid is on the server, with an alias this create did not send (an earlier try's, say).
    const keptUid = (keptOnDevice()[0]?.mine as { Uid: string }).Uid;
    getStore().assetTypes.set(keptUid.toLowerCase(), {
      Uid: keptUid,
      Alias: 'bannerFirst',
      Label: 'Banner',
      Configuration: { Tabs: [] },
      AllowedFileTypes: [0],
      SpecifiedExtensions: [],
      HotspotDefinitions: [],
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'New asset type' }));
    const again = await screen.findByRole('dialog', { name: 'New asset type' }, SLOW);
    expect(await within(again).findByRole('region', { name: 'Unsaved input' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/was created after all/)).not.toBeInTheDocument();
  });
});

/** Image's designer opened in a reloadable app, Duplicate… open with the copy's alias and label typed. */
async function copyOfImageTyped() {
  const user = userEvent.setup();
  const app = await renderReloadableApp(`/asset-types/${assetTypeUid(1)}`);
  await screen.findByRole('heading', { level: 1, name: 'Asset type: Image' }, SLOW);
  await user.click(screen.getByRole('button', { name: 'Duplicate…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Duplicate Image' }, SLOW);
  await fill(user, dialog, { 'Alias of the copy': 'imageCopy', 'Label of the copy': 'Image copy' });
  return { user, app, dialog };
}

describe('Duplicate… of an asset type: a reload in the middle of the copy', { timeout: 30_000 }, () => {
  async function duplicateAndReload(lands: boolean) {
    const { user, app, dialog } = await copyOfImageTyped();
    await reloadDuringCreate(app, user, dialog, 'Create the copy', lands);
    await screen.findByRole('heading', { level: 1, name: 'Asset type: Image' }, SLOW);
    return user;
  }

  /** Restores the offer in the Duplicate dialog that opens by itself, and answers the dialog. */
  async function restoreOffer(user: UserEvent) {
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Image' }, SLOW);
    await user.click(within(await within(dialog).findByRole('region', { name: 'Unsaved input' })).getByRole('button', { name: 'Restore what you typed' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Alias of the copy')).toHaveValue('imageCopy'));
    expect(within(dialog).getByLabelText('Label of the copy')).toHaveValue('Image copy');
    expect(within(dialog).getByLabelText('Alias of the copy')).toHaveFocus();
    return dialog;
  }

  it('a copy the server never got opens the dialog again after the reload, offering what was typed', async () => {
    const user = await duplicateAndReload(false);
    const dialog = await restoreOffer(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset type: Image copy' }, SLOW)).toBeInTheDocument();
    expect(onServer('imageCopy')).toHaveLength(1);
  });

  it('a restored copy whose dialog is cancelled stays kept, and is offered again when Duplicate… is pressed; Discard it lets it go', async () => {
    const user = await duplicateAndReload(false);
    const dialog = await restoreOffer(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(keptOnDevice().map((entry) => entry.values)).toEqual([{ Alias: 'imageCopy', Label: 'Image copy' }]);

    await user.click(screen.getByRole('button', { name: 'Duplicate…' }));
    const again = await restoreOffer(user);
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Duplicate…' }));
    const last = await screen.findByRole('dialog', { name: 'Duplicate Image' }, SLOW);
    await user.click(within(await within(last).findByRole('region', { name: 'Unsaved input' }, SLOW)).getByRole('button', { name: 'Discard it' }));
    await waitFor(() => expect(keptOnDevice()).toEqual([]));
    await user.click(within(last).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Duplicate…' }));
    const empty = await screen.findByRole('dialog', { name: 'Duplicate Image' }, SLOW);
    expect(within(empty).getByLabelText('Label of the copy')).toHaveValue('Image (copy)');
    expect(within(empty).queryByRole('region', { name: 'Unsaved input' })).not.toBeInTheDocument();
  });

  it('what was typed for a copy is kept before the asset type is read again for it, so a reload during that read loses nothing', async () => {
    const user = userEvent.setup();
    await renderReloadableApp(`/asset-types/${assetTypeUid(1)}`);
    await screen.findByRole('heading', { level: 1, name: 'Asset type: Image' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Duplicate…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Image' }, SLOW);
    await fill(user, dialog, { 'Alias of the copy': 'imageCopy', 'Label of the copy': 'Image copy' });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(http.get(`${TEST_API_BASE_URL}/v1/assettypes/:uid`, () => released.then(() => undefined), { once: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    await within(dialog).findByRole('button', { name: 'Creating…' });
    await waitFor(() => expect(keptOnDevice().map((entry) => entry.values)).toEqual([{ Alias: 'imageCopy', Label: 'Image copy' }]));
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset type: Image copy' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(keptOnDevice()).toEqual([]));
  });

  it('a copy the server made before the reload is said to be created, and no dialog offers it', async () => {
    await duplicateAndReload(true);
    expect(await screen.findByText('Asset type Image copy was created after all: the server has it.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(keptOnDevice()).toEqual([]));
    expect(onServer('imageCopy')).toHaveLength(1);
  });
});

describe('Duplicate… of an asset type deleted since: a reload in the middle of the copy', { timeout: 30_000 }, () => {
  /** The copy of Image is cut off by a reload, and a colleague deletes Image meanwhile; the editor goes to the list. */
  async function copyOfDeletedOnList() {
    const { user, app, dialog } = await copyOfImageTyped();
    const release = createHeldAtServer({ lands: false });
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    await within(dialog).findByRole('button', { name: 'Creating…' });
    getStore().assetTypes.delete(uidKey(assetTypeUid(1)));
    const reloaded = app.reload();
    release();
    await reloaded;
    await user.click(await screen.findByRole('link', { name: 'All asset types' }, SLOW));
    const offer = await screen.findByRole('region', { name: 'Unsaved input' }, SLOW);
    expect(offer).toHaveTextContent('Your copy Image copy (imageCopy) was not made: the asset type it copied has been deleted since.');
    return { user, offer };
  }

  it('is offered on the list with what was typed, and made as a new asset type (under the uid it was sent with) from New asset type', async () => {
    const { user, offer } = await copyOfDeletedOnList();
    const keptUid = (keptOnDevice()[0]?.mine as { Uid: string }).Uid;
    await user.click(within(offer).getByRole('button', { name: 'Create it as a new asset type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New asset type' }, SLOW);
    expect(screen.queryByText(/Your copy Image copy/)).not.toBeInTheDocument();
    await user.click(within(await within(dialog).findByRole('region', { name: 'Unsaved input' }, SLOW)).getByRole('button', { name: 'Restore what you typed' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Alias')).toHaveValue('imageCopy'));
    expect(within(dialog).getByLabelText('Label')).toHaveValue('Image copy');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset type: Image copy' }, SLOW)).toBeInTheDocument();
    expect(onServer('imageCopy').map((assetType) => assetType.Uid)).toEqual([keptUid]);
    await waitFor(() => expect(keptOnDevice()).toEqual([]));
  });

  it('Discard it lets it go', async () => {
    const { user, offer } = await copyOfDeletedOnList();
    await user.click(within(offer).getByRole('button', { name: 'Discard it' }));
    await waitFor(() => expect(keptOnDevice()).toEqual([]));
    expect(screen.queryByRole('region', { name: 'Unsaved input' })).not.toBeInTheDocument();
  });
});
