import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { attributeSchema } from '../../src/api/attributes';
import { http } from '../../src/api/http';
import { activateInterfaceLanguage } from '../../src/i18n/interface-language';
import { addFault, resetDemoData } from '../../src/mocks/control';
import { renderApp } from '../render-app';

const SLOW = { timeout: 10_000 };
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** The server's attributes in the grid's order (by alias). */
async function serverAttributes() {
  const all = await http.get('/attributes', z.array(attributeSchema));
  return all.sort((a, b) => collator.compare(a.Alias ?? '', b.Alias ?? ''));
}

const cell = (alias: string | null | undefined, cultureCode: string) => screen.getByRole('textbox', { name: `${alias} navn på ${cultureCode}` });

describe('The translations grid in Danish', () => {
  it('speaks Danish: heading, tools, cells, a paste, and one and then two cells not saved', async () => {
    const [first, second, third] = await serverAttributes();
    await activateInterfaceLanguage('da');
    const { user } = renderApp('/translations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oversættelser' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('grid', { name: 'Navne efter sprog' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Søg i attributter' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mangler på')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Beskrivelser' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Sprog alle' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Attribut' })).toBeInTheDocument();
    // The languages' names are the API's, shown as they are.
    expect(await screen.findByRole('columnheader', { name: /^German \(Germany\) de-DE \d+ af \d+ navne$/ }, SLOW)).toBeInTheDocument();

    fireEvent.paste(cell(first!.Alias, 'fr-CA'), { clipboardData: { getData: () => 'Un\r\nDeux\r\n' } });
    expect(await screen.findByText('2 linjer indsat: 2 gemt.', undefined, SLOW)).toBeInTheDocument();
    expect(cell(first!.Alias, 'fr-CA')).toHaveAccessibleDescription('Gemt');
    expect((await http.get(`/attributes/${second!.Uid}`, attributeSchema)).Name?.['fr-CA']).toBe('Deux');

    // Refused saves: one cell, then two.
    for (const [attribute, count] of [
      [first!, '1 celle ikke gemt'],
      [third!, '2 celler ikke gemt'],
    ] as const) {
      addFault({ method: 'PUT', path: '/attributes', status: 500, once: true });
      const input = cell(attribute.Alias, 'nb-NO');
      await user.click(input);
      await user.clear(input);
      await user.type(input, 'Mitt navn{Enter}');
      await waitFor(() => expect(input).toHaveAccessibleDescription(/^Ikke gemt: /), SLOW);
      expect(screen.getByRole('region', { name: 'Celler, der ikke er gemt' })).toHaveTextContent(count);
    }
    expect(screen.getByRole('region', { name: 'Celler, der ikke er gemt' })).toHaveTextContent(`${third!.Alias} navn på nb-NO: `);

    await user.click(screen.getByRole('button', { name: 'Kopiér og CSV' }));
    expect(await screen.findByRole('region', { name: 'Kopiér fra et andet sprog' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Eksportér navne som CSV' })).toBeVisible();
  });

  it('names the cells in Danish when the interface switches while the grid is open, and in English again', async () => {
    const [first] = await serverAttributes();
    const { user } = renderApp('/translations');
    expect(await screen.findByRole('textbox', { name: `${first!.Alias} name in da-DK` }, SLOW)).toBeInTheDocument();
    await act(() => activateInterfaceLanguage('da'));
    expect(await screen.findByRole('textbox', { name: `${first!.Alias} navn på da-DK` })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Beskrivelser' }));
    expect(await screen.findByRole('textbox', { name: `${first!.Alias} beskrivelse på de-DE` })).toBeInTheDocument();
    await act(() => activateInterfaceLanguage('en'));
    expect(await screen.findByRole('textbox', { name: `${first!.Alias} description in de-DE` })).toBeInTheDocument();
  });

  it('counts ten thousand attributes as a Danish number', { timeout: 60_000 }, async () => {
    resetDemoData('large');
    await activateInterfaceLanguage('da');
    renderApp('/translations');
    await screen.findByRole('grid', { name: 'Navne efter sprog' }, { timeout: 30_000 });
    expect(screen.getByText('10.000 attributter')).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: /^Danish \(Denmark\) da-DK [\d.]+ af 10\.000 navne$/ }, { timeout: 30_000 })).toBeInTheDocument();
  });
});

describe('The languages choice in the grid, in Danish', () => {
  it('says how many languages of how many are shown', async () => {
    await activateInterfaceLanguage('da');
    const { user } = renderApp('/translations?languages=en-GB,fr-CA');
    await screen.findByRole('grid', { name: 'Navne efter sprog' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Sprog 2 af 6' }));
    const choice = screen.getByRole('group', { name: 'Viste sprog' });
    expect(within(choice).getByRole('checkbox', { name: /^English \(United Kingdom\) en-GB \d+ %$/ })).toBeChecked();
    await waitFor(() => expect(within(choice).getByRole('button', { name: 'Vis alle' })).toBeEnabled());
  });
});
