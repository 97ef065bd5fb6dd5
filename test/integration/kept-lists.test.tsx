import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app';
import { keptListStorage, MAX_PERSISTED_CHARS, withKeptKeysIndex, type ListStorage } from '../../src/app/list-persistence';
import { createQueryClient } from '../../src/app/query-client';
import { createRoutes } from '../../src/app/router';
import { addFault, setLatency } from '../../src/mocks/control';
import { TEST_API_BASE_URL } from '../../src/mocks/node';

function memoryStorage({ index = null }: { index?: Storage | null } = {}): { storage: ListStorage; entries: Map<string, string | Blob>; writes: string[]; reads: string[] } {
  const entries = new Map<string, string | Blob>();
  const writes: string[] = [];
  const reads: string[] = [];
  const store = {
    get: (key: string) => {
      reads.push(key);
      return entries.get(key);
    },
    setAll: (written: [string, string | Blob][]) => {
      for (const [key, value] of written) {
        writes.push(key);
        entries.set(key, value);
      }
    },
    del: (key: string) => void entries.delete(key),
    clear: async () => entries.clear(),
  };
  const storage = keptListStorage(index ? withKeptKeysIndex(store, index) : store);
  return { storage, entries, writes, reads };
}

/** One page load: a fresh QueryClient over the same device storage. */
function load(path: string, storage: ListStorage) {
  const queryClient = createQueryClient({ retry: false, listStorage: storage });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  return render(<App router={router} queryClient={queryClient} />);
}

/** A first visit that leaves the list kept on the device; answers that device's storage. */
async function keptAfterAVisit(path: string, list: string): Promise<ListStorage> {
  return (await keptDeviceAfterAVisit(path, list)).storage;
}

async function keptDeviceAfterAVisit(path: string, list: string) {
  const device = memoryStorage();
  const { storage, entries } = device;
  const first = load(path, storage);
  await screen.findByRole('table');
  await waitFor(() => expect([...entries.keys()].some((key) => key.includes(list))).toBe(true));
  first.unmount();
  return device;
}

