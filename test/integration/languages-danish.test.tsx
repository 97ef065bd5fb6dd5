import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateInterfaceLanguage } from '../../src/i18n/interface-language';
import { renderApp } from '../render-app';

describe('The languages page in Danish', () => {
  it('speaks Danish, proposes a name in Danish and keeps the names and codes the API has', async () => {
    await activateInterfaceLanguage('da');
    const { user } = renderApp('/languages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sprog' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sprog i sorteringsrækkefølge' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Kulturkode', 'Navn', 'Sorteringsrækkefølge']);
    // The data's languages are the API's: never translated.
    expect(within(table).getByText('Danish (Denmark)')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'da-DK' })).toBeInTheDocument();
    expect(screen.getByText(/^Navne og beskrivelser kan skrives på disse sprog\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nyt sprog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nyt sprog' });
    const code = within(dialog).getByLabelText('Kulturkode');
    await user.type(code, 'it_IT');
    await user.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await within(dialog).findByText('Dette er ikke en gyldig kulturkode. Brug et BCP 47-tag som en-GB eller fr-CA.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'it-IT');
    // Intl names the language in the interface's language.
    expect(within(dialog).getByLabelText('Navn')).toHaveValue('italiensk (Italien)');
    await user.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const notice = await screen.findByText(/^Sproget it-IT er tilføjet; ingen attribut har endnu et navn på det\./);
    expect(within(notice).getByRole('link', { name: 'Oversæt navne nu' })).toHaveAttribute('href', '/translations?missing=it-IT');
    expect(within(table).getByText('italiensk (Italien)')).toBeInTheDocument();
  });
});
