import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { attributeDisplayName, attributeSchema } from '../../src/api/attributes';
import { http } from '../../src/api/http';
import { languageSchema } from '../../src/api/languages';
import { activateInterfaceLanguage } from '../../src/i18n/interface-language';
import { renderApp } from '../render-app';
import { item, waitUntilSaved } from './saved-searches-tree-helpers';

vi.setConfig({ testTimeout: 60_000 });

async function firstDateAttribute() {
  const [attributes, languages] = await Promise.all([http.get('/attributes', z.array(attributeSchema)), http.get('/v1/Languages', z.array(languageSchema))]);
  const first = [...languages].sort((a, b) => a.SortOrder - b.SortOrder)[0]!.CultureCode;
  const attribute = attributes.find((candidate) => candidate.AttributeType === 'DateTimeAttribute' && candidate.Alias)!;
  return { attribute, label: attributeDisplayName(attribute, first) };
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Saved searches in Danish (issue 21)', () => {
  it('the tree speaks Danish: heading, buttons, what a folder holds (1 and 2), a keyboard move’s announcement and dates', async () => {
    await activateInterfaceLanguage('da');
    const { user, queryClient } = renderApp('/saved-searches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gemte søgninger' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('tree', { name: 'Mapper og gemte søgninger' })).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: 'Mappehandlinger' });
    expect(within(toolbar).getByRole('button', { name: 'Ny mappe' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('link', { name: 'Ny gemt søgning' })).toBeInTheDocument();
    // Names from the API stay as they are.
    expect(item(/^Purchasing/)).toBeInTheDocument();

    await user.click(item(/^Purchasing/));
    expect(screen.getByText('Valgt: mappen »Purchasing«. Nye elementer placeres i: Purchasing.')).toBeInTheDocument();
    await user.click(within(toolbar).getByRole('button', { name: 'Slet' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Slet mappen »Purchasing«?' });
    expect(within(dialog).getByText('»Purchasing« indeholder 1 mappe og 4 gemte søgninger')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Slet mappe og indhold' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(item(/^Purchasing/));
    await user.keyboard('{ArrowRight}');
    await user.click(await screen.findByRole('treeitem', { name: /^Suppliers/ }));
    await user.click(within(toolbar).getByRole('button', { name: 'Slet' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Slet mappen »Suppliers«?' });
    expect(within(dialog).getByText('»Suppliers« indeholder 2 gemte søgninger')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(item(/^Purchasing/));
    await user.keyboard('{Control>}{ArrowUp}{/Control}');
    expect(await screen.findByText(/^Flyttede mappen »Purchasing«\. Ny placering: Øverste niveau, position \d+\.$/)).toBeInTheDocument();
    await waitUntilSaved(queryClient);

    // A search opened: its dates in Danish ("3. nov. 2026, 14.05 af …").
    await user.click(item(/^Suppliers/));
    await user.keyboard('{ArrowRight}');
    await user.click(await screen.findByRole('treeitem', { name: /^Nordic Supply items/ }));
    expect(await screen.findByRole('heading', { name: 'Rediger »Nordic Supply items«' }, { timeout: 5000 })).toBeInTheDocument();
    const created = screen.getByText('Oprettet').nextElementSibling!;
    expect(created.textContent).toMatch(/^\d{1,2}\. [a-zæøå]+\.? \d{4}, \d{2}\.\d{2} af /);
  });

  it('the query builder speaks Danish: operators by type, the summary and a validation message for 2 and for 1 filter', async () => {
    const { attribute, label } = await firstDateAttribute();
    await activateInterfaceLanguage('da');
    const { user } = renderApp('/saved-searches/new');
    expect(await screen.findByRole('heading', { name: 'Ny gemt søgning' }, { timeout: 5000 })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Navn'), 'Dansk test');
    expect(screen.getByText('Finder alle produkter.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tilføj filter' }));
    await user.click(screen.getByRole('button', { name: 'Tilføj filter' }));
    expect(optionsOf(screen.getByLabelText('Filter 1, operator'))).toEqual([
      'er',
      'er ikke',
      'indeholder',
      'indeholder ikke',
      'matcher mønsteret',
      'matcher ikke mønsteret',
      'er større end',
      'er mindre end',
      'er tom',
      'er ikke tom',
    ]);
    await user.click(screen.getByRole('button', { name: 'Opret gemt søgning' }));
    expect(await screen.findByText('Vælg et felt til de 2 filtre, der ikke har et.')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Filter 1, felt' }), `${attribute.Alias!}{Enter}`);
    expect(optionsOf(screen.getByLabelText('Filter 1, operator'))).toEqual(['er', 'er ikke', 'er efter', 'er før', 'er tom', 'er ikke tom']);
    await user.selectOptions(screen.getByLabelText('Filter 1, operator'), 'er før');
    expect(await screen.findByText('Vælg et felt til filteret, der ikke har et.')).toBeInTheDocument();
    expect(screen.getByText(`Finder produkter, der opfylder: ${label} er før (ingen værdi) og (intet felt) er (ingen værdi).`)).toBeInTheDocument();
  });
});
