import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { attributeSchema, type Attribute } from '../../src/api/attributes';
import { http } from '../../src/api/http';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { http as mockHttp, type DefaultBodyType } from 'msw';
import { renderApp } from '../render-app';

const SLOW = { timeout: 5000 };
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

async function serverAttributes() {
  const all = await http.get('/attributes', z.array(attributeSchema));
  return all.sort((a, b) => collator.compare(a.Alias ?? '', b.Alias ?? ''));
}

const serverName = async (uid: string, cultureCode: string) => (await http.get(`/attributes/${uid}`, attributeSchema)).Name?.[cultureCode];

const cell = (alias: string | null | undefined, cultureCode: string) => screen.getByRole('textbox', { name: `${alias} name in ${cultureCode}` });

async function openGrid(path = '/translations') {
  const view = renderApp(path);
  await screen.findByRole('grid', { name: 'Names by language' }, SLOW);
  return view;
}

/** A colleague saves a name, and this tab's list is read again (as another tab's announcement makes it). */
async function colleagueSaves(view: Awaited<ReturnType<typeof openGrid>>, attribute: Attribute, cultureCode: string, text: string) {
  await http.put('/attributes', { ...attribute, Name: { ...attribute.Name, [cultureCode]: text } });
  await view.queryClient.refetchQueries({ queryKey: ['attributes', 'list'] });
}

