import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AssetType } from '../../src/api/asset-types';
import type { OutboxEntry } from '../../src/api/outbox';
import { TEST_API_BASE_URL } from '../../src/mocks/node';
import { assetTypeUid } from '../../src/mocks/seed-asset-types';
import { renderReloadableApp } from '../reload-app';

const IMAGE = assetTypeUid(1);
const SLOW = { timeout: 10_000 };
const headers = { Authorization: 'test-key', 'Content-Type': 'application/json' };

/** The outbox's device copy in jsdom (outbox.ts keeps it in the window's memory): what a reload reads, and what pages share. */
const device = () => (globalThis as { pimOutboxMemory?: Map<string, OutboxEntry> }).pimOutboxMemory!;
const drafts = () => [...device().values()].filter((entry) => entry.resource === 'assetTypeDraft');

/** A draft another browser tab left when its page crashed (its page is gone): a label typed there, never offered here. */
async function draftOfCrashedTab(updatedAt: number) {
  const server = (await (await fetch(`${TEST_API_BASE_URL}/v1/assettypes/${IMAGE}`, { headers })).json()) as AssetType;
  const key = `assetTypeDraft:${IMAGE}:another-tab:crashed-page`;
  device().set(`${TEST_API_BASE_URL}|${key}`, {
    key,
    resource: 'assetTypeDraft',
    recordId: `${IMAGE}:another-tab:crashed-page`,
    kind: 'save',
    state: 'held',
    label: 'Asset type Image',
    mine: JSON.stringify({ ...server, Label: 'From the crashed tab' }),
    base: JSON.stringify(server),
    page: 'crashed-page',
    createdAt: updatedAt,
    updatedAt,
  });
  return key;
}

async function openDesigner() {
  await screen.findByRole('heading', { level: 1, name: /^Asset type: / }, SLOW);
  await screen.findByRole('list', { name: 'Properties of Basics' }, SLOW);
}

// A reload loads the app's modules anew: slower than a test of one page.
describe('A draft offered after a reload and ignored', { timeout: 30_000 }, () => {
  it('is dropped when the editor saves over it; a draft another tab left, never offered here, stays and is offered next', async () => {
    const user = userEvent.setup();
    const app = await renderReloadableApp(`/asset-types/${IMAGE}`);
    await openDesigner();
    await user.click(screen.getByRole('button', { name: 'Image alt text' }));
    await user.click(screen.getByRole('button', { name: 'Move down' }));
    await waitFor(() => expect(drafts()).toHaveLength(1));
    const [ignored] = drafts();
    const crashed = await draftOfCrashedTab(ignored!.updatedAt - 60_000);

    await app.reload();
    await openDesigner();
    // The newest draft of a page that is gone: this tab's, from before the reload.
    const offer = await screen.findByRole('region', { name: 'Unsaved draft' }, SLOW);
    expect(offer).toHaveTextContent('were kept in this browser but never saved');

    // Ignored: another change, saved.
    await user.click(screen.getByRole('button', { name: 'Subtitle' }));
    await user.click(screen.getByRole('button', { name: 'Move down' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Asset type Image saved.', undefined, SLOW);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument());
    await waitFor(() => expect(drafts().map((entry) => entry.key)).toEqual([crashed]));

    // The next reload offers the crashed tab's draft (never offered before), not the one saved over.
    await app.reload();
    await openDesigner();
    const next = await screen.findByRole('region', { name: 'Unsaved draft' }, SLOW);
    expect(next).toHaveTextContent('were kept by another tab of this browser but never saved');
    await user.click(within(next).getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('From the crashed tab');
  });
});
