import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assetTypeUid } from '../../src/mocks/seed-asset-types';
import { renderApp } from '../render-app';

const IMAGE = assetTypeUid(1);

async function openImage() {
  const view = renderApp(`/asset-types/${IMAGE}`);
  await screen.findByRole('heading', { level: 1, name: 'Asset type: Image' }, { timeout: 5000 });
  return view;
}

const tabs = () => within(screen.getByRole('list', { name: 'Tabs' }));
const settings = () => within(screen.getByRole('complementary', { name: 'Settings' }));
/** Text on screen for everyone, not only in the screen readers' live region. */
const shown = (text: string) => screen.queryByText(text, { ignore: 'script, style, .visually-hidden' });

describe('Designer: what Undo and Redo did, and naming new tabs', () => {
  it('says on screen and to screen readers what Undo undid and Redo redid, until the next change', async () => {
    const { user } = await openImage();
    const announcer = screen.getByTestId('designer-announcer');
    await user.click(screen.getByRole('button', { name: 'Subtitle' }));
    await user.click(settings().getByRole('button', { name: 'Move down' }));

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    const undid = 'Undid: moved “Subtitle” to position 3 in section “Basics”.';
    expect(shown(undid)).toBeVisible();
    expect(announcer).toHaveTextContent(undid);

    await user.click(screen.getByRole('button', { name: 'Redo' }));
    const redid = 'Redid: moved “Subtitle” to position 3 in section “Basics”.';
    expect(shown(redid)).toBeVisible();
    expect(announcer).toHaveTextContent(redid);
    expect(shown(undid)).not.toBeInTheDocument();

    // A new change makes the note history: it no longer describes the layout on screen.
    await user.click(settings().getByLabelText('Mandatory'));
    expect(shown(redid)).not.toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}');
    expect(shown('Undid: changed “Mandatory” of “Subtitle”.')).toBeVisible();
  });

  it('names a new tab apart from the others, opens it and puts the focus in its name, selected to be typed over', async () => {
    const { user } = await openImage();
    await user.click(screen.getByRole('button', { name: 'Add tab' }));
    await waitFor(() => expect(settings().getByLabelText('Tab label')).toHaveFocus());
    expect(settings().getByLabelText('Tab label')).toHaveValue('New tab');

    await user.click(screen.getByRole('button', { name: 'Add tab' }));
    expect(tabs().getByRole('button', { name: 'New tab 2' })).toHaveAttribute('aria-current', 'true');
    const label = settings().getByLabelText('Tab label');
    await waitFor(() => expect(label).toHaveFocus());
    expect(label).toHaveValue('New tab 2');
    expect(screen.getByTestId('designer-announcer')).toHaveTextContent('Added tab New tab 2. Type a name for it in Tab label.');
    // The whole name is selected: typing replaces it.
    await user.keyboard('Downloads');
    expect(tabs().getByRole('button', { name: 'Downloads' })).toBeInTheDocument();
  });

  it('names a new section apart from the others in its tab, with the focus in its headline', async () => {
    const { user } = await openImage();
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(screen.getByRole('heading', { level: 3, name: 'New section' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'New section 2' })).toBeInTheDocument();
    const headline = settings().getByLabelText('Headline');
    await waitFor(() => expect(headline).toHaveFocus());
    expect(headline).toHaveValue('New section 2');
  });
});
