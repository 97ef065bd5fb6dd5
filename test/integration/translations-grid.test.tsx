import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { attributeSchema } from '../../src/api/attributes';
import { http } from '../../src/api/http';
import { renderApp } from '../render-app';

const SLOW = { timeout: 5000 };
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** The server's attributes in the grid's order (by alias). */
async function serverAttributes() {
  const all = await http.get('/attributes', z.array(attributeSchema));
  return all.sort((a, b) => collator.compare(a.Alias ?? '', b.Alias ?? ''));
}

async function openGrid(path = '/translations') {
  const view = renderApp(path);
  const grid = await screen.findByRole('grid', { name: 'Names by language' }, SLOW);
  return { ...view, grid };
}

const cell = (alias: string | null | undefined, cultureCode: string) => screen.getByRole('textbox', { name: `${alias} name in ${cultureCode}` }) as HTMLTextAreaElement;
const rowHeader = (alias: string | null | undefined) => screen.getByRole('rowheader', { name: new RegExp(`^${alias}`) });
const selectsAll = (input: HTMLTextAreaElement) => expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);

describe('Translations grid keyboard (WAI-ARIA grid)', { timeout: 30_000 }, () => {
  it('has one tab stop, and the arrow keys move between cells with the text selected to type over', async () => {
    const [first, second] = await serverAttributes();
    const { user, grid } = await openGrid();
    const tabStops = [...grid.querySelectorAll<HTMLElement>('textarea, [role="rowheader"]')].filter((element) => element.tabIndex === 0);
    expect(tabStops).toEqual([cell(first!.Alias, 'en-GB')]);

    await user.click(cell(first!.Alias, 'de-DE'));
    await user.keyboard('{Escape}{ArrowRight}');
    expect(cell(first!.Alias, 'sv-SE')).toHaveFocus();
    selectsAll(cell(first!.Alias, 'sv-SE'));
    await user.keyboard('{ArrowDown}');
    expect(cell(second!.Alias, 'sv-SE')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(cell(second!.Alias, 'da-DK')).toHaveFocus();
  });

  it('Home and End reach the ends of a row, Ctrl+Home the first cell, and the cell reached is the tab stop', async () => {
    const [first, second] = await serverAttributes();
    const { user, grid } = await openGrid();
    await user.click(cell(second!.Alias, 'da-DK'));
    await user.keyboard('{Escape}{End}');
    expect(cell(second!.Alias, 'fr-CA')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(rowHeader(second!.Alias)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(cell(first!.Alias, 'en-GB')).toHaveFocus();
    await user.keyboard('{ArrowDown}{Control>}{Home}{/Control}');
    expect(rowHeader(first!.Alias)).toHaveFocus();
    // The cell last reached is the grid's one tab stop.
    expect([...grid.querySelectorAll<HTMLElement>('textarea, [role="rowheader"]')].filter((element) => element.tabIndex === 0)).toEqual([rowHeader(first!.Alias)]);
  });

  it('typing replaces the text and edits: the arrows then move the caret; Escape takes the text back and navigates again', async () => {
    const [first] = await serverAttributes();
    const { user } = await openGrid();
    const german = cell(first!.Alias, 'de-DE');
    const before = german.value;
    await user.click(cell(first!.Alias, 'da-DK'));
    await user.keyboard('{Escape}{ArrowRight}');
    expect(german).toHaveFocus();
    await user.keyboard('Neu');
    expect(german).toHaveValue('Neu');
    await user.keyboard('{ArrowLeft}{ArrowLeft}X');
    expect(german).toHaveFocus();
    expect(german).toHaveValue('NXeu');
    await user.keyboard('{Escape}');
    expect(german).toHaveValue(before);
    selectsAll(german);
    await user.keyboard('{ArrowRight}');
    expect(cell(first!.Alias, 'sv-SE')).toHaveFocus();
  });

  it('F2 edits a cell without replacing its text, and F2 again navigates', async () => {
    const [first, second] = await serverAttributes();
    const { user } = await openGrid();
    const swedish = cell(first!.Alias, 'sv-SE');
    const before = swedish.value;
    await user.click(swedish);
    await user.keyboard('{Escape}{F2}');
    expect([swedish.selectionStart, swedish.selectionEnd]).toEqual([before.length, before.length]);
    await user.keyboard('{ArrowLeft}!');
    expect(swedish).toHaveValue(`${before.slice(0, -1)}!${before.slice(-1)}`);
    await user.keyboard('{ArrowUp}{ArrowDown}{Home}{End}');
    expect(swedish).toHaveFocus();
    await user.keyboard('{F2}{ArrowDown}');
    expect(cell(second!.Alias, 'sv-SE')).toHaveFocus();
    // Leaving the edited cell saved it, as Enter or Tab would.
    await waitFor(() => expect(swedish).toHaveAccessibleDescription('Saved'), SLOW);
  });

  it('Tab saves and moves to the next language, and leaves the grid from the last one', async () => {
    const [first] = await serverAttributes();
    const { user } = await openGrid();
    const norwegian = cell(first!.Alias, 'nb-NO');
    await user.click(norwegian);
    await user.clear(norwegian);
    await user.type(norwegian, 'Navn');
    await user.tab();
    expect(cell(first!.Alias, 'fr-CA')).toHaveFocus();
    await waitFor(() => expect(norwegian).toHaveAccessibleDescription('Saved'), SLOW);
    expect((await http.get(`/attributes/${first!.Uid}`, attributeSchema)).Name?.['nb-NO']).toBe('Navn');
    await user.tab();
    expect(screen.getByRole('grid', { name: 'Names by language' })).not.toContainElement(document.activeElement as HTMLElement);
  });
});

describe('Translations grid languages', { timeout: 30_000 }, () => {
  it('shows the languages the editor chose, kept in the URL, and always the one the "missing in" filter names', async () => {
    const [first] = await serverAttributes();
    const { user, router } = await openGrid('/translations?languages=en-GB,fr-CA');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Attribute',
      expect.stringMatching(/^English \(United Kingdom\) en-GB/),
      expect.stringMatching(/^French \(Canada\) fr-CA/),
    ]);
    expect(screen.queryByRole('textbox', { name: `${first!.Alias} name in de-DE` })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Languages 2 of 6' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Languages 2 of 6' }));
    const choice = screen.getByRole('group', { name: 'Languages shown' });
    await user.click(within(choice).getByRole('checkbox', { name: /^German \(Germany\) de-DE/ }));
    expect(router.state.location.search).toBe('?languages=en-GB%2Cde-DE%2Cfr-CA');
    expect(cell(first!.Alias, 'de-DE')).toBeInTheDocument();
    await user.click(within(choice).getByRole('checkbox', { name: /^English \(United Kingdom\) en-GB/ }));
    await user.click(within(choice).getByRole('checkbox', { name: /^French \(Canada\) fr-CA/ }));
    // The last language shown cannot be put away.
    expect(within(choice).getByRole('checkbox', { name: /^German \(Germany\) de-DE/ })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Missing in'), 'nb-NO');
    expect(router.state.location.search).toBe('?languages=de-DE&missing=nb-NO');
    expect(within(choice).getByRole('checkbox', { name: /^Norwegian Bokmål \(Norway\) nb-NO/ })).toBeChecked();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Attribute', expect.stringMatching(/de-DE/), expect.stringMatching(/nb-NO/)]);

    await user.click(within(choice).getByRole('button', { name: 'Show all' }));
    expect(router.state.location.search).toBe('?missing=nb-NO');
    expect(screen.getAllByRole('columnheader')).toHaveLength(7);
  });
});
