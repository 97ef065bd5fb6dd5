import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { saveConnection } from '../../src/api/connection-writes';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { renderApp } from '../render-app';

// The editor loads its route chunk and three queries; on a busy 2-core machine that can take over the default 1 s.
configure({ asyncUtilTimeout: 5000 });

/** "Name in Danish (Denmark) (da-DK)": the language's name as the server has it, then its culture code. */
const localizedLabel = (field: 'Name' | 'Description', cultureCode: string) => new RegExp(`^${field} in .+ \\(${cultureCode}\\)$`);

type Seen = { method: string; path: string; body: unknown };

function recordRequests() {
  const seen: Seen[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    seen.push({ method: request.method, path: new URL(request.url).pathname.replace(/^\/api/, ''), body: text ? JSON.parse(text) : undefined });
  });
  return seen;
}

/** Data rows of the attributes table (the header row left out). */
function dataRows() {
  const table = screen.getByRole('table', { name: 'Attributes' });
  return within(table).getAllByRole('row').slice(1);
}
/** A row's cell under the column whose header starts with `header`. */
function cellIn(row: HTMLElement, header: string): HTMLElement {
  const headers = within(screen.getByRole('table', { name: 'Attributes' })).getAllByRole('columnheader');
  return within(row).getAllByRole('cell')[headers.findIndex((cell) => cell.textContent?.startsWith(header))]!;
}
// The alias is the row's link (the first cell is the row's checkbox when the editor may write).
const aliases = () => dataRows().map((row) => within(row).getByRole('link').textContent);

async function openList(path = '/attributes') {
  const view = renderApp(path);
  await screen.findByRole('table', { name: 'Attributes' });
  return view;
}

async function openAttribute(alias: string) {
  const view = await openList(`/attributes?q=${alias}`);
  await waitFor(() => expect(aliases()).toContain(alias));
  await view.user.click(screen.getByRole('link', { name: alias }));
  await screen.findByLabelText('Alias');
  await waitFor(() => expect(screen.getByLabelText('Alias')).toHaveValue(alias));
  return view;
}

describe('Attributes list', () => {
  it('lists attributes by alias with type, flags and translation completeness, rendering only a screenful', async () => {
    await openList();
    const rows = dataRows();
    expect(rows.length).toBeGreaterThan(5);
    // The default seed has 200+ attributes; a virtualized list keeps far fewer in the DOM.
    expect(rows.length).toBeLessThan(60);
    expect(screen.getByRole('table', { name: 'Attributes' })).toHaveAttribute('aria-rowcount', expect.stringMatching(/^[2-9]\d\d$/));
    const shown = aliases();
    expect(shown).toEqual([...shown].sort((a, b) => a!.localeCompare(b!, undefined, { sensitivity: 'base', numeric: true })));
    await waitFor(() => expect(within(rows[0]!).getByText(/\d of \d/)).toBeInTheDocument());
  });

  it('searches localized names in any language and keeps the search in the URL', async () => {
    const { user, router } = await openList();
    const search = screen.getByRole('searchbox', { name: 'Search attributes' });
    await user.type(search, 'Farve');
    await waitFor(() => expect(aliases()).toEqual(expect.arrayContaining(['colour', 'colourGroup'])));
    expect(aliases().every((alias) => /colou?r/i.test(alias!))).toBe(true);
    await waitFor(() => expect(router.state.location.search).toBe('?q=Farve'));
    expect(screen.getByText(new RegExp(`^${aliases().length} of 2\\d\\d attributes$`))).toBeInTheDocument();
  });

  it('filters by type and flags, and sorts by a column both ways', async () => {
    const { user, router } = await openList('/attributes?type=BooleanAttribute');
    await waitFor(() => expect(dataRows().every((row) => cellIn(row, 'Type').textContent === 'Boolean')).toBe(true));
    expect(screen.getByLabelText('Type')).toHaveValue('BooleanAttribute');

    await user.selectOptions(screen.getByLabelText('Localized'), 'no');
    await waitFor(() => expect(dataRows().every((row) => cellIn(row, 'Localized').textContent === 'No')).toBe(true));
    expect(router.state.location.search).toContain('localized=no');

    const ascending = aliases();
    await user.click(screen.getByRole('button', { name: /^Alias/ }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Alias/ })).toHaveAttribute('aria-sort', 'descending'));
    const descending = aliases();
    expect(descending).toEqual([...descending].sort((a, b) => b!.localeCompare(a!, undefined, { sensitivity: 'base', numeric: true })));
    expect(descending[0]).not.toBe(ascending[0]);
    expect(router.state.location.search).toContain('sort=-alias');
  });

  it('says so when nothing matches', async () => {
    const { user } = await openList();
    await user.type(screen.getByRole('searchbox', { name: 'Search attributes' }), 'zzzznothing');
    expect(await screen.findByText('No attribute matches this search and these filters.')).toBeInTheDocument();
  });

  it('says once that the API key is needed when the server refuses both attributes and languages', async () => {
    mockServer.use(
      http.get(`${TEST_API_BASE_URL}/attributes`, () => HttpResponse.json({ Title: 'Unauthorized', Status: 401 }, { status: 401 })),
      http.get(`${TEST_API_BASE_URL}/v1/Languages`, () => HttpResponse.json({ Title: 'Unauthorized', Status: 401 }, { status: 401 })),
    );
    renderApp('/attributes');
    expect(await screen.findByRole('link', { name: 'Set the API key in Settings' })).toHaveAttribute('href', '/settings#api-key');
    await waitFor(() => expect(screen.getAllByRole('alert').filter((alert) => alert.textContent !== '')).toHaveLength(1));
  });

  it('opens the editor with a click on a row', async () => {
    const { user } = await openList('/attributes?q=isActive');
    await waitFor(() => expect(aliases()).toEqual(['isActive']));
    await user.click(cellIn(dataRows()[0]!, 'Backoffice name'));
    expect(await screen.findByLabelText('Alias')).toHaveValue('isActive');
  });
});

