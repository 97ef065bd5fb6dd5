import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { attributeSchema, type Attribute } from '../../src/api/attributes';
import { http } from '../../src/api/http';
import { makeBundle } from '../../src/api/model-bundle';
import { savedSearchFolderSchema } from '../../src/api/saved-search-folders';
import { addFault, clearFaults, setLatency } from '../../src/mocks/control';
import { mockServer } from '../../src/mocks/node';
import { renderReloadableApp } from '../reload-app';

const SLOW = { timeout: 10_000 };
const GROUP = 4242;
const COUNT = 8;

/** PUTs of attributes the server answered, by uid, and how each was answered. */
function watchPuts() {
  const puts: { uid: string; status: number }[] = [];
  const uids = new Map<string, Promise<string>>();
  mockServer.events.on('request:start', ({ request, requestId }) => {
    if (request.method === 'PUT')
      uids.set(
        requestId,
        request
          .clone()
          .json()
          .then((body) => (body as Attribute).Uid),
      );
  });
  mockServer.events.on('response:mocked', async ({ requestId, response }) => {
    const uid = uids.get(requestId);
    if (uid) puts.push({ uid: await uid, status: response.status });
  });
  return puts;
}

/** Sets Attribute group to GROUP on the first COUNT attributes of the list, with latency, and reloads once `landed` PUTs are on the server. */
async function bulkEditCutOffByReload(puts: { status: number }[], landed: number, beforeReload = () => {}) {
  const app = await renderReloadableApp('/attributes');
  const table = await screen.findByRole('table', { name: 'Attributes' }, SLOW);
  const boxes = within(table)
    .getAllByRole('checkbox', { name: /^Select (?!all)/ })
    .slice(0, COUNT);
  for (const box of boxes) await app.user.click(box);
  const aliases = boxes.map((box) => box.getAttribute('aria-label')!.replace(/^Select /, ''));
  const bar = await screen.findByRole('region', { name: 'Bulk edit' }, SLOW);
  await app.user.selectOptions(within(bar).getByLabelText('Setting to change'), 'Attribute group');
  await app.user.type(within(bar).getByLabelText('New value'), String(GROUP));
  await app.user.click(within(bar).getByRole('button', { name: `Apply to ${COUNT} attributes…` }));
  setLatency(150);
  await app.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: `Set on ${COUNT} attributes` }));
  await waitFor(() => expect(puts.length).toBeGreaterThanOrEqual(landed), SLOW);
  beforeReload();
  await app.reload();
  return { aliases, user: app.user };
}