const languageCodes = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('lists kept on this device', () => {
  it('a reload shows the kept list at once, says it is being checked, then shows what the server has', async () => {
    const storage = await keptAfterAVisit('/languages', 'languages');

    // A colleague adds a language; the server is slow to answer the next read.
    await fetch(`${TEST_API_BASE_URL}/v1/Languages`, {
      method: 'POST',
      headers: { Authorization: 'test-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ CultureCode: 'fi-FI', Name: 'Finnish', SortOrder: 50 }),
    });
    setLatency(400);
    load('/languages', storage);
    await screen.findByRole('table');
    expect(languageCodes()).not.toContain('fi-FI');
    expect(await screen.findByText(/^Showing the list from your last visit \(.*\)\. Checking for updates…$/)).toBeInTheDocument();
    await waitFor(() => expect(languageCodes()).toContain('fi-FI'));
    expect(screen.queryByText(/Showing the list from your last visit/)).not.toBeInTheDocument();
  });

  it('a kept list the server cannot confirm stays shown and says it could not be checked', async () => {
    const storage = await keptAfterAVisit('/languages', 'languages');

    addFault({ method: 'GET', path: '/v1/Languages', status: 503 });
    load('/languages', storage);
    await screen.findByRole('table');
    expect(languageCodes().length).toBeGreaterThan(0);
    expect(await screen.findByText(/^Showing the list from your last visit \(.*\)\. The server did not answer, so it may be out of date\.$/)).toBeInTheDocument();
  });

  it('a re-read that finds the kept list unchanged writes only when it was checked; a changed one is kept again', async () => {
    const { storage, writes } = await keptDeviceAfterAVisit('/languages', 'languages');
    const listWrites = () => writes.filter((key) => key.includes('languages') && !key.includes('#')).length;
    const stateWrites = () => writes.filter((key) => key.includes('languages') && key.endsWith('#state')).length;
    const before = { list: listWrites(), state: stateWrites() };

    const unchanged = load('/languages', storage);
    await screen.findByRole('table');
    await waitFor(() => expect(stateWrites()).toBe(before.state + 1));
    expect(screen.queryByText(/Showing the copy kept on this device/)).not.toBeInTheDocument();
    expect(listWrites()).toBe(before.list);
    unchanged.unmount();

    await fetch(`${TEST_API_BASE_URL}/v1/Languages`, {
      method: 'POST',
      headers: { Authorization: 'test-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ CultureCode: 'fi-FI', Name: 'Finnish', SortOrder: 50 }),
    });
    load('/languages', storage);
    await waitFor(() => expect(languageCodes()).toContain('fi-FI'));
    await waitFor(() => expect(listWrites()).toBe(before.list + 1));
  });

  it('a list kept by an older version (no digest) gets one with its first re-read, after which an unchanged re-read writes only the state', async () => {
    const { storage, entries, writes } = await keptDeviceAfterAVisit('/languages', 'languages');
    const digestKey = [...entries.keys()].find((key) => key.includes('languages') && key.endsWith('#sha256'))!;
    expect(entries.get(digestKey)).toMatch(/^[0-9a-f]{64}$/);
    const digest = entries.get(digestKey);
    entries.delete(digestKey);

    const upgraded = load('/languages', storage);
    await screen.findByRole('table');
    await waitFor(() => expect(entries.get(digestKey)).toBe(digest));
    upgraded.unmount();

    const listWrites = () => writes.filter((key) => key.includes('languages') && !key.includes('#')).length;
    const stateWrites = () => writes.filter((key) => key.includes('languages') && key.endsWith('#state')).length;
    const before = { list: listWrites(), state: stateWrites() };
    load('/languages', storage);
    await screen.findByRole('table');
    await waitFor(() => expect(stateWrites()).toBe(before.state + 1));
    expect(listWrites()).toBe(before.list);
  });

  it('a first visit keeps its list once the page is idle, and a newer list kept meanwhile is not overwritten by it', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    try {
      const { storage, entries } = memoryStorage();
      // The server's text is kept as a Blob of its bytes.
      const keptText = async () => {
        const kept = [...entries].find(([key]) => key.includes('languages') && !key.includes('#'))?.[1];
        return typeof kept === 'object' ? await kept.text() : kept;
      };
      const queryClient = createQueryClient({ retry: false, listStorage: storage });
      render(<App router={createMemoryRouter(createRoutes(queryClient), { initialEntries: ['/languages'] })} queryClient={queryClient} />);
      await screen.findByRole('table');
      await waitFor(() => expect(idle.length).toBeGreaterThan(0));
      expect(await keptText()).toBeUndefined();

      // A colleague adds a language and this page reads the list again (as after a save) before it was idle.
      await fetch(`${TEST_API_BASE_URL}/v1/Languages`, {
        method: 'POST',
        headers: { Authorization: 'test-key', 'Content-Type': 'application/json' },
        body: JSON.stringify({ CultureCode: 'fi-FI', Name: 'Finnish', SortOrder: 50 }),
      });
      // That re-read replaces a copy on its way, so it is written at once; the first visit's copy is still waiting for idle.
      await queryClient.invalidateQueries({ queryKey: ['languages'] });
      await waitFor(async () => expect(await keptText()).toContain('fi-FI'));
      expect(idle.length).toBeGreaterThan(0);

      // The first visit's turn comes: it must not overwrite the newer list.
      for (const callback of idle.splice(0)) callback();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(await keptText()).toContain('fi-FI');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("a first visit hashes its list's bytes once the page has shown it, not before, and keeps the digest with its copy", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const hash = vi.spyOn(crypto.subtle, 'digest');
    try {
      const { storage, entries } = memoryStorage();
      const queryClient = createQueryClient({ retry: false, listStorage: storage });
      render(<App router={createMemoryRouter(createRoutes(queryClient), { initialEntries: ['/languages'] })} queryClient={queryClient} />);
      await screen.findByRole('table');
      await waitFor(() => expect(idle.length).toBeGreaterThan(0));
      expect(hash).not.toHaveBeenCalled();

      for (const callback of idle.splice(0)) callback();
      const digestKey = () => [...entries.keys()].find((key) => key.includes('languages') && key.endsWith('#sha256'));
      await waitFor(() => expect(entries.get(digestKey() ?? '')).toMatch(/^[0-9a-f]{64}$/));
      expect(hash).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a first copy still being hashed when a newer read is kept does not overwrite it: a reload shows the newer list', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const subtle = crypto.subtle;
    const realDigest = subtle.digest.bind(subtle);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The first copy's digest answers only when the test says.
    const hash = vi.spyOn(subtle, 'digest').mockImplementationOnce(async (algorithm, data) => {
      await held;
      return realDigest(algorithm, data);
    });
    try {
      const { storage, entries, writes } = memoryStorage();
      const queryClient = createQueryClient({ retry: false, listStorage: storage });
      render(<App router={createMemoryRouter(createRoutes(queryClient), { initialEntries: ['/languages'] })} queryClient={queryClient} />);
      await screen.findByRole('table');
      await waitFor(() => expect(idle.length).toBeGreaterThan(0));
      for (const callback of idle.splice(0)) callback();
      await waitFor(() => expect(hash).toHaveBeenCalledTimes(1));

      // Meanwhile a colleague adds a language and the page reads the list again: that list is kept.
      await fetch(`${TEST_API_BASE_URL}/v1/Languages`, {
        method: 'POST',
        headers: { Authorization: 'test-key', 'Content-Type': 'application/json' },
        body: JSON.stringify({ CultureCode: 'fi-FI', Name: 'Finnish', SortOrder: 50 }),
      });
      await queryClient.invalidateQueries({ queryKey: ['languages', 'list'], exact: true });
      const keptText = async () => {
        const text = [...entries.entries()].find(([key]) => key.includes('languages') && !key.includes('#'))?.[1];
        return typeof text === 'string' ? text : await text?.text();
      };
      await waitFor(async () => expect(await keptText()).toContain('fi-FI'));

      // The first copy's digest answers: its older list is not written over the newer one.
      const writesBefore = writes.length;
      release();
      await waitFor(() => expect(writes.length).toBeGreaterThan(writesBefore));
      expect(await keptText()).toContain('fi-FI');
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('a save in the translations grid is kept: a reload just after it shows the saved text, before the re-read answers', async () => {
    const { storage, entries } = memoryStorage();
    // A list changed here is kept as a Blob.
    const keptText = async () => {
      const kept = [...entries].find(([key]) => key.includes('attributes') && !key.includes('#'))?.[1] ?? '';
      return typeof kept === 'string' ? kept : await kept.text();
    };
    const first = load('/translations?missing=fr-CA', storage);
    const grid = await screen.findByRole('grid', { name: 'Names by language' }, { timeout: 5000 });
    await waitFor(async () => expect(await keptText()).not.toBe(''));
    const input = within(grid).getAllByRole('textbox', { name: / name in fr-CA$/ })[0]!;
    const name = input.getAttribute('aria-label')!;
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('Texte gardé{Enter}');
    expect(await within(input.closest('[role="gridcell"]') as HTMLElement).findByText('Saved', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(async () => expect(await keptText()).toContain('Texte gardé'));
    first.unmount();

    // The reload's re-read is slow: what shows first is the kept copy.
    setLatency(400);
    load('/translations', storage);
    const reloaded = await screen.findByRole('grid', { name: 'Names by language' }, { timeout: 5000 });
    expect(within(reloaded).getByRole('textbox', { name })).toHaveValue('Texte gardé');
    expect(screen.getByText(/^Showing the list from your last visit/)).toBeInTheDocument();
  });

  it('does not keep a list larger than the bound', async () => {
    const { storage, entries } = memoryStorage();
    await storage.setItem('big', { head: '{}', text: 'x'.repeat(MAX_PERSISTED_CHARS + 1), digest: null });
    await storage.setItem('small', { head: '{}', text: '[]', digest: null });
    expect([...entries.keys()].filter((key) => !key.includes('#'))).toEqual(['small']);
  });

  it('a first visit asks the server without reading the device first; once a list is kept, a reload reads it', async () => {
    localStorage.clear();
    const device = memoryStorage({ index: localStorage });
    const first = load('/languages', device.storage);
    await screen.findByRole('table');
    expect(device.reads).toEqual([]);
    await waitFor(() => expect([...device.entries.keys()].some((key) => key.includes('languages'))).toBe(true));
    first.unmount();

    addFault({ method: 'GET', path: '/v1/Languages', status: 503 });
    load('/languages', device.storage);
    await screen.findByRole('table');
    expect(device.reads.some((key) => key.includes('languages'))).toBe(true);
    expect(await screen.findByText(/^Showing the list from your last visit/)).toBeInTheDocument();
  });

  it('without localStorage the device is always read; a key the index lacks is not looked for', async () => {
    const device = memoryStorage();
    await device.storage.setItem('kept before', { head: '{}', text: '[]', digest: 'ab12' });
    expect(await device.storage.getItem('kept before')).toEqual({ head: '{}', text: '[]', digest: 'ab12' });
    expect(device.reads).toContain('kept before');
    localStorage.clear();
    const indexed = memoryStorage({ index: localStorage });
    await indexed.storage.setItem('kept', { head: '{}', text: '[]', digest: null });
    localStorage.clear();
    expect(await indexed.storage.getItem('kept')).toBeUndefined();
    expect(indexed.reads).toEqual([]);
  });
});