describe('Translations grid, a colleague saving meanwhile', () => {
  it('an imported name a colleague changed after the preview is not written over theirs: it is reported, and Retry saves it knowingly', async () => {
    const [first, second] = await serverAttributes();
    const view = await openGrid();
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Copy and CSV' }));
    const panel = await screen.findByRole('region', { name: 'CSV export and import' });
    await user.selectOptions(within(panel).getByLabelText('Language for CSV'), 'de-DE');
    const file = new File([`Uid,Name (de-DE)\r\n${first!.Uid},Aus der Datei\r\n${second!.Uid},Auch aus der Datei\r\n`], 'names-de-DE.csv', { type: 'text/csv' });
    await user.upload(within(panel).getByLabelText('Import names from CSV…'), file);
    const dialog = await screen.findByRole('dialog', { name: 'Import names in de-DE' });
    expect(within(dialog).getByRole('table', { name: 'What the import changes' })).toHaveTextContent(first!.Name?.['de-DE'] || '(missing)');

    await colleagueSaves(view, first!, 'de-DE', 'Vom Kollegen');
    await waitFor(() => expect(cell(first!.Alias, 'de-DE')).toHaveValue('Vom Kollegen'), SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Save 2 changes' }));
    expect(await within(dialog).findByText('1 saved, 1 not saved.', undefined, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Lines not imported' })).toHaveTextContent(`${first!.Alias}A colleague changed it meanwhile to “Vom Kollegen”.`);
    expect(await serverName(first!.Uid, 'de-DE')).toBe('Vom Kollegen');
    expect(await serverName(second!.Uid, 'de-DE')).toBe('Auch aus der Datei');
    // The file's text stays offered in its cell.
    expect(cell(first!.Alias, 'de-DE')).toHaveValue('Aus der Datei');
    expect(cell(first!.Alias, 'de-DE')).toHaveAccessibleDescription(/^Not saved: A colleague changed it meanwhile to “Vom Kollegen”/);

    await user.click(within(dialog).getByRole('button', { name: 'Retry 1 not saved' }));
    expect(await within(dialog).findByText('1 saved.', undefined, SLOW)).toBeInTheDocument();
    expect(await serverName(first!.Uid, 'de-DE')).toBe('Aus der Datei');
  });

  it('a proposal for a cell a colleague filled since is refused, accepted alone or with all, and the count says so', async () => {
    const attributes = await serverAttributes();
    const view = await openGrid();
    // Empty cells of the rows shown.
    const [one, two, three] = attributes.filter((attribute) => !attribute.Name?.['nb-NO'] && attribute.Name?.['en-GB'] && screen.queryByRole('textbox', { name: `${attribute.Alias} name in nb-NO` }));
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Copy and CSV' }));
    const panel = await screen.findByRole('region', { name: 'Copy from another language' });
    await user.selectOptions(within(panel).getByLabelText('Fill empty cells of'), 'nb-NO');
    await user.selectOptions(within(panel).getByLabelText('with the text in'), 'en-GB');
    await user.click(within(panel).getByRole('button', { name: 'Copy from English (United Kingdom)' }));
    const proposed = await screen.findByRole('button', { name: /^Accept all \d+$/ });
    const count = Number(proposed.textContent!.replace(/\D/g, ''));
    expect(cell(two!.Alias, 'nb-NO')).toHaveAccessibleDescription('Proposed');

    await colleagueSaves(view, one!, 'nb-NO', 'Kollegaens tekst');
    await user.click(screen.getByRole('button', { name: `Accept “${one!.Name!['en-GB']}” for ${one!.Alias} name in nb-NO` }));
    await waitFor(() => expect(cell(one!.Alias, 'nb-NO')).toHaveAccessibleDescription(/^Not saved: A colleague changed it meanwhile to “Kollegaens tekst”/), SLOW);
    expect(await serverName(one!.Uid, 'nb-NO')).toBe('Kollegaens tekst');

    await colleagueSaves(view, two!, 'nb-NO', 'Hans tekst');
    await user.click(screen.getByRole('button', { name: `Accept all ${count - 1}` }));
    const saved = (count - 2).toLocaleString('en');
    expect(await screen.findByText(`Accepted ${count - 1} proposals: ${saved} saved, 1 not saved (marked in the grid).`, undefined, SLOW)).toBeInTheDocument();
    expect(cell(two!.Alias, 'nb-NO')).toHaveAccessibleDescription(/^Not saved: A colleague changed it meanwhile to “Hans tekst”/);
    expect(cell(two!.Alias, 'nb-NO')).toHaveValue(two!.Name!['en-GB']);
    expect(await serverName(two!.Uid, 'nb-NO')).toBe('Hans tekst');
    expect(await serverName(three!.Uid, 'nb-NO')).toBe(three!.Name!['en-GB']);
  });

  it('a name replaced by a save landing at the same moment is not reported as saved: the cell keeps the text and says whose is there', async () => {
    const [first] = await serverAttributes();
    const { user } = await openGrid();
    // The colleague's save lands between this save's PUT and its read back.
    let reads = 0;
    mockServer.use(
      mockHttp.get(`${TEST_API_BASE_URL}/attributes/${first!.Uid}`, async () => {
        reads += 1;
        if (reads === 2) await http.put('/attributes', { ...first!, Name: { ...first!.Name, 'de-DE': 'Gleichzeitig' } });
        return undefined;
      }),
    );
    const input = cell(first!.Alias, 'de-DE');
    await user.clear(input);
    await user.type(input, 'Mein Name{Enter}');
    await waitFor(() => expect(input).toHaveAccessibleDescription(/^Not saved: A colleague changed it meanwhile to “Gleichzeitig”/), SLOW);
    expect(input).toHaveValue('Mein Name');
    expect(await serverName(first!.Uid, 'de-DE')).toBe('Gleichzeitig');
  });

  it('a pasted line whose cell a colleague changed before its turn came is refused, not written over theirs', async () => {
    const rows = (await serverAttributes()).slice(0, 5);
    const last = rows.at(-1)!;
    const view = await openGrid();
    // The first four saves (four run at a time) wait at the server, so the fifth starts after the colleague's change.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(
      mockHttp.put(`${TEST_API_BASE_URL}/attributes`, async ({ request }) => {
        const body = (await request.clone().json()) as DefaultBodyType & { Uid: string };
        if (body.Uid !== last.Uid) await held;
        return undefined;
      }),
    );
    fireEvent.paste(cell(rows[0]!.Alias, 'sv-SE'), { clipboardData: { getData: () => rows.map((_, index) => `Rad ${index + 1}`).join('\r\n') } });
    await waitFor(() => expect(cell(rows[0]!.Alias, 'sv-SE')).toHaveAccessibleDescription('Saving…'), SLOW);
    await colleagueSaves(view, last, 'sv-SE', 'Kollegans');
    release();
    expect(await screen.findByText('Pasted 5 lines: 4 saved, 1 not saved (marked in the grid).', undefined, SLOW)).toBeInTheDocument();
    expect(cell(last.Alias, 'sv-SE')).toHaveAccessibleDescription(/^Not saved: A colleague changed it meanwhile to “Kollegans”/);
    expect(cell(last.Alias, 'sv-SE')).toHaveValue('Rad 5');
    expect(await serverName(last.Uid, 'sv-SE')).toBe('Kollegans');
  });
});