// A reload loads the app's modules anew: slower than a test of one page.
describe('A bulk edit cut off by a reload', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('goes on by itself after the reload: the remaining attributes get the setting, none is sent twice', async () => {
    const before = await http.get('/attributes', z.array(attributeSchema));
    const puts = watchPuts();
    const { aliases } = await bulkEditCutOffByReload(puts, 3);
    expect(puts.length).toBeLessThan(COUNT);

    expect(await screen.findByText(/^Bulk edit: Attribute group → 4,242 on 8 attributes: continuing where it was cut off \(\d+ left\)\.$/, undefined, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(/^Bulk edit: Attribute group → 4,242 on 8 attributes is done: \d+ attributes? saved\.$/, undefined, SLOW)).toBeInTheDocument();

    const after = await http.get('/attributes', z.array(attributeSchema));
    const edited = before.filter((attribute) => aliases.includes(attribute.Alias ?? '')).map((attribute) => attribute.Uid);
    expect(edited).toHaveLength(COUNT);
    expect(
      after
        .filter((attribute) => attribute.AttributeGroupId === GROUP)
        .map((attribute) => attribute.Uid)
        .sort(),
    ).toEqual([...edited].sort());
    expect(puts.map((put) => put.uid).sort()).toEqual([...edited].sort());
    expect(puts.every((put) => put.status < 300)).toBe(true);
  });

  it('a step failing after the reload is reported with Retry, which sends only that one', async () => {
    const puts = watchPuts();
    const { user } = await bulkEditCutOffByReload(puts, 3);
    const removeFault = addFault({ method: 'PUT', path: '/attributes', status: 500, once: true });
    const failed = await screen.findByText(/^Bulk edit: Attribute group → 4,242 on 8 attributes: \d+ attributes? saved, 1 attribute not\. /, undefined, SLOW);
    removeFault();
    const toast = failed.closest('.toast') as HTMLElement;
    const refused = puts.filter((put) => put.status === 500);
    expect(refused).toHaveLength(1);
    const sentBefore = puts.length;

    await user.click(within(toast).getByRole('button', { name: 'Retry the 1 left' }));
    expect(await screen.findByText('Bulk edit: Attribute group → 4,242 on 8 attributes is done: 1 attribute saved.', undefined, SLOW)).toBeInTheDocument();
    expect(puts.slice(sentBefore)).toEqual([{ uid: refused[0]!.uid, status: 200 }]);
    const after = await http.get('/attributes', z.array(attributeSchema));
    expect(after.filter((attribute) => attribute.AttributeGroupId === GROUP)).toHaveLength(COUNT);
    const saved = puts.filter((put) => put.status < 300).map((put) => put.uid);
    expect(new Set(saved).size).toBe(saved.length);
  });

  it('cut off more than a day ago, it is offered instead, and goes on only when asked', async () => {
    const puts = watchPuts();
    const { user } = await bulkEditCutOffByReload(puts, 3, () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    });
    const offer = await screen.findByText(/^Bulk edit: Attribute group → 4,242 on 8 attributes was cut off \(.+; \d+ left\)\.$/, undefined, SLOW);
    const sent = puts.length;
    expect(screen.queryByText(/continuing where it was cut off/)).not.toBeInTheDocument();
    await user.click(within(offer.closest('.toast') as HTMLElement).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/^Bulk edit: Attribute group → 4,242 on 8 attributes is done: \d+ attributes? saved\.$/, undefined, SLOW)).toBeInTheDocument();
    expect(puts.length).toBeGreaterThan(sent);
    const after = await http.get('/attributes', z.array(attributeSchema));
    expect(after.filter((attribute) => attribute.AttributeGroupId === GROUP)).toHaveLength(COUNT);
  });
});

describe('Translation cells cut off by a reload', { timeout: 30_000 }, () => {
  it('go on by themselves after the reload: the text typed and saved with Enter reaches the server once', async () => {
    const [first] = (await http.get('/attributes', z.array(attributeSchema))).sort((a, b) => (a.Alias ?? '').localeCompare(b.Alias ?? '', undefined, { sensitivity: 'base', numeric: true }));
    const puts = watchPuts();
    let reads = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith(`/attributes/${first!.Uid}`)) reads += 1;
    });
    const app = await renderReloadableApp('/translations');
    await screen.findByRole('grid', { name: 'Names by language' }, SLOW);
    const input = screen.getByRole('textbox', { name: `${first!.Alias} name in de-DE` });
    await app.user.clear(input);
    await app.user.type(input, 'Nach dem Neuladen');
    setLatency(300);
    await app.user.keyboard('{Enter}');
    // Cut off while the cell's save re-reads its attribute: nothing was written yet.
    await waitFor(() => expect(reads).toBeGreaterThan(0), SLOW);
    await app.reload();
    expect(puts).toEqual([]);

    expect(await screen.findByText(/^Translation of 1 cell: continuing where it was cut off \(1 left\)\.$/, undefined, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Translation of 1 cell is done: 1 cell saved.', undefined, SLOW)).toBeInTheDocument();
    expect((await http.get(`/attributes/${first!.Uid}`, attributeSchema)).Name?.['de-DE']).toBe('Nach dem Neuladen');
    expect(puts.map((put) => put.uid)).toEqual([first!.Uid]);
  });

  it('a cell whose save failed is offered after a reload, and written when the editor continues it', async () => {
    const [first, second] = (await http.get('/attributes', z.array(attributeSchema))).sort((a, b) => (a.Alias ?? '').localeCompare(b.Alias ?? '', undefined, { sensitivity: 'base', numeric: true }));
    const app = await renderReloadableApp('/translations');
    await screen.findByRole('grid', { name: 'Names by language' }, SLOW);
    addFault({ method: 'PUT', path: '/attributes', status: 500 });
    for (const [attribute, text] of [
      [first!, 'Behalten'],
      [second!, 'Zurückgenommen'],
    ] as const) {
      const input = screen.getByRole('textbox', { name: `${attribute.Alias} name in de-DE` });
      await app.user.clear(input);
      await app.user.type(input, `${text}{Enter}`);
      await waitFor(() => expect(input).toHaveAccessibleDescription(/^Not saved: /), SLOW);
    }
    // The second is taken back: the server's text stands, and nothing of it is kept.
    const taken = screen.getByRole('textbox', { name: `${second!.Alias} name in de-DE` });
    await app.user.click(taken);
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(taken).toHaveValue(second!.Name?.['de-DE'] ?? ''));
    clearFaults();
    await app.reload();

    const offer = await screen.findByText(/^Translation of 1 cell stopped with some not written \(.+; 1 left\)\.$/, undefined, SLOW);
    await app.user.click(within(offer.closest('.toast') as HTMLElement).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Translation of 1 cell is done: 1 cell saved.', undefined, SLOW)).toBeInTheDocument();
    expect((await http.get(`/attributes/${first!.Uid}`, attributeSchema)).Name?.['de-DE']).toBe('Behalten');
    expect((await http.get(`/attributes/${second!.Uid}`, attributeSchema)).Name?.['de-DE']).toBe(second!.Name?.['de-DE']);
  });
});

