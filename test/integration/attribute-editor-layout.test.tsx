import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_API_BASE_URL } from '../../src/mocks/node';
import { renderApp } from '../render-app';

configure({ asyncUtilTimeout: 5000 });

type Attribute = Record<string, unknown> & { Uid: string; Alias: string; Name?: Record<string, string> | null; Description?: Record<string, string> | null };
const headers = { Authorization: 'test-key', 'Content-Type': 'application/json' };

async function serverCopy(alias: string): Promise<Attribute> {
  const all = (await (await fetch(`${TEST_API_BASE_URL}/attributes`, { headers })).json()) as Attribute[];
  return all.find((attribute) => attribute.Alias === alias)!;
}

/** An attribute with its Danish and German name and description taken away. */
async function attributeMissingTwoLanguages(): Promise<Attribute> {
  const attribute = await serverCopy('productName');
  const without = (texts: Record<string, string> | null | undefined) => Object.fromEntries(Object.entries(texts ?? {}).filter(([code]) => code !== 'da-DK' && code !== 'de-DE'));
  const body = { ...attribute, Name: without(attribute.Name), Description: { ...without(attribute.Description), 'en-GB': 'The product’s name.' } };
  const response = await fetch(`${TEST_API_BASE_URL}/attributes`, { method: 'PUT', headers, body: JSON.stringify(body) });
  expect(response.ok).toBe(true);
  return body;
}

async function openEditor(uid: string) {
  const view = renderApp(`/attributes/${uid}`);
  await waitFor(() => expect(screen.getByLabelText('Alias')).toBeInTheDocument());
  return view;
}

describe('Attribute editor layout', () => {
  it('says once what is missing in which languages, not a warning per field, and can show only those', async () => {
    const attribute = await attributeMissingTwoLanguages();
    const { user } = await openEditor(attribute.Uid);
    const names = screen.getByRole('group', { name: 'Name and description per language' });
    expect(within(names).queryByText(/Missing translation/)).not.toBeInTheDocument();
    expect(within(names).getByText(/^The name is missing in 2 of \d+ languages, the description in \d+\.$/)).toBeInTheDocument();
    expect(within(names).getByRole('textbox', { name: /^Name in .+ \(da-DK\)$/ })).not.toHaveAccessibleDescription();

    await user.click(within(names).getByRole('button', { name: /^Show only the \d+ to fill in$/ }));
    expect(within(names).getByRole('textbox', { name: /^Name in .+ \(da-DK\)$/ })).toBeInTheDocument();
    expect(within(names).queryByRole('textbox', { name: /^Name in .+ \(en-GB\)$/ })).not.toBeInTheDocument();
    // A row being filled in stays until the editor asks for every language again.
    await user.type(within(names).getByRole('textbox', { name: /^Name in .+ \(da-DK\)$/ }), 'Produktnavn');
    await user.type(within(names).getByRole('textbox', { name: /^Description in .+ \(da-DK\)$/ }), 'Produktets navn.');
    expect(within(names).getByRole('textbox', { name: /^Name in .+ \(da-DK\)$/ })).toHaveValue('Produktnavn');
    expect(within(names).getByText(/^The name is missing in 1 of \d+ languages/)).toBeInTheDocument();
    await user.click(within(names).getByRole('button', { name: 'Show every language' }));
    expect(within(names).getByRole('textbox', { name: /^Name in .+ \(en-GB\)$/ })).toBeInTheDocument();
  });

  it('puts the name, status and Save in one header, and its sections, Where used among them, in a navigation', async () => {
    const attribute = await serverCopy('productName');
    const { user } = await openEditor(attribute.Uid);
    const heading = screen.getByRole('heading', { level: 1, name: /^Attribute / });
    const header = heading.parentElement!;
    expect(within(header).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(header).getByText('All changes saved')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Backoffice name'), '!');
    expect(within(header).getByText('Unsaved changes')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Sections of this attribute' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['General', 'Names and descriptions', 'Where used', 'Placement', 'Behaviour', 'Type settings']);
    await user.click(within(nav).getByRole('link', { name: 'Where used' }));
    const whereUsed = screen.getByRole('region', { name: 'Where used' });
    expect(document.activeElement).toContainElement(whereUsed);
    expect(within(whereUsed).getByRole('heading', { level: 2, name: 'Where used' })).toBeInTheDocument();
    // Where used comes before the placement and settings, not at the very bottom.
    const placement = screen.getByRole('region', { name: 'Placement' });
    expect(whereUsed.compareDocumentPosition(placement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names a nested attribute and the metadata in editors’ words, not by their keys', async () => {
    const fixed = (await (await fetch(`${TEST_API_BASE_URL}/attributes`, { headers })).json()) as Attribute[];
    const withReferenced = fixed.find((attribute) => attribute.AttributeType === 'FixedListAttribute' && attribute.ReferencedAttribute)!;
    await openEditor(withReferenced.Uid);
    const other = screen.getByRole('group', { name: /Other settings of this fixed list attribute/ });
    expect(within(other).getByText('Attribute its values come from')).toBeInTheDocument();
    expect(within(other).getByText('Metadata')).toBeInTheDocument();
    expect(within(other).queryByText(/^(ReferencedAttribute|MetaData)$/)).not.toBeInTheDocument();
  });

  it('draws no empty status box under the header while nothing changed elsewhere', async () => {
    const attribute = await serverCopy('productName');
    await openEditor(attribute.Uid);
    const statuses = within(screen.getByRole('main')).getAllByRole('status');
    for (const status of statuses.filter((element) => element.textContent === '')) expect(status).not.toHaveClass('change-notice');
  });
});
