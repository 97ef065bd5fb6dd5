import { outbox } from '../../src/api/outbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssetType } from '../../src/api/asset-types';
import { addFault, setLatency } from '../../src/mocks/control';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { assetTypeUid } from '../../src/mocks/seed-asset-types';
import { findFocusedError, recordAnnouncements } from '../announcements';
import { renderApp } from '../render-app';

// One test page stands for several browser tabs: a tab "closed" is one whose page the locks no longer show as alive.
const pages = vi.hoisted(() => ({ othersClosed: false }));
vi.mock('../../src/api/record-lock', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/api/record-lock')>();
  return { ...actual, livePages: async () => (pages.othersClosed ? new Set<string>() : actual.livePages()) };
});
afterEach(() => {
  pages.othersClosed = false;
});

const IMAGE = assetTypeUid(1);
const SLOW = { timeout: 5000 };
const headers = { Authorization: 'test-key', 'Content-Type': 'application/json' };

async function serverCopy(): Promise<AssetType> {
  return (await (await fetch(`${TEST_API_BASE_URL}/v1/assettypes/${IMAGE}`, { headers })).json()) as AssetType;
}

/** A colleague saves the asset type with `change` applied. */
async function colleagueSaves(change: (doc: AssetType) => void) {
  const doc = await serverCopy();
  change(doc);
  const response = await fetch(`${TEST_API_BASE_URL}/v1/assettypes`, { method: 'PUT', headers, body: JSON.stringify(doc) });
  expect(response.status).toBe(200);
}

function recordWrites(method: 'PUT' | 'POST') {
  const bodies: AssetType[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith('/v1/assettypes')) bodies.push((await request.clone().json()) as AssetType);
  });
  return bodies;
}

async function openImage(path = `/asset-types/${IMAGE}`) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: /^Asset type: / }, SLOW);
  return view;
}

function propertiesIn(section: string): string[] {
  const list = screen.getByRole('list', { name: `Properties of ${section}` });
  return within(list)
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('button')[1]!.textContent ?? '');
}

const basicsOf = (doc: AssetType) => doc.Configuration!.Tabs!.find((tab) => tab.Label === 'General')!.Sections![0]!;
const drafts = () => outbox.list().filter((entry) => entry.resource === 'assetTypeDraft');
const draftKeys = () => drafts().map((entry) => entry.key);

async function moveAltTextDown(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Image alt text' }));
  await user.click(screen.getByRole('button', { name: 'Move down' }));
}

/** Moves a property, saves at 300 ms latency and, while the save runs, renames the section Basics. */
async function saveThenEditHeadline(user: ReturnType<typeof renderApp>['user']) {
  await moveAltTextDown(user);
  setLatency(300);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(screen.getByRole('button', { name: 'Basics' }));
  await user.clear(screen.getByLabelText('Headline'));
  await user.type(screen.getByLabelText('Headline'), 'Essentials');
}

/** Goes to Languages, asked first, and leaves. */
async function leaveAnyway(user: ReturnType<typeof renderApp>['user']) {
  await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Languages' }));
  const leave = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
  await user.click(within(leave).getByRole('button', { name: 'Leave without saving' }));
  await screen.findByRole('heading', { level: 1, name: 'Languages' }, SLOW);
}

/** Back in the designer, the draft brings the renamed section back over the saved move. */
async function expectEssentialsRestored(router: ReturnType<typeof renderApp>['router']) {
  setLatency(0);
  await router.navigate(`/asset-types/${IMAGE}`);
  const offer = await screen.findByRole('region', { name: 'Unsaved draft' }, SLOW);
  await userEvent.click(within(offer).getByRole('button', { name: 'Restore draft' }));
  expect(screen.getByRole('heading', { level: 3, name: 'Essentials' })).toBeInTheDocument();
  expect(propertiesIn('Essentials').slice(0, 2)).toEqual(['Subtitle', 'Image alt text']);
}