describe('An import cut off by a reload', { timeout: 30_000 }, () => {
  const IMPORTED_UID = '0b7f6a52-5d4c-4b7e-9a51-3f0c2f9d8e11';
  const imported: Attribute = { Uid: IMPORTED_UID, Alias: 'importedThing', BackofficeName: 'Imported thing', AttributeType: 'TextAttribute', Name: { 'en-GB': 'Imported thing' } };
  const file = () =>
    new File([JSON.stringify(makeBundle({ attributes: [imported] }, { apiBaseUrl: 'https://test.example/api', serverVersion: '4.0.0' }))], 'models.pim.json', { type: 'application/json' });

  /** Applies the file and reloads while its create (a POST to `path`) is under way: the server has the record, the import has not crossed it off. */
  async function importCutOffAfterCreate(chosen = file(), path = '/attributes') {
    const creates: string[] = [];
    const createStarted = new Promise<void>((resolve) =>
      mockServer.events.on('request:start', ({ request }) => {
        if (request.method === 'POST' && new URL(request.url).pathname.endsWith(path)) {
          creates.push(request.url);
          resolve();
        }
      }),
    );
    const app = await renderReloadableApp('/import');
    await app.user.upload(await screen.findByLabelText('Choose an export file…', undefined, SLOW), chosen);
    const preview = await screen.findByRole('region', { name: 'Preview' }, SLOW);
    setLatency(150);
    await app.user.click(await within(preview).findByRole('button', { name: 'Apply 1 change' }, SLOW));
    await createStarted;
    await app.reload();
    return creates;
  }

  it('a create that reached the server before the reload is its own: reported as written, not as a record here already, and not sent again', async () => {
    const creates = await importCutOffAfterCreate();
    expect(await screen.findByText('Import of models.pim.json is done: 1 record written.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/here already/)).not.toBeInTheDocument();
    expect(creates).toHaveLength(1);
    expect(await http.get(`/attributes/${IMPORTED_UID}`, attributeSchema)).toMatchObject({ Alias: 'importedThing', BackofficeName: 'Imported thing' });
  });

  it('a folder the file gives no sort order (null) gets one from the server, and its create is still recognised as its own', async () => {
    const folders = await http.get('/v1/savedsearchfolders', z.array(savedSearchFolderSchema));
    const last = Math.max(...folders.filter((folder) => !folder.ParentUid).map((folder) => folder.SortOrder ?? 0));
    const handMade = { Uid: IMPORTED_UID, ParentUid: null, Name: 'Hand made', SortOrder: null, OwnerUserUid: null };
    const chosen = new File([JSON.stringify(makeBundle({ savedSearchFolders: [handMade] }, { apiBaseUrl: 'https://test.example/api', serverVersion: '4.0.0' }))], 'models.pim.json');
    const creates = await importCutOffAfterCreate(chosen, '/v1/savedsearchfolders');
    expect(await screen.findByText('Import of models.pim.json is done: 1 record written.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/here already/)).not.toBeInTheDocument();
    expect(creates).toHaveLength(1);
    expect(await http.get(`/v1/savedsearchfolders/${IMPORTED_UID}`, savedSearchFolderSchema)).toMatchObject({ Name: 'Hand made', SortOrder: last + 1 });
  });
});
