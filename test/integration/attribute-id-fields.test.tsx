import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { renderApp } from '../render-app';

configure({ asyncUtilTimeout: 5000 });

type Body = Record<string, unknown> & { Uid: string };

async function serverCopy(alias: string): Promise<Body> {
  const all = (await (await fetch(`${TEST_API_BASE_URL}/attributes`, { headers: { Authorization: 'test-key' } })).json()) as Body[];
  return all.find((attribute) => attribute.Alias === alias)!;
}

function recordPuts() {
  const puts: Body[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT') puts.push((await request.clone().json()) as Body);
  });
  return puts;
}

async function open(alias: string) {
  const copy = await serverCopy(alias);
  const view = renderApp(`/attributes/${copy.Uid}`);
  await waitFor(() => expect(screen.getByLabelText('Alias')).toHaveValue(alias));
  return { ...view, copy };
}

describe('Id fields offer the values in use', () => {
  it('the attribute group is picked from the groups in use, with how many attributes use each', async () => {
    const { user, copy } = await open('colour');
    const puts = recordPuts();
    const group = screen.getByRole('combobox', { name: 'Attribute group' });
    await user.clear(group);
    const list = screen.getByRole('listbox', { hidden: false });
    const options = within(list).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    expect(options[0]).toHaveTextContent(/^\d+\d+ attributes$/);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const picked = (group as HTMLInputElement).value;
    expect(options[1]).toHaveTextContent(new RegExp(`^${picked}`));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ ...copy, AttributeGroupId: Number(picked) });
  });

  it('a new scope must be a uuid: refused at the field, nothing sent', async () => {
    const { user } = await open('colour');
    const puts = recordPuts();
    const scopes = screen.getByRole('combobox', { name: 'Attribute scopes' });
    await user.type(scopes, 'photo-editors{Enter}');
    expect(screen.getByRole('button', { name: 'Remove photo-editors' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(scopes).toHaveAccessibleDescription(/^Attribute scopes must be uuids/));
    expect(puts).toEqual([]);
  });

  it('a scope in use is added from the list; Escape closes the list without leaving the page', async () => {
    const { user, copy } = await open('productName');
    const puts = recordPuts();
    const scopes = screen.getByRole('combobox', { name: 'Attribute scopes' });
    await user.click(scopes);
    expect(scopes).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(scopes).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const before = copy.AttributeScopes as string[];
    expect((puts[0]!.AttributeScopes as string[]).length).toBe(before.length + 1);
    expect(puts[0]!.AttributeScopes).toEqual(expect.arrayContaining(before));
  });
});
