import { afterEach, describe, expect, it, vi } from 'vitest';

/** IndexedDB as idb-keyval reaches it, whose writes can be made to never finish (the page is gone first). */
const device = new Map<string, unknown>();
let writesFinish = true;
let readsFail = false;
vi.mock('idb-keyval', () => ({
  createStore: () => 'pim-outbox',
  set: (key: string, value: unknown) => (writesFinish ? Promise.resolve(void device.set(key, structuredClone(value))) : new Promise(() => {})),
  get: async (key: string) => {
    if (readsFail) throw new Error('IndexedDB failed this once');
    return structuredClone(device.get(key));
  },
  del: async (key: string) => void device.delete(key),
  entries: async () => [...device.entries()].map(([key, value]) => [key, structuredClone(value)]),
  clear: async () => device.clear(),
}));

/** Web Locks as the browser keeps them: a page holds its own lock while it is open. */
const held = new Set<string>();
const locks = {
  request: (name: string, ...rest: unknown[]) => {
    held.add(name);
    return Promise.resolve((rest.pop() as () => unknown)()).finally(() => held.delete(name));
  },
  query: async () => ({ held: [...held].map((name) => ({ name })) }),
};

/** The outbox module as a new page loads it (its own page id), on the same device; `close` ends that page. */
async function loadPage() {
  vi.resetModules();
  vi.stubGlobal('indexedDB', {});
  const module = await import('./outbox');
  const { THIS_PAGE } = await import('./record-lock');
  await module.loadOutbox();
  return { ...module, close: () => held.delete(`pim:page:${THIS_PAGE}`) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  device.clear();
  held.clear();
  localStorage.clear();
  writesFinish = true;
  readsFail = false;
});

describe('outbox, cut off before IndexedDB has an entry', () => {
  it('a save put the moment before a reload is offered after it, and not again once removed', async () => {
    const before = await loadPage();
    writesFinish = false;
    void before.outbox.put({ resource: 'attribute', recordId: 'a1', kind: 'save', label: 'Attribute colour', values: { Alias: 'colour' } });
    before.close();

    writesFinish = true;
    const after = await loadPage();
    expect(after.outbox.list().map((entry) => [entry.key, entry.state, entry.values])).toEqual([['attribute:a1', 'interrupted', { Alias: 'colour' }]]);
    expect([...device.values()]).toHaveLength(1);

    await after.outbox.remove('attribute:a1');
    const again = await loadPage();
    expect(again.outbox.list()).toEqual([]);
  });

  it('a plan cut off before its first write reached IndexedDB is there to continue, with every step', async () => {
    const before = await loadPage();
    writesFinish = false;
    void before.outbox.put({ resource: 'translationCells', recordId: 'p1', kind: 'plan', label: 'Translations of 3 cells', steps: ['a', 'b', 'c'] });
    before.close();

    writesFinish = true;
    const after = await loadPage();
    expect(after.outbox.get('translationCells:p1')).toMatchObject({ state: 'interrupted', steps: ['a', 'b', 'c'] });
  });

  it('another tab still open keeps its entry: a page loading meanwhile does not take it as cut off', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { locks }));
    const writing = await loadPage();
    writesFinish = false;
    void writing.outbox.put({ resource: 'attribute', recordId: 'a2', kind: 'save', label: 'Attribute size', values: { Alias: 'size' } });

    writesFinish = true;
    const other = await loadPage();
    expect(other.outbox.list()).toEqual([]);

    writing.close();
    const later = await loadPage();
    expect(later.outbox.get('attribute:a2')?.state).toBe('interrupted');
  });

  it('a claim that cannot read IndexedDB this once leaves the cut-off entry to claim later', async () => {
    const before = await loadPage();
    await before.outbox.put({ resource: 'translationCells', recordId: 'p2', kind: 'plan', label: 'Translation of 1 cell', steps: ['a'] });
    before.close();

    const after = await loadPage();
    const { claim } = await import('./outbox-cut-off');
    readsFail = true;
    expect(await claim('translationCells:p2')).toBeNull();
    readsFail = false;
    expect(await claim('translationCells:p2')).toMatchObject({ state: 'sending', steps: ['a'] });
    expect(after.outbox.get('translationCells:p2')?.state).toBe('sending');
  });
});