describe('Designer: nothing lost', () => {
  it('writes the draft at the first change, at once', async () => {
    const { user } = await openImage();
    expect(draftKeys()).toEqual([]);
    await moveAltTextDown(user);
    await waitFor(() => expect(draftKeys()).toHaveLength(1));
    // Kept as text: a 5,000-property layout is copied whole, not cloned property by property.
    const [stored] = drafts() as { mine: string; base: string }[];
    const [mine, base] = [JSON.parse(stored!.mine) as AssetType, JSON.parse(stored!.base) as AssetType];
    expect(basicsOf(mine).Properties![1]!.AttributeUid).toBe(basicsOf(base).Properties![0]!.AttributeUid);
  });

  it('a save that fails while the designer is open is said once: the focus goes to its message, the toast shows it unannounced', async () => {
    const { user } = await openImage();
    await moveAltTextDown(user);
    addFault({ method: 'PUT', path: '/v1/assettypes', status: 500, once: true });
    const said = recordAnnouncements();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Asset type Image was not saved: .*Injected fault.* Your layout is kept as a draft\./, undefined, SLOW)).toBeInTheDocument();
    expect(await findFocusedError()).toHaveTextContent(/^Not saved; your layout is kept\. .*Injected fault/);
    expect(said.count(/Injected fault/)).toBe(1);
    said.stop();
  });

  it('a save answered 502 by a gateway is not said to be refused beside Save: the server may have it', async () => {
    const { user } = await openImage();
    await moveAltTextDown(user);
    addFault({ method: 'PUT', path: '/v1/assettypes', status: 502, once: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const said = await findFocusedError(undefined, SLOW);
    expect(said).toHaveTextContent(
      /^May not have been saved; your layout is kept\. Bad Gateway: Injected fault: PUT \/v1\/assettypes answers 502\. Save again: what the server has already is not sent twice\.$/,
    );
  });

  it('a save that fails after the editor left says so with a link back, and keeps the layout as a draft', async () => {
    const { user, router } = await openImage();
    await moveAltTextDown(user);
    setLatency(300);
    addFault({ method: 'PUT', path: '/v1/assettypes', status: 500 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await router.navigate('/languages');
    const alert = await screen.findByText(/Asset type Image was not saved: .* Your layout is kept as a draft\./, undefined, SLOW);
    // No designer left to say it: the toast announces it.
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(await within(alert.closest('.toast')!).findByRole('link', { name: 'Open it' })).toHaveAttribute('href', `/asset-types/${IMAGE}`);
    setLatency(0);
    await router.navigate(`/asset-types/${IMAGE}`);
    expect(await screen.findByRole('region', { name: 'Unsaved draft' }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(propertiesIn('Basics').slice(0, 2)).toEqual(['Subtitle', 'Image alt text']);
  });

  it('a change made while a save runs is kept as a draft after it, and offered when the editor comes back (issue 18, item 10)', async () => {
    const { user, router } = await openImage();
    await saveThenEditHeadline(user);
    await screen.findByText('Asset type Image saved.', undefined, SLOW);
    // The save has settled (the layout on screen still differs from what it saved).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled(), SLOW);
    await leaveAnyway(user);
    await expectEssentialsRestored(router);
  });

  it('leaving while a save runs, with changes made during it, asks first; left anyway, those changes are kept as a draft', async () => {
    const { user, router } = await openImage();
    await saveThenEditHeadline(user);
    await leaveAnyway(user);
    await screen.findByText('Asset type Image saved.', undefined, SLOW);
    await expectEssentialsRestored(router);
  });

  it('a save that succeeds after the editor left says so, and no stale draft is offered later', async () => {
    const { user, router } = await openImage();
    await moveAltTextDown(user);
    setLatency(300);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await router.navigate('/languages');
    const note = await screen.findByText('Asset type Image saved.', undefined, SLOW);
    expect(await within(note.closest('.toast')!).findByRole('link', { name: 'Open it' })).toBeInTheDocument();
    setLatency(0);
    expect(draftKeys()).toEqual([]);
    await router.navigate(`/asset-types/${IMAGE}`);
    await screen.findByRole('list', { name: 'Properties of Basics' }, SLOW);
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
    expect(propertiesIn('Basics').slice(0, 2)).toEqual(['Subtitle', 'Image alt text']);
  });
});

describe('Designer: two editors, one asset type', () => {
  it("merges a colleague's label with my move, and says so", async () => {
    const { user } = await openImage();
    await colleagueSaves((doc) => (doc.Label = 'Picture'));
    const puts = recordWrites('PUT');
    await moveAltTextDown(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // On the page and in the toast.
    expect(await screen.findAllByText(/Merged with changes made since you opened it: Label\./, undefined, SLOW)).toHaveLength(2);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.Label).toBe('Picture');
    const server = await serverCopy();
    expect(server.Label).toBe('Picture');
    expect(
      basicsOf(server)
        .Properties!.slice(0, 2)
        .map((p) => p.Uid),
    ).toEqual(
      basicsOf(puts[0]!)
        .Properties!.slice(0, 2)
        .map((p) => p.Uid),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Asset type: Picture' })).toBeInTheDocument();
    expect(screen.getByText('No unsaved changes.')).toBeInTheDocument();
  });

  it('sends nothing when both changed the label; the editor chooses, then it saves', async () => {
    const { user } = await openImage();
    await colleagueSaves((doc) => (doc.Label = 'Picture'));
    const puts = recordWrites('PUT');
    const label = screen.getByRole('textbox', { name: 'Label' });
    await user.clear(label);
    await user.type(label, 'Photo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const panel = await screen.findByRole('region', { name: /Someone else changed this field too/ }, SLOW);
    expect(puts).toEqual([]);
    const row = within(panel).getByRole('row', { name: /^Label/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['Image', 'Picture', 'Photo']);
    await user.click(within(panel).getByRole('button', { name: 'Take all theirs' }));
    await user.click(within(panel).getByRole('button', { name: 'Save with these choices' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.Label).toBe('Picture');
  });

  it('a move of the same property by both is a conflict named by the attribute', async () => {
    const { user } = await openImage();
    await colleagueSaves((doc) => {
      const properties = basicsOf(doc).Properties!;
      properties.push(properties.shift()!);
    });
    await moveAltTextDown(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const panel = await screen.findByRole('region', { name: /Someone else changed/ }, SLOW);
    expect(within(panel).getByRole('row', { name: /Property “Image alt text”/ })).toBeInTheDocument();
  });

  it('both renaming one section is a conflict that shows each headline', async () => {
    const { user } = await openImage();
    await colleagueSaves((doc) => (basicsOf(doc).Headline = 'Basics A'));
    await user.click(screen.getByRole('button', { name: 'Basics' }));
    await user.clear(screen.getByLabelText('Headline'));
    await user.type(screen.getByLabelText('Headline'), 'Basics B');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const panel = await screen.findByRole('region', { name: /Someone else changed/ }, SLOW);
    const row = within(panel).getByRole('row', { name: /^Section “Basics B”/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['“Basics”: General, position 1', '“Basics A”: General, position 1', '“Basics B”: General, position 1']);
  });

  it('says when the asset type was deleted meanwhile, and creates it again only when asked', async () => {
    const posts = recordWrites('POST');
    const { user } = await openImage();
    await fetch(`${TEST_API_BASE_URL}/v1/assettypes/${IMAGE}`, { method: 'DELETE', headers });
    await moveAltTextDown(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This asset type was deleted on the server since you opened it.', undefined, SLOW)).toBeInTheDocument();
    expect(posts).toEqual([]);
    // Changed after the notice: on screen, so created too.
    const label = screen.getByRole('textbox', { name: 'Label' });
    await user.clear(label);
    await user.type(label, 'Picture');
    await user.click(screen.getByRole('button', { name: 'Create it again from what is on screen' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ Uid: IMAGE, Label: 'Picture' });
    expect(basicsOf(await serverCopy()).Properties![1]!.Uid).toBe(basicsOf(posts[0]!).Properties![1]!.Uid);
    await waitFor(() => expect(screen.getByText('No unsaved changes.')).toBeInTheDocument());
    expect(label).toHaveValue('Picture');
  });

  it("notices a colleague's save while editing, shows what changed, and replaces nothing", async () => {
    const { user, queryClient } = await openImage();
    await moveAltTextDown(user);
    await colleagueSaves((doc) => (doc.Label = 'Picture'));
    await queryClient.invalidateQueries();
    expect(await screen.findByText(/Someone saved this asset type since you opened it\./, undefined, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show changes' }));
    const changes = screen.getByRole('table', { name: 'Changed on the server' });
    expect(within(changes).getByRole('row', { name: /Label Image Picture/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('Image');
    expect(propertiesIn('Basics').slice(0, 2)).toEqual(['Subtitle', 'Image alt text']);
  });

  it('reviews what a save will change before sending', async () => {
    const puts = recordWrites('PUT');
    const { user } = await openImage();
    await moveAltTextDown(user);
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const review = screen.getByRole('table', { name: 'What saving will change' });
    expect(within(review).getByRole('row', { name: 'Property “Image alt text” General › Basics, position 1; mandatory General › Basics, position 2; mandatory' })).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('a draft offered after a colleague saved says so, and restoring merges it with their change', async () => {
    const first = await openImage();
    await moveAltTextDown(first.user);
    first.unmount();
    await colleagueSaves((doc) => (doc.Label = 'Picture'));
    const { user } = await openImage();
    const offer = await screen.findByRole('region', { name: 'Unsaved draft' });
    expect(offer).toHaveTextContent('saved by someone since this draft began');
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('Picture');
    expect(propertiesIn('Basics').slice(0, 2)).toEqual(['Subtitle', 'Image alt text']);
  });

  it('two tabs keep separate drafts of one asset type', async () => {
    const first = await openImage();
    await moveAltTextDown(first.user);
    first.unmount();
    sessionStorage.clear(); // another browser tab: another tab id
    pages.othersClosed = true; // the first tab was closed
    const second = await openImage();
    await second.user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await second.user.click(screen.getByRole('button', { name: 'Subtitle' }));
    await second.user.click(screen.getByRole('button', { name: 'Move down' }));
    await waitFor(() => expect(draftKeys()).toHaveLength(1));
  });

  it('the draft of a tab still open is not offered in another, and stays kept', async () => {
    const first = await openImage();
    await moveAltTextDown(first.user);
    await waitFor(() => expect(draftKeys()).toHaveLength(1));
    first.unmount();
    sessionStorage.clear(); // another browser tab, while the first is open (its page is alive)
    await openImage();
    await waitFor(() => expect(propertiesIn('Basics')).not.toEqual([]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument());
    expect(draftKeys()).toHaveLength(1);
  });
});