describe('Creating an attribute', () => {
  it('creates a Boolean attribute with a client uid and opens it', async () => {
    const seen = recordRequests();
    const { user, router } = renderApp('/attributes/new');
    const alias = await screen.findByLabelText('Alias');
    await waitFor(() => expect(alias).toHaveFocus());
    await user.type(alias, 'isGiftWrapped');
    await user.type(screen.getByLabelText(localizedLabel('Name', 'en-GB')), 'Gift wrapped');
    expect(screen.getByLabelText(localizedLabel('Name', 'da-DK'))).not.toHaveAccessibleDescription();
    expect(screen.getByRole('radio', { name: 'Boolean' })).toBeChecked();
    expect(screen.queryByLabelText('Allow multiple values')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create attribute' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/attributes\/[0-9a-f-]{36}$/));
    const uid = router.state.location.pathname.split('/')[2];
    const post = seen.find((request) => request.method === 'POST' && request.path === '/attributes');
    expect(post?.body).toEqual({ Uid: uid, AttributeType: 'BooleanAttribute', Alias: 'isGiftWrapped', Name: { 'en-GB': 'Gift wrapped' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Attribute Gift wrapped' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Alias')).toHaveValue('isGiftWrapped'));
  });

  it('creates an attribute reference with its four fields', async () => {
    const seen = recordRequests();
    const { user, router } = renderApp('/attributes/new');
    await user.type(await screen.findByLabelText('Alias'), 'relatedSpecs');
    await user.click(screen.getByRole('radio', { name: 'Attribute reference' }));
    await user.click(screen.getByLabelText('Allow multiple values'));
    await user.click(screen.getByLabelText('Unfold complex types'));
    await user.type(screen.getByLabelText('Allowed attribute scopes'), 'technical');
    await user.click(screen.getByRole('checkbox', { name: 'Text' }));
    await user.click(screen.getByRole('checkbox', { name: 'Number' }));
    await user.click(screen.getByRole('button', { name: 'Create attribute' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/attributes\/[0-9a-f-]{36}$/));
    expect(seen.find((request) => request.method === 'POST' && request.path === '/attributes')?.body).toMatchObject({
      AttributeType: 'AttributeReferenceAttribute',
      Alias: 'relatedSpecs',
      AllowMultipleValues: true,
      UnfoldComplexTypes: true,
      AllowedAttributeScopes: ['technical'],
      AllowedAttributeTypes: ['TextAttribute', 'NumberAttribute'],
    });
    // Reopened from the server: the reference settings came back.
    expect(await screen.findByRole('heading', { level: 1, name: 'Attribute relatedSpecs' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Allow multiple values')).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Number' })).toBeChecked();
  });

  it('names the alias rule that fails while typing and sends nothing invalid', async () => {
    const seen = recordRequests();
    const { user } = renderApp('/attributes/new');
    const alias = await screen.findByLabelText('Alias');
    await user.type(alias, '2');
    await waitFor(() => expect(alias).toHaveAccessibleDescription(/must not start with a digit/));
    await user.clear(alias);
    await user.type(alias, 'main colour');
    await waitFor(() => expect(alias).toHaveAccessibleDescription(/only letters a-z, A-Z and digits 0-9/));
    await user.clear(alias);
    await user.type(alias, 'x'.repeat(51));
    await waitFor(() => expect(alias).toHaveAccessibleDescription(/at most 50 characters/));
    await user.clear(alias);
    await user.type(alias, 'COLOUR');
    await waitFor(() => expect(alias).toHaveAccessibleDescription(/already used by another attribute/));
    await user.click(screen.getByRole('button', { name: 'Create attribute' }));
    expect(alias).toHaveAttribute('aria-invalid', 'true');
    expect(alias).toHaveValue('COLOUR');
    expect(seen.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderApp('/attributes/new');
    await user.type(await screen.findByLabelText('Alias'), 'halfDone');
    await user.click(screen.getByRole('link', { name: 'Languages' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/attributes/new');
    expect(screen.getByLabelText('Alias')).toHaveValue('halfDone');
  });
});

describe('Editing an attribute', () => {
  it('saves edited localized names and keeps every other field as loaded', async () => {
    const seen = recordRequests();
    const { user } = await openAttribute('colour');
    const uid = seen.find((request) => request.method === 'GET' && /^\/attributes\/[0-9a-f-]{36}$/.test(request.path))!.path.split('/')[2];
    const before = (await (await fetch(`${TEST_API_BASE_URL}/attributes/${uid}`, { headers: { Authorization: 'test-key' } })).json()) as Record<string, Record<string, unknown>>;
    const danish = screen.getByLabelText(localizedLabel('Name', 'da-DK'));
    await user.clear(danish);
    await user.type(danish, 'Farvetone');
    const swedish = screen.getByLabelText(localizedLabel('Description', 'sv-SE'));
    await user.clear(swedish);
    await user.type(swedish, 'Produktens färg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Attribute colour saved.')).toBeInTheDocument();

    const put = seen.find((request) => request.method === 'PUT')!.body;
    // Only the two texts changed; every other field, known or not, went back as it was loaded.
    expect(put).toStrictEqual({
      ...before,
      Name: { ...before.Name, 'da-DK': 'Farvetone' },
      Description: { ...before.Description, 'sv-SE': 'Produktens färg' },
    });
    expect(screen.getByLabelText(localizedLabel('Name', 'da-DK'))).toHaveValue('Farvetone');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('shows the server’s 400 at its field and keeps the values', async () => {
    mockServer.use(
      http.put(`${TEST_API_BASE_URL}/attributes`, () =>
        HttpResponse.json({ Title: 'Validation failed', Status: 400, Errors: { BackofficeName: ['The server wants a shorter name.'] } }, { status: 400 }),
      ),
    );
    const { user } = await openAttribute('colour');
    const name = screen.getByLabelText('Backoffice name');
    await user.clear(name);
    await user.type(name, 'A much longer backoffice name');
    await user.type(screen.getByLabelText(localizedLabel('Name', 'de-DE')), ' (Farbton)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Backoffice name')).toHaveAccessibleDescription(/The server wants a shorter name\./));
    expect(screen.getByLabelText('Backoffice name')).toHaveValue('A much longer backoffice name');
    expect(screen.getByLabelText(localizedLabel('Name', 'de-DE'))).toHaveValue('Farbe (Farbton)');
  });

  it('shows the fields of other types read-only and the type as fixed', async () => {
    await openAttribute('productName');
    expect(screen.getByText(/the type cannot change/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Other settings of this text attribute/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('edits a text attribute’s own settings by kind, in an editor’s words, the service’s names only under Details', async () => {
    await openAttribute('productName');
    const text = screen.getByRole('group', { name: 'Settings of text attributes' });
    expect(within(text).getByText('The settings other text attributes on this service use.')).toBeInTheDocument();
    expect(within(text).queryByText(/API reference|Learned from the server/)).not.toBeInTheDocument();
    expect(within(text).getByRole('checkbox', { name: 'Several lines' })).not.toBeChecked();
    expect(within(text).getByRole('textbox', { name: 'Maximum length' })).toHaveValue('');
    expect(within(text).getByRole('textbox', { name: 'Maximum length' })).toHaveAccessibleDescription(/^Used by \d+ of the \d+ text attributes\.$/);
    expect(within(text).getByRole('textbox', { name: 'Width in the product form (1–12 columns)' })).toBeInTheDocument();
    expect(within(text).queryByRole('textbox', { name: /\(MaxLength\)|\(AttributeGroupUid\)/ })).not.toBeInTheDocument();
    const details = within(text).getByText('Details').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByText('MaxLength')).toBeInTheDocument();
  });

  it('lists the sub attributes of a complex attribute by alias and type, with their fields on demand', async () => {
    await openAttribute('dimensions');
    const complex = screen.getByRole('group', { name: /Other settings of this complex attribute/ });
    const subs = within(complex).getByText('Sub attributes').nextElementSibling as HTMLElement;
    const items = within(subs).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(1);
    expect(items[0]).toHaveTextContent(/^dimensionsHeight · Height \(\w[\w ]*\)/);
    expect(within(items[0]!).getByText(/"Alias": "dimensionsHeight"/)).not.toBeVisible();
  });

  it('hides editing and references on an older server version, with the reason', async () => {
    saveConnection({ apiBaseUrl: TEST_API_BASE_URL, serverVersion: '3.1.0', apiKey: 'test-key', rememberKey: false });
    await openAttribute('colour');
    expect(screen.getByText(/Creating and editing attributes need server version v\.3\.2\.0/)).toBeInTheDocument();
    expect(screen.getByText(/Attribute references need server version v\.3\.5\.0/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Alias')).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Where used' })).not.toBeInTheDocument();
  });
});

describe('An attribute that does not exist', () => {
  it('says so and leads back to the list instead of offering a retry', async () => {
    renderApp('/attributes/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Attribute not found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent('There is no attribute at this link. It may have been deleted, or the link is wrong.');
    expect(screen.getByRole('link', { name: 'Find it among all attributes' })).toHaveAttribute('href', '/attributes');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('References', () => {
  it('groups references by kind with counts and names the referencing attributes from the list already held', async () => {
    const seen = recordRequests();
    await openAttribute('colour');
    const panel = (await screen.findByRole('heading', { level: 2, name: 'Where used' })).closest('section')!;
    expect(await within(panel).findByRole('region', { name: 'Categories: 3' })).toBeInTheDocument();
    const products = within(panel).getByRole('region', { name: 'Product attribute values: 2' });
    const link = await within(products).findAllByRole('link', { name: 'Comparison attributes' });
    expect(link[0]).toHaveAttribute('href', expect.stringMatching(/^\/attributes\/[0-9a-f-]{36}$/));
    expect(seen.filter((request) => request.method === 'POST' && request.path === '/attributes/batch')).toHaveLength(0);
  });

  it('says when nothing refers to an attribute', async () => {
    await openAttribute('isActive');
    expect(await screen.findByText('Nothing refers to this attribute.')).toBeInTheDocument();
  });
});
