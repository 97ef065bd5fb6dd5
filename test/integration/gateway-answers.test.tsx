import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeBundle } from '../../src/api/model-bundle';
import { createHandlers } from '../../src/mocks/handlers';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { getStore } from '../../src/mocks/store';
import { findFocusedError } from '../announcements';
import { renderApp } from '../render-app';
import { item, openTree, serverRows, uiRows, waitUntilSaved } from './saved-searches-tree-helpers';

// A 502 or 504 is a gateway's answer, not the server's: the server behind it may have done the write all the same.

const SLOW = { timeout: 5000 };
const methods = { POST: http.post, PUT: http.put, DELETE: http.delete };

/**
 * The next `method` request to `path` is carried out by the mock (the server), and its answer replaced by a gateway's
 * `status`; with `landed: false` the gateway never passed it on.
 */
function gatewayAnswers(method: keyof typeof methods, path: string, status: 502 | 504, { landed = true } = {}) {
  const server = createHandlers(TEST_API_BASE_URL);
  mockServer.use(
    methods[method](
      `${TEST_API_BASE_URL}${path}`,
      async ({ request }) => {
        if (landed) await getResponse(server, request);
        return new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', { status, headers: { 'Content-Type': 'text/html' } });
      },
      { once: true },
    ),
  );
}

/** The next GET of `path` (the check whether a create was made) is answered 502 by the gateway too. */
function checkAnswers502(path: string) {
  mockServer.use(http.get(`${TEST_API_BASE_URL}${path}`, () => new HttpResponse(null, { status: 502 }), { once: true }));
}

const attributesAliased = (alias: string) => [...getStore().attributes.values()].filter((attribute) => attribute.Alias === alias);

async function typeNewAttribute(alias: string) {
  const view = renderApp('/attributes/new');
  await view.user.type(await screen.findByLabelText('Alias', undefined, SLOW), alias);
  await view.user.type(screen.getByLabelText(/^Name in .+ \(en-GB\)$/), 'Gift wrapped');
  await view.user.click(screen.getByRole('button', { name: 'Create attribute' }));
  return view;
}

describe('A create answered 502/504 by the gateway', () => {
  it('an asset type the server made opens in the designer, made once', async () => {
    gatewayAnswers('POST', '/v1/assettypes', 502);
    const { user } = renderApp('/asset-types');
    await screen.findByRole('table', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: 'New asset type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New asset type' });
    await user.type(within(dialog).getByLabelText('Alias'), 'banner');
    await user.type(within(dialog).getByLabelText('Label'), 'Banner');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asset type: Banner' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Asset type Banner created.')).toBeInTheDocument();
    expect([...getStore().assetTypes.values()].filter((assetType) => assetType.Alias === 'banner')).toHaveLength(1);
  });

  it('an attribute the server made opens, said created, made once', async () => {
    gatewayAnswers('POST', '/attributes', 502);
    const { router } = await typeNewAttribute('isGiftWrapped');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/attributes\/[0-9a-f-]{36}$/), SLOW);
    expect(screen.getByText('Attribute isGiftWrapped created.')).toBeInTheDocument();
    expect(attributesAliased('isGiftWrapped')).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/attributes/${attributesAliased('isGiftWrapped')[0]!.Uid}`);
  });

  it('an attribute the server made, whose check failed too: Create again sends the same uid, makes no second one and opens it', async () => {
    gatewayAnswers('POST', '/attributes', 502);
    checkAnswers502('/attributes/:uid');
    const { user, router } = await typeNewAttribute('isGiftWrapped');
    expect(await findFocusedError(screen.getByRole('form', { name: 'New attribute' }), SLOW)).toHaveTextContent('Bad gateway. The server may have done it all the same');
    expect(router.state.location.pathname).toBe('/attributes/new');

    await user.click(screen.getByRole('button', { name: 'Create attribute' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/attributes\/[0-9a-f-]{36}$/), SLOW);
    expect(attributesAliased('isGiftWrapped')).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/attributes/${attributesAliased('isGiftWrapped')[0]!.Uid}`);
    expect(screen.getByText('Attribute isGiftWrapped created.')).toBeInTheDocument();
  });

  it('a language the server added is said added, added once', async () => {
    gatewayAnswers('POST', '/v1/Languages', 504);
    const { user } = renderApp('/languages?new');
    const dialog = await screen.findByRole('dialog', { name: 'New language' }, SLOW);
    await user.type(within(dialog).getByLabelText('Culture code'), 'fi-FI');
    await user.type(within(dialog).getByLabelText('Name'), 'Finnish');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Language fi-FI added.', undefined, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New language' })).not.toBeInTheDocument());
    expect([...getStore().languages.values()].filter((language) => language.CultureCode === 'fi-FI')).toHaveLength(1);
  });
});

