import { outbox } from '../../src/api/outbox';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AssetType } from '../../src/api/asset-types';
import { addFault } from '../../src/mocks/control';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { assetTypeUid } from '../../src/mocks/seed-asset-types';
import { findFocusedError, recordAnnouncements } from '../announcements';
import { renderApp } from '../render-app';

const IMAGE = assetTypeUid(1);
const SLOW = { timeout: 5000 };

async function openImage() {
  const view = renderApp(`/asset-types/${IMAGE}`);
  await screen.findByRole('heading', { level: 1, name: 'Asset type: Image' }, SLOW);
  return view;
}

/** The property names of a section, in order, as the canvas shows them. */
/** Every designer draft this browser keeps, as stored (written at the first change, then debounced). */
function storedDrafts(): string {
  return outbox
    .list()
    .filter((entry) => entry.resource === 'assetTypeDraft')
    .map((entry) => (typeof entry.mine === 'string' ? entry.mine : JSON.stringify(entry.mine)))
    .join('\n');
}

function propertiesIn(section: string): string[] {
  const list = screen.getByRole('list', { name: `Properties of ${section}` });
  return within(list)
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('button')[1]!.textContent ?? '');
}

function recordPuts() {
  const bodies: AssetType[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT') bodies.push((await request.clone().json()) as AssetType);
  });
  return bodies;
}

