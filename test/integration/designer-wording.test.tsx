import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AssetType } from '../../src/api/asset-types';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { assetTypeUid } from '../../src/mocks/seed-asset-types';
import { renderApp } from '../render-app';

const IMAGE = assetTypeUid(1);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const PERMISSION = '5d0c1a7e-2b1f-4c55-9a51-0d5b2f8e9c11';
const GONE_ATTRIBUTE = '0b7e6c1d-9f3a-4e2b-8c5d-6a1f2e3d4c5b';

/** Image, its built-in tab with a view permission, and a property whose attribute no longer exists. */
async function serveImageWithOddities() {
  const response = await fetch(`${TEST_API_BASE_URL}/v1/assettypes/${IMAGE}`, { headers: { Authorization: 'test-key' } });
  const image = (await response.json()) as AssetType;
  const tabs = image.Configuration!.Tabs!;
  const fixed = tabs.find((tab) => tab.Type === 'FileTab')!;
  fixed.ViewPermission = PERMISSION;
  const basics = tabs.find((tab) => tab.Label === 'General')!.Sections![0]!;
  basics.Properties!.push({ ...basics.Properties![0]!, Uid: crypto.randomUUID(), AttributeUid: GONE_ATTRIBUTE });
  mockServer.use(http.get(`${TEST_API_BASE_URL}/v1/assettypes/${IMAGE}`, () => HttpResponse.json(image)));
}

/** What the page shows as text (ids kept in an abbreviation's title are there on request only). */
const visibleText = () => document.body.textContent ?? '';

describe('Designer and asset types in editors’ words', () => {
  it('names the built-in tab by its kind and shows ids short, with a copy button, only where nothing names the thing', async () => {
    await serveImageWithOddities();
    const { user } = renderApp(`/asset-types/${IMAGE}`);
    await screen.findByRole('heading', { level: 1, name: 'Asset type: Image' }, { timeout: 5000 });
    expect(visibleText()).not.toMatch(UUID);

    await user.click(screen.getByRole('button', { name: 'File tab (built in)' }));
    const settings = within(screen.getByRole('complementary', { name: 'Settings' }));
    expect(settings.getByText(/A built-in tab: the asset editor shows it as it is/)).toBeInTheDocument();
    expect(visibleText()).not.toMatch(/FileTab|Setup\b/);
    expect(settings.getByTitle(PERMISSION)).toHaveTextContent(PERMISSION.slice(0, 8));
    expect(settings.getByRole('button', { name: 'Copy permission id' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'General' }));
    await user.click(screen.getByRole('button', { name: `Unknown attribute ${GONE_ATTRIBUTE.slice(0, 8)}…` }));
    expect(settings.getByText(/it may have been deleted/)).toBeInTheDocument();
    expect(settings.getByRole('button', { name: 'Copy attribute id' })).toBeInTheDocument();
    // (The permission pickers below offer the permission ids in use: an id is what a permission is.)
    expect(screen.getByRole('region', { name: 'Layout' }).textContent).not.toMatch(UUID);
    expect(settings.getByRole('heading', { level: 3 }).textContent).not.toMatch(UUID);
  });

  it('says an asset type that is not there may have been deleted, without a raw id', async () => {
    const missing = crypto.randomUUID();
    renderApp(`/asset-types/${missing}`);
    expect(await screen.findByText(/This asset type does not exist: it may have been deleted/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the id' })).toBeInTheDocument();
    expect(visibleText()).not.toMatch(UUID);
  });

  it('lists asset types by their name, the alias beside it, and no raw id', async () => {
    renderApp('/asset-types');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Alias', 'Tabs', 'Properties', 'Allowed file types', 'Actions']);
    expect(within(table).getByRole('link', { name: 'Image' })).toBeInTheDocument();
    expect(visibleText()).not.toMatch(UUID);
  });
});