describe('A save answered 504 by the gateway', () => {
  async function saveColourAs(name: string) {
    const colour = [...getStore().attributes.values()].find((attribute) => attribute.Alias === 'colour')!;
    const view = renderApp(`/attributes/${colour.Uid}`);
    const field = await screen.findByLabelText('Backoffice name', undefined, SLOW);
    await view.user.clear(field);
    await view.user.type(field, name);
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    return colour.Uid;
  }

  it('one the server saved is said saved, not refused', async () => {
    gatewayAnswers('PUT', '/attributes', 504);
    const uid = await saveColourAs('Hue');
    expect(await screen.findByText('Attribute colour saved.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/was not saved/)).not.toBeInTheDocument();
    expect(getStore().attributes.get(uid.toLowerCase())?.BackofficeName).toBe('Hue');
  });

  it('one the server does not hold is said to be perhaps not saved, never refused, and keeps what was typed', async () => {
    gatewayAnswers('PUT', '/attributes', 504, { landed: false });
    await saveColourAs('Hue');
    expect(
      await screen.findByText(
        'Attribute colour may not have been saved: The server did not answer in time. Save again: what the server has already is not sent twice. What you typed is kept.',
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/was not saved/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Backoffice name')).toHaveValue('Hue');
  });

  it('what a screen reader hears of it (the message the focus moves to; the toast is quiet) says the server may have saved it', async () => {
    gatewayAnswers('PUT', '/attributes', 504, { landed: false });
    await saveColourAs('Hue');
    const said = await findFocusedError(screen.getByRole('form', { name: 'Attribute' }), SLOW);
    expect(said).toHaveTextContent('The server did not answer in time. The server may have done it all the same: trying again checks first');
  });
});

describe('A grid cell and an import answered 502 by the gateway', () => {
  it('a translation the server saved says Saved, not Not saved', async () => {
    const [first] = [...getStore().attributes.values()].sort((a, b) => (a.Alias ?? '').localeCompare(b.Alias ?? '', undefined, { sensitivity: 'base', numeric: true }));
    const { user } = renderApp('/translations');
    await screen.findByRole('grid', { name: 'Names by language' }, SLOW);
    gatewayAnswers('PUT', '/attributes', 502);
    const input = screen.getByRole('textbox', { name: `${first!.Alias} name in nb-NO` });
    await user.clear(input);
    await user.type(input, 'Mitt navn{Enter}');
    await waitFor(() => expect(input).toHaveAccessibleDescription('Saved'), SLOW);
    expect(getStore().attributes.get(first!.Uid.toLowerCase())?.Name?.['nb-NO']).toBe('Mitt navn');
  });

  it('an imported record the server created is reported created, once', async () => {
    const imported = { Uid: '0b7f6a52-5d4c-4b7e-9a51-3f0c2f9d8e11', Alias: 'importedThing', BackofficeName: 'From the file', AttributeType: 'TextAttribute' };
    const file = new File([JSON.stringify(makeBundle({ attributes: [imported] }, { apiBaseUrl: 'https://test.example/api', serverVersion: '4.0.0' }))], 'models.pim.json', {
      type: 'application/json',
    });
    const { user } = renderApp('/import');
    await user.upload(await screen.findByLabelText('Choose an export file…', undefined, SLOW), file);
    const preview = await screen.findByRole('region', { name: 'Preview' }, SLOW);
    gatewayAnswers('POST', '/attributes', 502);
    await user.click(await within(preview).findByRole('button', { name: 'Apply 1 change' }, SLOW));
    expect(await within(preview).findByText('Done: 1 written.', undefined, SLOW)).toBeInTheDocument();
    expect(within(preview).getByRole('table', { name: 'What the import does' })).toHaveTextContent('Created');
    expect(attributesAliased('importedThing')).toHaveLength(1);
  });

  it('an imported record whose create the gateway never passed on is Perhaps not written, and Retry writes it once', async () => {
    const imported = { Uid: '0b7f6a52-5d4c-4b7e-9a51-3f0c2f9d8e11', Alias: 'importedThing', BackofficeName: 'From the file', AttributeType: 'TextAttribute' };
    const file = new File([JSON.stringify(makeBundle({ attributes: [imported] }, { apiBaseUrl: 'https://test.example/api', serverVersion: '4.0.0' }))], 'models.pim.json', {
      type: 'application/json',
    });
    const { user } = renderApp('/import');
    await user.upload(await screen.findByLabelText('Choose an export file…', undefined, SLOW), file);
    const preview = await screen.findByRole('region', { name: 'Preview' }, SLOW);
    gatewayAnswers('POST', '/attributes', 504, { landed: false });
    await user.click(await within(preview).findByRole('button', { name: 'Apply 1 change' }, SLOW));
    expect(await within(preview).findByText('Done: 0 written, 1 not written (see why in the list).', undefined, SLOW)).toBeInTheDocument();
    expect(within(preview).getByRole('table', { name: 'What the import does' })).toHaveTextContent('Perhaps not written: The server did not answer in time. The server may have done it all the same');
    await user.click(within(preview).getByRole('button', { name: 'Retry 1 not written' }));
    expect(await within(preview).findByText('Done: 1 written.', undefined, SLOW)).toBeInTheDocument();
    expect(attributesAliased('importedThing')).toHaveLength(1);
  });
});

describe('Saved searches, folders and copies answered 502 by the gateway', () => {
  it('a folder the server made, whose check failed too: Create folder again makes no second one', async () => {
    gatewayAnswers('POST', '/v1/savedsearchfolders', 502);
    checkAnswers502('/v1/savedsearchfolders/:uid');
    const { user } = renderApp('/saved-searches');
    await screen.findByRole('tree', { name: 'Folders and saved searches' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await user.type(within(dialog).getByLabelText('Folder name'), 'Returns');
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await findFocusedError(dialog, SLOW)).toHaveTextContent('Bad gateway. The server may have done it all the same');
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await screen.findByText('Folder “Returns” created.', undefined, SLOW)).toBeInTheDocument();
    expect([...getStore().folders.values()].filter((folder) => folder.Name === 'Returns')).toHaveLength(1);
    expect(screen.getAllByRole('treeitem', { name: /Returns/ })).toHaveLength(1);
  });

  it('a saved search the server made opens, said created, made once', async () => {
    gatewayAnswers('POST', '/v1/savedsearches', 504);
    const { user, router } = renderApp('/saved-searches/new');
    await user.type(await screen.findByLabelText('Name', undefined, SLOW), 'Autumn picks');
    await user.click(screen.getByRole('button', { name: 'Create saved search' }));
    expect(await screen.findByText('Saved search “Autumn picks” created.', undefined, SLOW)).toBeInTheDocument();
    const made = [...getStore().searches.values()].filter((search) => search.Name === 'Autumn picks');
    expect(made).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/saved-searches/${made[0]!.Uid}`));
  });

  it('a copy of an attribute the server made opens, said duplicated, made once', async () => {
    const colour = [...getStore().attributes.values()].find((attribute) => attribute.Alias === 'colour')!;
    gatewayAnswers('POST', '/attributes', 502);
    const { user, router } = renderApp(`/attributes/${colour.Uid}`);
    await user.click(await screen.findByRole('button', { name: 'Duplicate…' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate colour' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }));
    expect(await screen.findByText('Attribute colour duplicated as colourCopy.', undefined, SLOW)).toBeInTheDocument();
    expect(attributesAliased('colourCopy')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/attributes/${attributesAliased('colourCopy')[0]!.Uid}`));
  });
});

describe('A delete answered 502 by the gateway', () => {
  it('an asset type the server deleted is said deleted, not that it could not be', async () => {
    const video = [...getStore().assetTypes.values()].find((assetType) => assetType.Label === 'Video')!;
    gatewayAnswers('DELETE', `/v1/assettypes/${video.Uid}`, 502);
    const { user } = renderApp('/asset-types');
    await screen.findByRole('table', undefined, SLOW);
    const row = screen.getByRole('link', { name: 'Video' }).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete Video' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete asset type Video?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Asset type Video deleted.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/Could not delete Video/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Video' })).not.toBeInTheDocument());
  });
});

