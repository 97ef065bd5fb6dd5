import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AssetType } from '../../src/api/asset-types';
import { mockServer } from '../../src/mocks/node';
import { assetTypeUid } from '../../src/mocks/seed-asset-types';
import { renderApp } from '../render-app';

const IMAGE = assetTypeUid(1);
const SLOW = { timeout: 5000 };

async function openBasics() {
  const view = renderApp(`/asset-types/${IMAGE}`);
  await screen.findByRole('heading', { level: 1, name: 'Asset type: Image' }, SLOW);
  await view.user.click(screen.getByRole('button', { name: 'Basics' }));
  return view;
}

function recordPuts() {
  const bodies: AssetType[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT') bodies.push((await request.clone().json()) as AssetType);
  });
  return bodies;
}

const basicsOf = (assetType: AssetType) => assetType.Configuration!.Tabs!.flatMap((tab) => tab.Sections ?? []).find((section) => section.Headline === 'Basics')!;

describe('Designer permissions: ids, not free text', () => {
  it('refuses free text at the field and keeps it out of the layout and the save', async () => {
    const puts = recordPuts();
    const { user } = await openBasics();
    const view = screen.getByRole('combobox', { name: 'View permission' });
    await user.type(view, 'photo-editors');
    await user.tab();
    expect(screen.getByText(/A permission is a permission id \(a uuid\), .*; “photo-editors” is not one\. The layout keeps no permission \(everyone\)\./)).toBeInTheDocument();
    expect(view).toHaveAttribute('aria-invalid', 'true');
    // The layout did not change: there is nothing to save.
    expect(screen.getByText('No unsaved changes.')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('offers the permissions in use with how often each is used, and saves the one picked', async () => {
    const puts = recordPuts();
    const { user } = await openBasics();
    const view = screen.getByRole('combobox', { name: 'View permission' });
    await user.click(view);
    // Read when the field first takes the focus: the designer opens without every asset type.
    const options = within(await screen.findByRole('listbox', { name: 'Permissions in use' }, SLOW)).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options[0]).toHaveTextContent(/\d+ uses?$/);
    const picked = options[0]!.textContent!.match(/^[0-9a-f-]{36}/)![0];
    await user.keyboard('{ArrowDown}{Enter}');
    expect(view).toHaveValue(picked);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1), SLOW);
    expect(basicsOf(puts[0]!).ViewPermission).toBe(picked);
  });
});