describe('Asset type designer', () => {
  it('opens with its tabs (a fixed tab among them), sections and properties named in the first language', async () => {
    await openImage();
    const tabs = within(screen.getByRole('list', { name: 'Tabs' }));
    expect(tabs.getByRole('button', { name: 'General' })).toHaveAttribute('aria-current', 'true');
    expect(tabs.getByRole('button', { name: 'Marketing' })).toBeInTheDocument();
    expect(tabs.getByRole('button', { name: 'File tab (built in)' })).toBeInTheDocument();
    expect(tabs.queryByRole('button', { name: 'Move File tab (built in)' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Basics' })).toBeInTheDocument();
    expect(propertiesIn('Basics')[0]).toBe('Image alt text');
    expect(screen.getByRole('button', { name: 'Move Image alt text' })).toBeInTheDocument();
    expect(screen.getByText('Hotspots: 2, kept as they are (not edited here).')).toBeInTheDocument();
  });

  it('edits a section’s settings, and undo / redo take the edit back and forth', async () => {
    const { user } = await openImage();
    await user.click(screen.getByRole('button', { name: 'Basics' }));
    const headline = screen.getByLabelText('Headline');
    await user.clear(headline);
    await user.type(headline, 'Essentials');
    expect(screen.getByRole('heading', { level: 3, name: 'Essentials' })).toBeInTheDocument();
    expect(screen.getByText(/Unsaved changes/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Basics' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Essentials' })).toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByRole('heading', { level: 3, name: 'Basics' })).toBeInTheDocument();
  });

  it('edits the flags of a property', async () => {
    const { user } = await openImage();
    await user.click(screen.getByRole('button', { name: 'Subtitle' }));
    const settings = within(screen.getByRole('complementary', { name: 'Settings' }));
    await user.click(settings.getByLabelText('Read only'));
    const row = screen.getByRole('button', { name: 'Subtitle' }).closest('li')!;
    expect(within(row).getByText('Read only')).toBeInTheDocument();
  });

  it('adds a property from the palette, marks the attribute placed, and flags placing it twice', async () => {
    const { user } = await openImage();
    await user.type(screen.getByLabelText('Search attributes'), 'Product name');
    await user.click(await screen.findByRole('button', { name: 'Add to section: Product name' }));
    expect(propertiesIn('Basics')).toContain('Product name');
    const paletteRow = screen.getByRole('button', { name: 'Add to section: Product name' }).closest('li')!;
    expect(within(paletteRow).getByText('Placed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to section: Product name' }));
    expect(within(paletteRow).getByText('Placed 2×')).toBeInTheDocument();
    expect(screen.getAllByText('Placed twice')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product name is placed twice: in General › Basics and in General › Basics.')).toBeInTheDocument();
  });

  it('adds several ticked attributes to the section at once, and one Undo takes them all back', async () => {
    const { user } = await openImage();
    const before = propertiesIn('Basics');
    const search = screen.getByLabelText('Search attributes');
    await user.type(search, 'Product name');
    await user.click(await screen.findByRole('checkbox', { name: 'Tick Product name' }));
    await user.clear(search);
    await user.type(search, 'Net weight');
    await user.click(await screen.findByRole('checkbox', { name: 'Tick Net weight' }));
    await user.clear(search);
    await user.type(search, 'Colour');
    const ticked = screen.getByRole('group', { name: 'Ticked attributes' });
    expect(ticked).toHaveTextContent('2 ticked (2 hidden by the search)');
    await user.click(within(ticked).getByRole('button', { name: 'Add 2 to section' }));
    expect(propertiesIn('Basics')).toEqual([...before, 'Net weight', 'Product name']);
    expect(screen.queryByRole('group', { name: 'Ticked attributes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(propertiesIn('Basics')).toEqual(before);
  });

  it('moves a property with “Move down” and saves the new order', async () => {
    const before = (await (await fetch(`${TEST_API_BASE_URL}/v1/assettypes/${IMAGE}`, { headers: { Authorization: 'test-key' } })).json()) as AssetType;
    const puts = recordPuts();
    const view = await openImage();
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Image alt text' }));
    await user.click(screen.getByRole('button', { name: 'Move down' }));
    expect(propertiesIn('Basics').slice(0, 2)).toEqual(['Subtitle', 'Image alt text']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No unsaved changes.')).toBeInTheDocument();
    // Exactly the asset type as it was, with the first two properties of Basics swapped: nothing else changed or dropped.
    const expected = structuredClone(before);
    const basics = expected.Configuration!.Tabs!.find((tab) => tab.Label === 'General')!.Sections![0]!;
    const [first, second, ...rest] = basics.Properties!;
    basics.Properties = [second!, first!, ...rest];
    expect(puts).toEqual([expected]);

    // A fresh open reads the saved order back from the server.
    view.unmount();
    await openImage();
    expect(propertiesIn('Basics').slice(0, 2)).toEqual(['Subtitle', 'Image alt text']);
  });

  it('moves a property to a section of another tab with “Move to section…”', async () => {
    const { user } = await openImage();
    await user.click(screen.getByRole('button', { name: 'Subtitle' }));
    await user.click(screen.getByRole('button', { name: 'Move to section…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Subtitle' });
    await user.selectOptions(within(dialog).getByLabelText('Section'), 'Marketing › Campaign');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(screen.getByRole('button', { name: 'Marketing' })).toHaveAttribute('aria-current', 'true');
    expect(propertiesIn('Campaign').at(-1)).toBe('Subtitle');
    // The view jumped to another tab: a screen reader user is told where the property went.
    expect(screen.getByTestId('designer-announcer')).toHaveTextContent('Moved Subtitle to the end of section Campaign, tab Marketing.');
  });

  it('moves a property with the keyboard and announces each step by label', async () => {
    const { user } = await openImage();
    screen.getByRole('button', { name: 'Move Image alt text' }).focus();
    await user.keyboard(' ');
    const announcer = screen.getByTestId('designer-announcer');
    expect(announcer).toHaveTextContent('Picked up property Image alt text, position 1 of 5 in section Basics, tab General.');
    await user.keyboard('{ArrowDown}');
    expect(announcer).toHaveTextContent('Image alt text moved to position 2 of 5 in section Basics, tab General.');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(announcer).toHaveTextContent('Image alt text moved to position 1 of 6 in section Classification, tab General.');
    await user.keyboard(' ');
    expect(announcer).toHaveTextContent('Dropped Image alt text at position 1 of 6 in section Classification, tab General.');
    expect(propertiesIn('Classification')[0]).toBe('Image alt text');
    // The whole keyboard move is one undo step.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(propertiesIn('Basics')[0]).toBe('Image alt text');
  });

  it('puts a keyboard move back on Escape', async () => {
    const { user } = await openImage();
    screen.getByRole('button', { name: 'Move Subtitle' }).focus();
    await user.keyboard(' {ArrowUp}{Escape}');
    expect(screen.getByTestId('designer-announcer')).toHaveTextContent('Move cancelled. Subtitle is back at position 2 of 5');
    expect(propertiesIn('Basics').slice(0, 2)).toEqual(['Image alt text', 'Subtitle']);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('Save (button or Ctrl+S) while a property is picked up with the keyboard saves nothing and says why; Escape then puts it back', async () => {
    const puts = recordPuts();
    const { user } = await openImage();
    const handle = screen.getByRole('button', { name: 'Move Subtitle' });
    handle.focus();
    await user.keyboard(' {ArrowDown}{ArrowDown}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('designer-announcer')).toHaveTextContent('Drop Subtitle or cancel its move (Escape) before saving.');
    handle.focus();
    await user.keyboard('{Control>}s{/Control}');
    expect(screen.getByTestId('designer-announcer')).toHaveTextContent('Drop Subtitle or cancel its move (Escape) before saving.');
    await user.keyboard('{Escape}');
    expect(propertiesIn('Basics').slice(0, 2)).toEqual(['Image alt text', 'Subtitle']);
    expect(screen.getByText('No unsaved changes.')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('refuses to save an empty tab label and names the tab, said once to a screen reader (the focus on the problems)', async () => {
    const { user } = await openImage();
    await user.click(screen.getByRole('button', { name: 'Marketing' }));
    await user.clear(screen.getByLabelText('Tab label'));
    const said = recordAnnouncements();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Tab 3 has no label\./)).toBeInTheDocument();
    expect(screen.getByText(/Not saved: fix this first/)).toBeInTheDocument();
    expect(await findFocusedError()).toHaveTextContent(/^Not saved: fix this first\.Tab 3 has no label\./);
    expect(said.count(/Tab 3 has no label/)).toBe(1);
    said.stop();
  });

  it('keeps the layout when the server refuses the save, and says why', async () => {
    addFault({ method: 'PUT', path: '/v1/assettypes', status: 500 });
    const { user } = await openImage();
    await user.click(screen.getByRole('button', { name: 'Basics' }));
    await user.clear(screen.getByLabelText('Headline'));
    await user.type(screen.getByLabelText('Headline'), 'Kept');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Not saved; your layout is kept/)).toBeInTheDocument();
    expect(screen.getByText(/Not saved; your layout is kept/).textContent).not.toContain('.:');
    expect(screen.getByRole('heading', { level: 3, name: 'Kept' })).toBeInTheDocument();
    expect(screen.getByText(/Unsaved changes/)).toBeInTheDocument();
  });

  it('shows the server’s 400 on the alias at the field', async () => {
    const { user } = await openImage();
    const alias = screen.getByLabelText('Alias');
    await user.clear(alias);
    await user.type(alias, 'VIDEO');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Alias')).toHaveAccessibleDescription(/already used/));
    expect(screen.getByLabelText('Alias')).toHaveValue('VIDEO');
  });

  it('offers a draft back after a reload, and restores it', async () => {
    const first = await openImage();
    await first.user.click(screen.getByRole('button', { name: 'Basics' }));
    await first.user.clear(screen.getByLabelText('Headline'));
    await first.user.type(screen.getByLabelText('Headline'), 'Drafted');
    await waitFor(() => expect(storedDrafts()).toContain('"Drafted"'));
    first.unmount();

    const { user } = await openImage();
    expect(screen.getByRole('heading', { level: 3, name: 'Basics' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Unsaved draft' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Drafted' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('does not claim to keep edits made while an earlier draft waits for a choice', async () => {
    const first = await openImage();
    await first.user.click(screen.getByRole('button', { name: 'Subtitle' }));
    await first.user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(storedDrafts()).not.toBe(''));
    first.unmount();

    const { user } = await openImage();
    expect(screen.getByRole('region', { name: 'Unsaved draft' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tags' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText(/not kept as a draft until you restore or discard the earlier draft/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(screen.getByText('Unsaved changes, kept as a draft in this browser.')).toBeInTheDocument());
  });

  it('discards after asking, back to the saved layout', async () => {
    const { user } = await openImage();
    await user.click(screen.getByRole('button', { name: 'Subtitle' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(propertiesIn('Basics')).not.toContain('Subtitle');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    expect(propertiesIn('Basics')).toContain('Subtitle');
    expect(screen.getByText('No unsaved changes.')).toBeInTheDocument();
  });

  it('shows the preview of the asset editor beside the designer', async () => {
    const { user } = await openImage();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview: Image editor' });
    expect(within(preview).getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(within(preview).getByRole('group', { name: 'Basics' })).toBeInTheDocument();
    expect(within(preview).getByLabelText(/Image alt text/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Basics' })).toBeInTheDocument();
    await user.click(within(preview).getByRole('tab', { name: 'Marketing' }));
    expect(within(preview).getByRole('group', { name: 'Campaign' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marketing' })).toHaveAttribute('aria-current', 'true');
  });
});
