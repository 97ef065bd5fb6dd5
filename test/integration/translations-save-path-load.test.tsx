import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { attributeSchema } from '../../src/api/attributes';
import { http } from '../../src/api/http';
import { outbox } from '../../src/api/outbox';
import { renderApp } from '../render-app';

const SLOW = { timeout: 5000 };
const SAVE_PATH = '../../src/features/translations/cell-saves';
const CELL_WORK = '../../src/features/translations/cell-work';
const failedFetch = () => {
  // As when a new deployment has replaced the file, or the network is gone.
  throw new Error('Failed to fetch dynamically imported module');
};

afterEach(() => {
  vi.doUnmock(SAVE_PATH);
  vi.doUnmock(CELL_WORK);
});

describe('Translations: the save path and the cells summary, fetched with the first cell typed in', () => {
  it('a save path that cannot load leaves the text in the cell, not saved with the reason; Enter saves it once it loads', async () => {
    vi.doMock(SAVE_PATH, failedFetch);
    const { user } = renderApp('/translations?missing=fr-CA');
    const grid = await screen.findByRole('grid', { name: 'Names by language' }, SLOW);
    const input = within(grid).getAllByRole('textbox', { name: / name in fr-CA$/ })[0]!;
    const uid = (await http.get('/attributes', z.array(attributeSchema))).find((attribute) => input.getAttribute('aria-label')!.startsWith(`${attribute.Alias} `))!.Uid;
    await user.click(input);
    await user.keyboard('Texte hors ligne{Enter}');

    const summary = await screen.findByRole('region', { name: 'Cells not saved' }, SLOW);
    expect(summary).toHaveTextContent(
      'Not saved yet: the app could not load the part that saves (offline, or the app was updated). What you typed is kept on this device: press Enter to try again, or the app offers it after a reload.',
    );
    expect(input).toHaveValue('Texte hors ligne');
    expect((await http.get(`/attributes/${uid}`, attributeSchema)).Name?.['fr-CA']).not.toBe('Texte hors ligne');
    // On the device, held for the reload that brings the app back (its resume offers it).
    const held = outbox.list().filter((entry) => entry.resource === 'translationCells');
    expect(held).toMatchObject([{ state: 'held', steps: [{ uid, field: 'Name', cultureCode: 'fr-CA', text: 'Texte hors ligne' }] }]);

    vi.doUnmock(SAVE_PATH);
    await user.click(input);
    await user.keyboard('{Enter}');
    expect(await within(input.closest('[role="gridcell"]') as HTMLElement).findByText('Saved', {}, SLOW)).toBeVisible();
    expect((await http.get(`/attributes/${uid}`, attributeSchema)).Name?.['fr-CA']).toBe('Texte hors ligne');
  });

  it('a cells summary that cannot load says so with a retry, and the grid and what was typed stay', async () => {
    vi.doMock(CELL_WORK, failedFetch);
    const { user } = renderApp('/translations?missing=fr-CA');
    const grid = await screen.findByRole('grid', { name: 'Names by language' }, SLOW);
    const input = within(grid).getAllByRole('textbox', { name: / name in fr-CA$/ })[0]!;
    await user.click(input);
    await user.keyboard('Texte en cours');

    const alert = (await screen.findByText('Could not load the proposals and the cells not saved.', {}, SLOW)).closest('[role="alert"]') as HTMLElement;
    expect(alert).toBeVisible();
    expect(input).toHaveValue('Texte en cours');

    vi.doUnmock(CELL_WORK);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByText('Could not load the proposals and the cells not saved.')).not.toBeInTheDocument();
    expect(input).toHaveValue('Texte en cours');
  });
});
