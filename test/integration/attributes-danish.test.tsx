import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { activateInterfaceLanguage } from '../../src/i18n/interface-language';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { renderApp } from '../render-app';

// The editor loads its route chunk and three queries; on a busy 2-core machine that can take over the default 1 s.
configure({ asyncUtilTimeout: 5000 });

/** More attributes than a thousand, so the count shows the language's thousands separator. */
const many = Array.from({ length: 1_200 }, (_, i) => ({
  Uid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  Alias: `generated${String(i).padStart(4, '0')}`,
  Name: { 'en-GB': `Generated ${i}` },
  AttributeType: 'TextAttribute',
}));

describe('Attributes in Danish', () => {
  it('the list: heading, buttons, filters, counts in Danish numbers and plurals for one and two', async () => {
    await activateInterfaceLanguage('da');
    mockServer.use(http.get(`${TEST_API_BASE_URL}/attributes`, () => HttpResponse.json(many)));
    const { user } = renderApp('/attributes');
    const table = await screen.findByRole('table', { name: 'Attributter' });
    expect(document.documentElement).toHaveAttribute('lang', 'da');
    expect(screen.getByRole('heading', { level: 1, name: 'Attributter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hvor den bruges' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ny attribut' })).toHaveAttribute('href', '/attributes/new');
    expect(screen.getByRole('button', { name: 'Eksportér viste: 1.200 attributter' })).toHaveTextContent('Eksportér viste');
    expect(screen.getByLabelText('Kun manglende oversættelser')).not.toBeChecked();
    expect(within(table).getByRole('columnheader', { name: /^Backoffice-navn/ })).toBeInTheDocument();
    // A number in Danish: a dot between thousands.
    expect(screen.getByText('1.200 attributter')).toHaveAttribute('role', 'status');

    await user.type(screen.getByRole('searchbox', { name: 'Søg i attributter' }), 'generated000');
    await waitFor(() => expect(screen.getByText('10 af 1.200 attributter')).toBeInTheDocument());

    const boxes = () => within(screen.getByRole('table', { name: 'Attributter' })).getAllByRole('checkbox', { name: /^Vælg generated/ });
    await user.click(boxes()[0]!);
    const bar = await screen.findByRole('region', { name: 'Masseredigering' });
    expect(within(bar).getByText('1 attribut valgt')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Anvend på 1 attribut…' })).toBeInTheDocument();
    await user.click(boxes()[1]!);
    expect(within(bar).getByText('2 attributter valgt')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Anvend på 2 attributter…' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Ryd markering' })).toBeInTheDocument();
    expect(within(bar).getByLabelText('Indstilling, der skal ændres')).toHaveDisplayValue('Lokaliseret');
  });

  it('the editor: heading, sections, buttons and fields in Danish; names from the API as they are', async () => {
    await activateInterfaceLanguage('da');
    const { user } = renderApp('/attributes?q=colour');
    await user.click(await screen.findByRole('link', { name: 'colour' }));
    const form = await screen.findByRole('form', { name: 'Attribut' });
    expect(screen.getByRole('heading', { level: 1, name: /^Attribut / })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Gem' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Gennemse ændringer' })).toBeDisabled();
    expect(within(form).getByText('Alle ændringer er gemt')).toBeInTheDocument();
    const sections = within(form).getByRole('navigation', { name: 'Sektioner i denne attribut' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Generelt', 'Navne og beskrivelser', 'Hvor den bruges', 'Placering', 'Adfærd', 'Typeindstillinger']);
    // The alias is the API's, shown as it is; the label around it is Danish.
    expect(within(form).getByLabelText('Alias')).toHaveValue('colour');
    expect(within(form).getByLabelText('Backoffice-navn')).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Lokaliseret' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Navn på .+ \(da-DK\)$/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Hvor den bruges' })).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Backoffice-navn'), ' (ny)');
    expect(within(form).getByText('Ikke-gemte ændringer')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Attributgruppe'));
    await user.type(within(form).getByLabelText('Attributgruppe'), 'x');
    await user.click(within(form).getByRole('button', { name: 'Gem' }));
    expect(await within(form).findByText('Attributgruppe skal være et heltal, for eksempel 12.')).toBeInTheDocument();
  });
});