describe('A tree move answered 502 by the gateway', () => {
  it('PATCHes the server carried out are taken as done: no failure is said, and the tree is the server’s', async () => {
    const server = createHandlers(TEST_API_BASE_URL);
    let answered = 0;
    mockServer.use(
      http.patch(`${TEST_API_BASE_URL}/v1/savedsearches`, async ({ request }) => {
        await getResponse(server, request);
        answered += 1;
        return new HttpResponse(null, { status: 502 });
      }),
    );
    const { user, queryClient } = await openTree();
    await user.click(item(/^All active products/));
    await user.keyboard('{Control>}{ArrowDown}{/Control}');
    await waitUntilSaved(queryClient);
    expect(answered).toBeGreaterThan(0);
    expect(screen.queryByText(/did not reach its new place|kept its old order|Could not move/)).not.toBeInTheDocument();
    expect(uiRows()).toEqual(await serverRows());
    const allRows = uiRows().filter((row) => row.startsWith('1 ') && /All /.test(row));
    expect(allRows.slice(0, 2)).toEqual(['1 All categories', '1 All active products']);
  });
});

/**
 * The next POST to `path` is answered 504 by the gateway while the server has not yet done it; `land` has the server do
 * it (late, as behind a gateway that timed out).
 */
function heldBehindGateway(path: string) {
  const server = createHandlers(TEST_API_BASE_URL);
  let held: Request | null = null;
  mockServer.use(
    http.post(
      `${TEST_API_BASE_URL}${path}`,
      ({ request }) => {
        held = request.clone();
        return new HttpResponse(null, { status: 504 });
      },
      { once: true },
    ),
  );
  return { land: () => getResponse(server, held!) };
}

