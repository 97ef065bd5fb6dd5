import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';

async function openPalette(path: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  await view.user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Go to or do' });
  const input = within(dialog).getByRole('combobox', { name: 'Search pages, actions and records' });
  return { ...view, dialog, input };
}

describe('Command palette', () => {
  it('opens with Ctrl+K anywhere, focused in its search field', async () => {
    const { input } = await openPalette('/languages');
    expect(input).toHaveFocus();
    expect(within(screen.getByRole('listbox', { name: 'Results' })).getByRole('option', { name: /New attribute/ })).toBeInTheDocument();
  });

  it('finds an attribute by its Danish name and opens it with Enter', async () => {
    const { user, input, router } = await openPalette('/languages');
    await user.type(input, 'farve');
    const option = await screen.findByRole('option', { name: 'Colour colour Attributes' });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/attributes\/[0-9a-f-]{36}$/));
    expect(screen.queryByRole('dialog', { name: 'Go to or do' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Attribute Colour' })).toBeInTheDocument();
  });

  it('moves through results with the arrow keys', async () => {
    const { user, input } = await openPalette('/attributes');
    await user.type(input, 'new a');
    const results = screen.getByRole('listbox', { name: 'Results' });
    const first = await within(results).findByRole('option', { name: 'New attribute Actions' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(results).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');
  });

  it('chooses the result under the pointer and opens the one clicked, focus staying in the search field', async () => {
    const { user, input, router } = await openPalette('/attributes');
    await user.type(input, 'new');
    const results = screen.getByRole('listbox', { name: 'Results' });
    const first = (await within(results).findAllByRole('option'))[0]!;
    const language = within(results).getByRole('option', { name: 'New language Actions' });
    expect(language).toHaveAttribute('aria-selected', 'false');
    await user.hover(within(language).getByText('New language'));
    expect(language).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');
    expect(input).toHaveAttribute('aria-activedescendant', language.id);
    expect(input).toHaveFocus();
    await user.click(within(language).getByText('Actions'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/languages?new'));
    expect(screen.queryByRole('dialog', { name: 'Go to or do' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches, and Escape closes it', async () => {
    const { user, input } = await openPalette('/attributes');
    await user.type(input, 'zzzzqqq');
    expect(await screen.findByText('Nothing matches. Try fewer or other words.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Go to or do' })).not.toBeInTheDocument();
  });

  it('offers "Reset demo data", which asks before resetting', async () => {
    const { user, input } = await openPalette('/attributes');
    await user.type(input, 'reset demo');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog', { name: /reset/i })).toBeInTheDocument();
  });
});
