import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_TYPES } from '../../src/api/attributes';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { renderApp } from '../render-app';

configure({ asyncUtilTimeout: 5000 });

type Body = Record<string, unknown>;
const headers = { Authorization: 'test-key' };

function recordWrites() {
  const writes: { method: string; body: Body }[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if ((request.method === 'POST' || request.method === 'PUT') && new URL(request.url).pathname.endsWith('/attributes'))
      writes.push({ method: request.method, body: (await request.clone().json()) as Body });
  });
  return writes;
}

async function serverCopy(alias: string): Promise<Body & { Uid: string }> {
  const all = (await (await fetch(`${TEST_API_BASE_URL}/attributes`, { headers })).json()) as (Body & { Uid: string })[];
  return all.find((attribute) => attribute.Alias === alias)!;
}

describe('Attributes of every type', () => {
  it('"New attribute" offers every known type by name, each with what it is for', async () => {
    renderApp('/attributes/new');
    const types = await screen.findByRole('group', { name: 'Type' });
    const radios = within(types).getAllByRole('radio');
    expect(radios).toHaveLength(ATTRIBUTE_TYPES.length);
    expect(within(types).getByRole('radio', { name: 'Date and time' })).toHaveAccessibleDescription('A date, with or without the time of day.');
    expect(within(types).getByRole('radio', { name: 'Text' })).toHaveAccessibleDescription('Words or sentences, on one line or several.');
    // No wire names in the UI.
    expect(types).not.toHaveTextContent(/[a-z]Attribute\b/);
  });

  it('creates a Text attribute with the settings the server’s text attributes carry, sending only what was given', async () => {
    const writes = recordWrites();
    const { user, router } = renderApp('/attributes/new');
    await user.type(await screen.findByLabelText('Alias'), 'careNote');
    await user.click(screen.getByRole('radio', { name: 'Text' }));
    const settings = await screen.findByRole('group', { name: 'Settings of text attributes' });
    await user.click(within(settings).getByRole('checkbox', { name: 'Several lines' }));
    await user.type(within(settings).getByRole('textbox', { name: 'Maximum length' }), '400');
    await user.click(screen.getByRole('button', { name: 'Create attribute' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/attributes\/[0-9a-f-]{36}$/));
    expect(writes).toHaveLength(1);
    expect(writes[0]!.body).toEqual({ Uid: expect.any(String), AttributeType: 'TextAttribute', Alias: 'careNote', Multiline: true, MaxLength: 400 });
    expect(await serverCopy('careNote')).toMatchObject({ AttributeType: 'TextAttribute', Multiline: true, MaxLength: 400 });
  });

  it('refuses a setting that must be a number at its field and sends nothing', async () => {
    const writes = recordWrites();
    const { user } = renderApp('/attributes/new');
    await user.type(await screen.findByLabelText('Alias'), 'weightGross');
    await user.click(screen.getByRole('radio', { name: 'Number' }));
    const decimals = within(await screen.findByRole('group', { name: 'Settings of number attributes' })).getByRole('textbox', { name: 'Number of decimals' });
    await user.type(decimals, 'two');
    await user.click(screen.getByRole('button', { name: 'Create attribute' }));
    await waitFor(() => expect(decimals).toHaveAccessibleDescription(/^Number of decimals must be a number, for example 12\./));
    expect(writes).toEqual([]);
  });

  it('edits a number attribute’s own setting: only that setting changes, everything unknown is kept', async () => {
    const before = await serverCopy('weightNet');
    const writes = recordWrites();
    const { user } = renderApp(`/attributes/${before.Uid}`);
    const settings = await screen.findByRole('group', { name: 'Settings of number attributes' });
    const decimals = within(settings).getByRole('textbox', { name: 'Number of decimals' });
    expect(decimals).toHaveValue(String(before.Decimals));
    await user.clear(decimals);
    await user.type(decimals, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toEqual({ ...before, Decimals: 3 });
  });

  it('adds and removes values of a list setting with the keyboard', async () => {
    const before = await serverCopy('packshotImage');
    const writes = recordWrites();
    const { user } = renderApp(`/attributes/${before.Uid}`);
    const settings = await screen.findByRole('group', { name: /^Settings of asset reference attributes$/ });
    const input = within(settings).getByRole('textbox', { name: 'Allowed asset types' });
    const existing = before.AllowedAssetTypes as string[];
    await user.type(input, 'extra-type{Enter}');
    expect(within(settings).getByRole('button', { name: 'Remove extra-type' })).toBeInTheDocument();
    await user.click(within(settings).getByRole('button', { name: `Remove ${existing[0]}` }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toEqual({ ...before, AllowedAssetTypes: [...existing.slice(1), 'extra-type'] });
  });
});
