import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateInterfaceLanguage, initialInterfaceLanguage } from '../../src/i18n/interface-language';
import { renderApp } from '../render-app';

configure({ asyncUtilTimeout: 5000 });

describe('Interface language (issue 21)', () => {
  it('Settings → Interface language → Dansk switches the shell at once, sets <html lang> and is kept on this device', async () => {
    const { user, unmount } = renderApp('/settings');
    const field = await screen.findByRole('combobox', { name: 'Interface language' });
    // Each language by its own name, marked as that language; the field says it is not the data's languages.
    expect(within(field).getByRole('option', { name: 'Dansk' })).toHaveAttribute('lang', 'da');
    expect(within(field).getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    expect(field).toHaveAccessibleDescription(/does not change the languages of your data/);

    await user.selectOptions(field, 'Dansk');

    // No reload: the page on screen speaks Danish.
    expect(await screen.findByRole('heading', { level: 1, name: 'Indstillinger' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hovedmenu' });
    expect(within(nav).getByRole('link', { name: 'Attributter' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Gemte søgninger' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gem' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Grænsefladesprog' })).toHaveValue('da');
    expect(document.documentElement).toHaveAttribute('lang', 'da');
    expect(document.title).toBe('Indstillinger · PIM-modeller');

    // A message, its time ("just now") and its exact date follow the language.
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Forbindelsesindstillingerne er gemt.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aktivitet' }));
    const panel = await screen.findByRole('dialog', { name: 'Aktivitet' });
    const [entry] = within(panel).getAllByRole('listitem');
    expect(entry).toHaveTextContent(/Udført.*Forbindelsesindstillingerne er gemt\..*lige nu/);
    const time = within(entry!).getByText('lige nu');
    const at = new Date(time.getAttribute('datetime')!);
    expect(time).toHaveAttribute('title', new Intl.DateTimeFormat('da', { dateStyle: 'medium', timeStyle: 'medium' }).format(at));
    await user.click(within(panel).getByRole('button', { name: 'Luk' }));

    // Plurals and numbers in Danish: the palette's count of results.
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Gå til eller udfør' });
    const search = within(palette).getByRole('combobox', { name: 'Søg i sider, handlinger og poster' });
    await user.type(search, 'grænsefladesprog');
    await waitFor(() => expect(within(palette).getByRole('status')).toHaveTextContent(/^1 resultat$/));
    expect(within(palette).getByRole('option', { name: 'Indstillinger Sider' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'opret');
    await waitFor(() => expect(within(palette).getByRole('status')).toHaveTextContent(/^4 resultater$/));
    await user.keyboard('{Escape}');
    unmount();

    // A fresh start (as main.tsx does) reads the choice kept on this device.
    await activateInterfaceLanguage('en');
    expect(localStorage.getItem('pim.interfaceLanguage')).toBe('da');
    await activateInterfaceLanguage(initialInterfaceLanguage());
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Indstillinger' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Hovedmenu' })).getByRole('link', { name: 'Aktivtyper' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Grænsefladesprog' })).toHaveValue('da');
    expect(document.documentElement).toHaveAttribute('lang', 'da');
  });
});
