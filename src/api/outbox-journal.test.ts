import { afterEach, describe, expect, it, vi } from 'vitest';

/** IndexedDB as idb-keyval reaches it, whose writes can be made to never finish (the page is gone first). */
const device = new Map<string, unknown>();
let writesFinish = true;
vi.mock('idb-keyval', () => ({
  createStore: () => 'pim-outbox',
  set: (key: string, value: unknown) => (writesFinish ? Promise.resolve(void device.set(key, structuredClone(value))) : new Promise(() => {})),
  get: async (key: string) => structuredClone(device.get(key)),
  del: async (key: string) => void device.delete(key),
  entries: async () => [...device.entries()].map(([key, value]) => [key, structuredClone(value)]),
  clear: async () => device.clear(),
}));

/** The outbox module as a new page loads it (its own page id), on the same device. */
async function loadPage() {
  vi.resetModules();
  vi.stubGlobal('indexedDB', {});
  const module = await import('./outbox');
  await module.loadOutbox();
  return module;
}

afterEach(() => {
  vi.unstubAllGlobals();
  device.clear();
  localStorage.clear();
  writesFinish = true;
});

describe('outbox, cut off before IndexedDB has an entry', () => {
  it('a save sent the moment before a reload is offered after it; one the server finished is not', async () => {
    const before = await loadPage();
    writesFinish = false;
    void before.outbox.put({ resource: 'attribute', recordId: 'a1', kind: 'save', label: 'Attribute colour', values: { Alias: 'colour' } });

    writesFinish = true;
    const after = await loadPage();
    expect(after.outbox.list().map((entry) => [entry.key, entry.state, entry.values])).toEqual([['attribute:a1', 'interrupted', { Alias: 'colour' }]]);
    expect([...device.values()]).toHaveLength(1);

    await after.outbox.remove('attribute:a1');
    const again = await loadPage();
    expect(again.outbox.list()).toEqual([]);
  });

  it('a plan keeps the steps of its latest write, not an older one on the device', async () => {
    const before = await loadPage();
    const entry = await before.outbox.put({ resource: 'translations', recordId: 'p1', kind: 'plan', label: 'Translation of 3 cells', steps: ['a', 'b', 'c'] });
    writesFinish = false;
    void before.outbox.update(entry.key, { steps: ['c'] });

    writesFinish = true;
    const after = await loadPage();
    expect(after.outbox.get(entry.key)?.steps).toEqual(['c']);
  });
});
