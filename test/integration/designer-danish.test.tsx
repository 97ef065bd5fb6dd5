import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateInterfaceLanguage } from '../../src/i18n/interface-language';
import { assetTypeUid } from '../../src/mocks/seed-asset-types';
import { renderApp } from '../render-app';

const IMAGE = assetTypeUid(1);

describe('Asset type designer in Danish', () => {
  it('speaks Danish in the toolbar, a keyboard move, Undo and the counts, and keeps the names from the API as they are', async () => {
    await activateInterfaceLanguage('da');
    const { user } = renderApp(`/asset-types/${IMAGE}`);
    await screen.findByRole('heading', { level: 1, name: 'Aktivtype: Image' });

    const toolbar = within(screen.getByRole('toolbar', { name: 'Designer' }));
    expect(toolbar.getByRole('button', { name: 'Fortryd' })).toBeDisabled();
    expect(toolbar.getByRole('button', { name: 'Annuller fortryd' })).toBeDisabled();
    for (const name of ['Forhåndsvisning', 'Kassér', 'Gennemse ændringer', 'Eksportér', 'Gem']) expect(toolbar.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByText('Ingen ikke-gemte ændringer.')).toBeInTheDocument();

    // A keyboard move, step by step, as a screen reader hears it.
    screen.getByRole('button', { name: 'Flyt Image alt text' }).focus();
    await user.keyboard(' ');
    const announcer = screen.getByTestId('designer-announcer');
    expect(announcer).toHaveTextContent('Samlede egenskab Image alt text op, position 1 af 5 i sektion Basics, fane General. Piletasterne flytter, Mellemrum slipper, Esc annullerer.');
    await user.keyboard('{ArrowDown}');
    expect(announcer).toHaveTextContent('Image alt text flyttet til position 2 af 5 i sektion Basics, fane General.');
    await user.keyboard(' ');
    expect(announcer).toHaveTextContent('Slap Image alt text på position 2 af 5 i sektion Basics, fane General.');
    expect(screen.getByText('Ikke-gemte ændringer, opbevaret som kladde i denne browser.')).toBeInTheDocument();

    await user.click(toolbar.getByRole('button', { name: 'Fortryd' }));
    const undid = 'Fortrudt: flyttede »Image alt text« til position 2 i sektion »Basics«.';
    expect(announcer).toHaveTextContent(undid);
    expect(screen.getByText(undid, { ignore: 'script, style, .visually-hidden' })).toBeVisible();

    // Plurals: a section of two properties, then of one.
    await user.click(within(screen.getByRole('list', { name: 'Faner' })).getByRole('button', { name: 'Marketing' }));
    const relations = screen.getByRole('region', { name: 'Relations' });
    expect(within(relations).getByText('2 egenskaber')).toBeInTheDocument();
    const [first] = within(within(relations).getByRole('list', { name: 'Egenskaber i Relations' })).getAllByRole('listitem');
    await user.click(within(first!).getAllByRole('button')[1]!);
    await user.click(within(screen.getByRole('complementary', { name: 'Indstillinger' })).getByRole('button', { name: 'Fjern' }));
    expect(within(relations).getByText('1 egenskab')).toBeInTheDocument();
    expect(announcer).toHaveTextContent(/^Fjernede egenskab .+\. Fortryd henter den tilbage\.$/);
  });

  it('names the built-in tab in Review changes as the row of tabs does (“Fanen File (indbygget)”, not the service’s “FileTab”)', async () => {
    await activateInterfaceLanguage('da');
    const { user } = renderApp(`/asset-types/${IMAGE}`);
    await screen.findByRole('heading', { level: 1, name: 'Aktivtype: Image' });
    await user.click(screen.getByRole('button', { name: 'Tilføj fane' }));
    await user.click(within(screen.getByRole('toolbar', { name: 'Designer' })).getByRole('button', { name: 'Gennemse ændringer' }));
    const review = within(screen.getByRole('region', { name: 'Gennemse ændringer' }));
    expect(review.getByRole('rowheader', { name: 'Fanen File (indbygget)' })).toBeInTheDocument();
    expect(review.queryByText(/FileTab/)).not.toBeInTheDocument();
  });
});
