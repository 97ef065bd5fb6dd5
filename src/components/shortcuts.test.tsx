import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { withInterfaceLanguage } from '../../test/with-interface-language';
import { activateInterfaceLanguage } from '../i18n/interface-language';
import { describe, expect, it } from 'vitest';
import { ShortcutsProvider, usePageShortcuts, useSaveShortcut } from './shortcuts';

const wrapper = withInterfaceLanguage;

function Editor() {
  const [saved, setSaved] = useState(0);
  useSaveShortcut(() => setSaved((count) => count + 1));
  usePageShortcuts('This editor', [{ keys: 'F2', action: 'Rename' }]);
  return (
    <label>
      Name <input />
      <output>Saved {saved} times</output>
    </label>
  );
}

function Page({ withEditor }: { withEditor: boolean }) {
  return <ShortcutsProvider>{withEditor ? <Editor /> : <p>Nothing here</p>}</ShortcutsProvider>;
}

describe('keyboard shortcuts', () => {
  it('Ctrl+S saves the open editor, even from inside a field, and keeps the browser from its save dialog', async () => {
    render(<Page withEditor />, { wrapper });
    const input = screen.getByRole('textbox', { name: /Name/ });
    await userEvent.click(input);
    const notPrevented = fireEvent.keyDown(input, { key: 's', ctrlKey: true });
    expect(notPrevented).toBe(false);
    fireEvent.keyDown(input, { key: 'S', metaKey: true });
    expect(screen.getByText('Saved 2 times')).toBeInTheDocument();
  });

  it('says there is nothing to save where no editor is open', () => {
    render(<Page withEditor={false} />, { wrapper });
    expect(fireEvent.keyDown(document.body, { key: 's', ctrlKey: true })).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing to save on this page.');
  });

  it('"?" lists the shortcuts of everywhere and of the page, but not while typing', async () => {
    render(<Page withEditor />, { wrapper });
    await userEvent.click(screen.getByRole('textbox', { name: /Name/ }));
    await userEvent.keyboard('?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(document.body);
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByRole('table', { name: 'Everywhere' })).toHaveTextContent('Go to a page, record or action');
    expect(within(dialog).getByRole('table', { name: 'This editor' })).toHaveTextContent('F2Rename');
  });

  it('in German, "?" names the keys as a German keyboard labels them (Strg, as the header\'s Go to… button does)', async () => {
    await activateInterfaceLanguage('de');
    render(<Page withEditor />, { wrapper });
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Tastenkombinationen' });
    const everywhere = within(dialog).getByRole('table', { name: 'Überall' });
    expect(everywhere).toHaveTextContent('Strg KZu einer Seite');
    expect(everywhere).toHaveTextContent('Strg SDas geöffnete Formular');
    expect(everywhere).not.toHaveTextContent('Ctrl');
  });
});
