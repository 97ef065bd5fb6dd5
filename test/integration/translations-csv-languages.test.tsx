import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { attributeSchema, type Attribute } from '../../src/api/attributes';
import { http } from '../../src/api/http';
import { parseCsv } from '../../src/components/csv';
import { previewTranslationImport, translationCsv } from '../../src/features/translations/translation-csv';
import { activateInterfaceLanguage, INTERFACE_LANGUAGES } from '../../src/i18n/interface-language';
import { renderApp } from '../render-app';

const SLOW = { timeout: 10_000 };
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

async function serverAttributes() {
  const all = await http.get('/attributes', z.array(attributeSchema));
  return all.sort((a, b) => collator.compare(a.Alias ?? '', b.Alias ?? ''));
}

/** The Danish interface, the CSV panel open on Swedish names, and `csv` chosen to import. */
async function importInDanish(csv: string) {
  await activateInterfaceLanguage('da');
  const { user } = renderApp('/translations');
  await screen.findByRole('grid', { name: 'Navne efter sprog' }, SLOW);
  await user.click(screen.getByRole('button', { name: 'Kopiér og CSV' }));
  const panel = await screen.findByRole('region', { name: 'CSV-eksport og -import' });
  await user.selectOptions(within(panel).getByLabelText('Sprog for CSV'), 'sv-SE');
  await user.upload(within(panel).getByLabelText('Importér navne fra CSV…'), new File([csv], 'names-sv-SE.csv', { type: 'text/csv' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importér navne på sv-SE' });
  return { user, dialog };
}

describe('CSV headings in the interface language', () => {
  it('imports a Danish-headed file in Danish: the preview, the plural and the save', async () => {
    const [first, second] = await serverAttributes();
    const { user, dialog } = await importInDanish(`Uid,Alias,Navn (en-GB),Navn (sv-SE)\r\n${first!.Uid},x,,Första\r\n${second!.Uid},y,,Andra\r\nnot-a-uid,z,,Hej\r\n`);
    expect(dialog).toHaveTextContent('2 skal ændres, 0 er allerede de samme, 0 er tomme i filen (forbliver uændrede), 1 afvist.');
    expect(dialog).toHaveTextContent('Kun »Uid« og »Navn (sv-SE)« læses; disse kolonner ignoreres: Alias, Navn (en-GB).');
    expect(within(dialog).getByRole('table', { name: 'Linjer, der ikke bliver importeret' })).toHaveTextContent('Ingen attribut med dette uid på serveren.');
    await user.click(within(dialog).getByRole('button', { name: 'Gem 2 ændringer' }));
    expect(await within(dialog).findByText('2 gemt.', undefined, SLOW)).toBeInTheDocument();
    expect((await http.get(`/attributes/${second!.Uid}`, attributeSchema)).Name?.['sv-SE']).toBe('Andra');
  });

  it('imports an English-headed file (exported before, or in English) in Danish', async () => {
    const [first] = await serverAttributes();
    const { user, dialog } = await importInDanish(`Uid,Alias,Name (en-GB),Name (sv-SE)\r\n${first!.Uid},x,,Engelsk rubrik\r\n`);
    expect(dialog).toHaveTextContent('Kun »Uid« og »Navn (sv-SE)« læses; disse kolonner ignoreres: Alias, Name (en-GB).');
    await user.click(within(dialog).getByRole('button', { name: 'Gem 1 ændring' }));
    expect(await within(dialog).findByText('1 gemt.', undefined, SLOW)).toBeInTheDocument();
    expect((await http.get(`/attributes/${first!.Uid}`, attributeSchema)).Name?.['sv-SE']).toBe('Engelsk rubrik');
  });

  it('exports headings in the interface language, and reads a file exported in any of them in any other', async () => {
    const colour: Attribute = { Uid: 'u1', Alias: 'colour', Name: { 'en-GB': 'Colour', 'da-DK': 'Farve' }, Description: { 'de-DE': 'Die Farbe' } };
    const attributes = [colour];
    const headings: Record<string, string[]> = {};
    for (const exportedIn of INTERFACE_LANGUAGES) {
      await activateInterfaceLanguage(exportedIn);
      const names = translationCsv([colour], 'Name', 'da-DK', 'en-GB').replace('Farve', 'Kulør');
      const descriptions = translationCsv([colour], 'Description', 'de-DE').replace('Die Farbe', 'Farbe');
      headings[exportedIn] = [...parseCsv(names)[0]!, ...parseCsv(descriptions)[0]!];
      for (const importedIn of INTERFACE_LANGUAGES) {
        await activateInterfaceLanguage(importedIn);
        expect(previewTranslationImport(names, 'Name', 'da-DK', attributes).changes.map((change) => change.after)).toEqual(['Kulør']);
        expect(previewTranslationImport(descriptions, 'Description', 'de-DE', attributes).changes.map((change) => change.after)).toEqual(['Farbe']);
        // A file of names is not read as descriptions, whatever its language.
        expect(() => previewTranslationImport(names, 'Description', 'da-DK', attributes)).toThrow();
      }
    }
    expect(headings).toEqual({
      en: ['Uid', 'Alias', 'Name (en-GB)', 'Name (da-DK)', 'Uid', 'Alias', 'Description (de-DE)'],
      da: ['Uid', 'Alias', 'Navn (en-GB)', 'Navn (da-DK)', 'Uid', 'Alias', 'Beskrivelse (de-DE)'],
      de: ['Uid', 'Alias', 'Name (en-GB)', 'Name (da-DK)', 'Uid', 'Alias', 'Beschreibung (de-DE)'],
    });
  });
});
