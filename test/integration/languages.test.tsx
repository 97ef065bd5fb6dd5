import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { addFault } from '../../src/mocks/control';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { findFocusedError } from '../announcements';
import { renderApp } from '../render-app';

function bodyRows() {
  const table = screen.getByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

function recordRequests(method: string) {
  const seen: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === method) seen.push(new URL(request.url).pathname);
  });
  return seen;
}

async function openNewLanguageForm() {
  const view = renderApp('/languages');
  await screen.findByRole('table');
  await view.user.click(screen.getByRole('button', { name: 'New language' }));
  const dialog = await screen.findByRole('dialog', { name: 'New language' });
  return { ...view, dialog };
}

describe('Languages page', () => {
  it('says in an editor’s words that a language stays once added, without naming the API', async () => {
    renderApp('/languages');
    await screen.findByRole('table');
    expect(screen.getByText('Names and descriptions can be entered in these languages. A language cannot be removed once added, so check its code before you add it.')).toBeInTheDocument();
    expect(screen.queryByText(/\bAPI\b/)).not.toBeInTheDocument();
  });

  it('lists the languages by sort order', async () => {
    renderApp('/languages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Languages' })).toBeInTheDocument();
    await screen.findByRole('table');
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(within(rows[0]!).getByText('en-GB')).toBeInTheDocument();
    const orders = rows.map((row) => Number(within(row).getAllByRole('cell')[2]!.textContent));
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('creates a language with the name proposed from the culture code', async () => {
    const { user, dialog } = await openNewLanguageForm();
    await user.type(within(dialog).getByLabelText('Culture code'), 'it-IT');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Italian (Italy)');
    const sortOrder = Number((within(dialog).getByLabelText('Sort order') as HTMLInputElement).value);
    const highest = Math.max(...bodyRows().map((row) => Number(within(row).getAllByRole('cell')[2]!.textContent)));
    expect(sortOrder).toBe(highest + 1);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const lastRow = await waitFor(() => {
      const rows = bodyRows();
      expect(within(rows[rows.length - 1]!).getByText('it-IT')).toBeInTheDocument();
      return rows[rows.length - 1]!;
    });
    expect(within(lastRow).getByText('Italian (Italy)')).toBeInTheDocument();
  });

  it('a link that asks for a language (?new=fi-FI) opens the form with its code and proposed name filled in', async () => {
    const { user } = renderApp('/languages?new=fi-FI');
    const dialog = await screen.findByRole('dialog', { name: 'New language' });
    expect(within(dialog).getByLabelText('Culture code')).toHaveValue('fi-FI');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Finnish (Finland)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Finnish (Finland)' })).toBeInTheDocument();
  });

  it('edits a language with a click on its row', async () => {
    const { user } = renderApp('/languages');
    await screen.findByRole('table');
    const daRow = bodyRows().find((row) => within(row).queryByText('da-DK'))!;
    await user.click(within(daRow).getAllByRole('cell')[1]!);
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Dansk');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Dansk')).toBeInTheDocument();
  });

  it("changing a language's culture code keeps the team's own name, and says the texts stay under the old code", async () => {
    const { user } = renderApp('/languages');
    await screen.findByRole('table');
    const daRow = bodyRows().find((row) => within(row).queryByText('da-DK'))!;
    await user.click(within(daRow).getAllByRole('cell')[1]!);
    const first = await screen.findByRole('dialog');
    await user.clear(within(first).getByLabelText('Name'));
    await user.type(within(first).getByLabelText('Name'), 'Dansk (vores navn)');
    await user.click(within(first).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(await screen.findByRole('row', { name: /Dansk \(vores navn\)/ })).getAllByRole('cell')[1]!);
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Name');
    const code = within(dialog).getByLabelText('Culture code');
    await user.type(code, ' ');
    expect(name).toHaveValue('Dansk (vores navn)');
    expect(within(dialog).queryByText(/kept under their culture code/)).not.toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'da-GL');
    expect(name).toHaveValue('Dansk (vores navn)');
    expect(within(dialog).getByText('Names and descriptions are kept under their culture code: what attributes have in da-DK will not show for this language under its new code.')).toBeInTheDocument();
  });

  it('a name that is what the old code proposed follows a new code', async () => {
    const { user, dialog } = await openNewLanguageForm();
    await user.type(within(dialog).getByLabelText('Culture code'), 'it-IT');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const itRow = await waitFor(() => bodyRows().find((row) => within(row).queryByText('it-IT'))!);
    await user.click(within(itRow).getAllByRole('cell')[1]!);
    const editDialog = await screen.findByRole('dialog');
    const code = within(editDialog).getByLabelText('Culture code');
    await user.clear(code);
    await user.type(code, 'it-CH');
    expect(within(editDialog).getByLabelText('Name')).toHaveValue('Italian (Switzerland)');
  });

  it('refuses a duplicate culture code at the field without sending anything', async () => {
    const posts = recordRequests('POST');
    const { user, dialog } = await openNewLanguageForm();
    await user.type(within(dialog).getByLabelText('Culture code'), 'DA-dk');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const field = within(dialog).getByLabelText('Culture code');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/already exists/));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('DA-dk');
    expect(posts).toEqual([]);
  });

  it('refuses an invalid culture code at the field', async () => {
    const { user, dialog } = await openNewLanguageForm();
    await user.type(within(dialog).getByLabelText('Culture code'), 'en_GB');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Culture code')).toHaveAccessibleDescription(/not a valid culture code/));
  });

  it('shows the server’s 400 at its field and keeps every value', async () => {
    mockServer.use(
      http.post(`${TEST_API_BASE_URL}/v1/Languages`, () =>
        HttpResponse.json({ Title: 'Validation failed', Status: 400, Errors: { CultureCode: ['The server already knows this culture.'] } }, { status: 400 }),
      ),
    );
    const { user, dialog } = await openNewLanguageForm();
    await user.type(within(dialog).getByLabelText('Culture code'), 'pt-BR');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Português');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Culture code')).toHaveAccessibleDescription(/server already knows this culture/));
    expect(within(dialog).getByLabelText('Culture code')).toHaveValue('pt-BR');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Português');
  });

  it('shows a server failure and keeps the form', async () => {
    addFault({ method: 'POST', path: '/v1/Languages', status: 500 });
    const { user, dialog } = await openNewLanguageForm();
    await user.type(within(dialog).getByLabelText('Culture code'), 'pt-BR');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findFocusedError(dialog)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Culture code')).toHaveValue('pt-BR');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Brazilian Portuguese');
  });

  it('tells a network failure apart and keeps the form', async () => {
    addFault({ method: 'POST', path: '/v1/Languages', network: true });
    const { user, dialog } = await openNewLanguageForm();
    await user.type(within(dialog).getByLabelText('Culture code'), 'pt-BR');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findFocusedError(dialog)).toHaveTextContent(/could not be reached/);
    expect(within(dialog).getByLabelText('Culture code')).toHaveValue('pt-BR');
  });

  it('asks before Cancel or Escape throws away what was typed, and keeps it on “Cancel”', async () => {
    const { user, dialog } = await openNewLanguageForm();
    await user.type(within(dialog).getByLabelText('Culture code'), 'pt-BR');
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'New language' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Culture code')).toHaveValue('pt-BR');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('pt-BR')).not.toBeInTheDocument();
  });

  it('closes an untouched form at once, and a dialog opened by a link leaves focus on the page', async () => {
    const { user } = renderApp('/languages?new');
    const dialog = await screen.findByRole('dialog', { name: 'New language' });
    expect(within(dialog).getByLabelText('Culture code')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leads to the API key setting when the key is refused', async () => {
    addFault({ method: 'GET', path: '/v1/Languages', status: 401 });
    const { user } = renderApp('/languages');
    const link = await screen.findByRole('link', { name: /set the api key/i });
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('API key')).toHaveFocus());
  });

  it('offers a retry when the list cannot load', async () => {
    const removeFault = addFault({ method: 'GET', path: '/v1/Languages', status: 503 });
    const { user } = renderApp('/languages');
    expect(await screen.findByText(/Could not load the languages/)).toBeInTheDocument();
    removeFault();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
