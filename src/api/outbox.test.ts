import { describe, expect, it, vi } from 'vitest';

/** The outbox module as a new page loads it (its own page id), on the same device. */
async function loadPage() {
  vi.resetModules();
  const module = await import('./outbox');
  await module.loadOutbox();
  return module;
}

describe('outbox', () => {
  it('after a reload, a cut-off save is interrupted (offered), and one kept only while it was sent is dropped', async () => {
    const before = await loadPage();
    await before.outbox.put({ resource: 'attribute', recordId: 'a1', kind: 'save', label: 'Attribute colour', values: { Alias: 'colour' } });
    await before.outbox.put({ resource: 'assetType', recordId: 't1', kind: 'save', label: 'Asset type Image', mine: { Uid: 't1' }, transient: true });

    const after = await loadPage();
    expect(after.outbox.list().map((entry) => [entry.key, entry.state])).toEqual([['attribute:a1', 'interrupted']]);
    const again = await loadPage();
    expect(again.outbox.list().map((entry) => entry.key)).toEqual(['attribute:a1']);
    await again.clearOutbox();
  });
});