describe('A create answered 504, tried again and answered 503 by the server itself, then a third time', () => {
  it('a folder: the first try, landing late, is not made twice (the third sends its uid again)', async () => {
    const late = heldBehindGateway('/v1/savedsearchfolders');
    const { user } = renderApp('/saved-searches');
    await screen.findByRole('tree', { name: 'Folders and saved searches' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await user.type(within(dialog).getByLabelText('Folder name'), 'Returns');
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    await within(dialog).findByText(/The server did not answer in time\. The server may have done it/, undefined, SLOW);

    mockServer.use(http.post(`${TEST_API_BASE_URL}/v1/savedsearchfolders`, () => new HttpResponse(null, { status: 503 }), { once: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    await within(dialog).findByText(/The server is unavailable/, undefined, SLOW);
    // The first request, held up behind the gateway, reaches the server now.
    await late.land();
    expect([...getStore().folders.values()].filter((folder) => folder.Name === 'Returns')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await screen.findByText('Folder “Returns” created.', undefined, SLOW)).toBeInTheDocument();
    expect([...getStore().folders.values()].filter((folder) => folder.Name === 'Returns')).toHaveLength(1);
  });

  it('a language: a second try answered 503, the first landing late, the third finds it added (not its code taken)', async () => {
    const late = heldBehindGateway('/v1/Languages');
    const { user } = renderApp('/languages?new');
    const dialog = await screen.findByRole('dialog', { name: 'New language' }, SLOW);
    await user.type(within(dialog).getByLabelText('Culture code'), 'fi-FI');
    await user.type(within(dialog).getByLabelText('Name'), 'Finnish');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(/The server did not answer in time\. The server may have done it/, undefined, SLOW);
    mockServer.use(http.post(`${TEST_API_BASE_URL}/v1/Languages`, () => new HttpResponse(null, { status: 503 }), { once: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(/The server is unavailable/, undefined, SLOW);
    await late.land();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Language fi-FI added.', undefined, SLOW)).toBeInTheDocument();
    expect([...getStore().languages.values()].filter((language) => language.CultureCode === 'fi-FI')).toHaveLength(1);
  });
});
