import { screen, waitFor, within } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { assetTypeSchema, type AssetType } from '../../src/api/asset-types';
import { attributeQueries, attributeSchema, type Attribute } from '../../src/api/attributes';
import { http } from '../../src/api/http';
import { languageQueries } from '../../src/api/languages';
import { outbox } from '../../src/api/outbox';
import { makeBundle, type BundleParts } from '../../src/api/model-bundle';
import { savedSearchFolderSchema } from '../../src/api/saved-search-folders';
import { savedSearchSchema } from '../../src/api/saved-searches';
import { setLatency } from '../../src/mocks/control';
import { mockServer } from '../../src/mocks/node';
import { assetTypeUid } from '../../src/mocks/seed-asset-types';
import { renderApp } from '../render-app';

const SLOW = { timeout: 5000 };
const IMAGE = assetTypeUid(1);
const NEW_UID = '0b7f6a52-5d4c-4b7e-9a51-3f0c2f9d8e11';
const OTHER_UID = '6c1f0a3e-2b7d-4c55-8e0f-9a8b7c6d5e4f';

const placed = (assetType: AssetType) =>
  new Set(assetType.Configuration?.Tabs?.flatMap((tab) => tab.Sections?.flatMap((section) => section.Properties?.map((property) => property.AttributeUid) ?? []) ?? []));

/** An export of the Image asset type with its attributes, changed the way another environment would have it. */
async function exportedFile() {
  const image = await http.get(`/v1/assettypes/${IMAGE}`, assetTypeSchema);
  const all = await http.get('/attributes', z.array(attributeSchema));
  const attributes = all.filter((attribute) => placed(image).has(attribute.Uid));
  const [changed, ...unchanged] = attributes;
  const imported: Attribute = { Uid: NEW_UID, Alias: 'importedThing', BackofficeName: 'Imported thing', AttributeType: 'TextAttribute', Name: { 'en-GB': 'Imported thing' } };
  const clash: Attribute = { ...unchanged[0]!, Uid: OTHER_UID };
  const bundle = makeBundle(
    { assetTypes: [{ ...image, Label: 'Image (from test)' }], attributes: [{ ...changed!, BackofficeName: 'Renamed in test' }, ...unchanged, imported, clash] },
    { apiBaseUrl: 'https://test.example/api', serverVersion: '4.0.0' },
  );
  return { file: new File([JSON.stringify(bundle)], 'image.pim.json', { type: 'application/json' }), image, changed: changed!, unchanged };
}

const fileOf = (parts: BundleParts) =>
  new File([JSON.stringify(makeBundle(parts, { apiBaseUrl: 'https://test.example/api', serverVersion: '4.0.0' }))], 'models.pim.json', { type: 'application/json' });

/** The bodies of the writes (POST, PUT, PATCH) the app sends, as the server receives them. */
function recordWrites() {
  const writes: { method: string; path: string; body: Record<string, unknown> }[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (['POST', 'PUT', 'PATCH'].includes(request.method) && !request.url.includes('/batch')) {
      writes.push({ method: request.method, path: new URL(request.url).pathname, body: (await request.clone().json()) as Record<string, unknown> });
    }
  });
  return writes;
}

async function openWith(file: File) {
  const view = renderApp('/import');
  await view.user.upload(await screen.findByLabelText('Choose an export file…', undefined, SLOW), file);
  // The preview's module loads with the first file: a busy machine takes more than the default second.
  const preview = await screen.findByRole('region', { name: 'Preview' }, SLOW);
  await within(preview).findByRole('table', { name: 'What the import does' }, SLOW);
  return { ...view, preview };
}

/** The test export applied as copies, slowly, and stopped at once. */
async function stoppedCopies() {
  const { file } = await exportedFile();
  const view = await openWith(file);
  const { user, preview } = view;
  await user.click(within(preview).getByRole('radio', { name: /Create copies/ }));
  setLatency(200);
  await user.click(within(preview).getByRole('button', { name: /^Apply \d+ changes$/ }));
  await user.click(await within(preview).findByRole('button', { name: 'Stop' }));
  return view;
}

describe('Import between environments', () => {
  it('keeping uids: previews new, differing (field by field), same and refused records, then writes in order', async () => {
    const { file, changed, unchanged } = await exportedFile();
    const { user, preview } = await openWith(file);
    expect(preview).toHaveTextContent(/exported .* from https:\/\/test\.example\/api \(server 4\.0\.0\)/);
    expect(within(preview).getByText(`1 new, 2 differ from what is here, ${unchanged.length} the same (skipped), 1 refused.`)).toBeInTheDocument();
    const table = within(preview).getByRole('table', { name: 'What the import does' });
    expect(table).toHaveTextContent('Refused: Its alias');
    await user.click(within(table).getByRole('button', { name: 'Details: Image (from test)' }));
    const review = screen.getByRole('dialog', { name: 'Asset type “Image (from test)”' });
    expect(review).toHaveTextContent('Differs: Label');
    expect(within(review).getByRole('row', { name: 'Label Image Image (from test)' })).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Close' }));

    await user.click(within(preview).getByRole('button', { name: 'Apply 3 changes' }));
    expect(await within(preview).findByText('Done: 3 written.', undefined, SLOW)).toBeInTheDocument();
    expect((await http.get(`/v1/assettypes/${IMAGE}`, assetTypeSchema)).Label).toBe('Image (from test)');
    expect((await http.get(`/attributes/${changed.Uid}`, attributeSchema)).BackofficeName).toBe('Renamed in test');
    expect((await http.get(`/attributes/${NEW_UID}`, attributeSchema)).Alias).toBe('importedThing');
    await expect(http.get(`/attributes/${OTHER_UID}`, attributeSchema)).rejects.toMatchObject({ status: 404 });
  });

  it('creating copies: every record gets a new uid and alias, and the copy places the copied attributes', async () => {
    const { file, image } = await exportedFile();
    const { user, preview } = await openWith(file);
    await user.click(within(preview).getByRole('radio', { name: /Create copies/ }));
    const before = await http.get('/v1/assettypes', z.array(assetTypeSchema));
    const apply = within(preview).getByRole('button', { name: /^Apply \d+ changes$/ });
    expect(within(preview).getByRole('status')).toHaveTextContent(/^\d+ new, 0 differ from what is here, 0 the same \(skipped\), 0 refused\.$/);
    await user.click(apply);
    expect(await within(preview).findByText(/^Done: \d+ written\.$/, undefined, SLOW)).toBeInTheDocument();
    const after = await http.get('/v1/assettypes', z.array(assetTypeSchema));
    const copy = after.find((assetType) => !before.some((old) => old.Uid === assetType.Uid))!;
    expect(copy).toMatchObject({ Alias: `${image.Alias}Copy`, Label: 'Image (from test) (copy)' });
    const attributes = await http.get('/attributes', z.array(attributeSchema));
    const placedByCopy = attributes.filter((attribute) => placed(copy).has(attribute.Uid));
    expect(placedByCopy.length).toBe(placed(image).size);
    expect(placedByCopy.every((attribute) => attribute.Alias?.endsWith('Copy'))).toBe(true);
    expect((await http.get(`/v1/assettypes/${IMAGE}`, assetTypeSchema)).Label).toBe(image.Label);
  });

  it('a change made here after the preview is not overwritten: the record says so', async () => {
    const { file, image } = await exportedFile();
    const { user, preview } = await openWith(file);
    await http.put('/v1/assettypes', { ...image, Label: 'Changed meanwhile' });
    await user.click(within(preview).getByRole('button', { name: 'Apply 3 changes' }));
    expect(await within(preview).findByText('Done: 2 written, 1 not written (see why in the list).', undefined, SLOW)).toBeInTheDocument();
    expect(within(preview).getByRole('table', { name: 'What the import does' })).toHaveTextContent('Not written: Changed here since the preview (Label)');
    expect((await http.get(`/v1/assettypes/${IMAGE}`, assetTypeSchema)).Label).toBe('Changed meanwhile');
  });

  it('a list refreshed after the preview does not make a colleague’s change since then the base: it is not overwritten, and a record new at the preview is not overwritten either', async () => {
    const all = await http.get('/attributes', z.array(attributeSchema));
    const existing = all.find((attribute) => attribute.AttributeType === 'TextAttribute')!;
    const imported: Attribute = { Uid: NEW_UID, Alias: 'importedThing', BackofficeName: 'From the file', AttributeType: 'TextAttribute' };
    const { user, preview, queryClient } = await openWith(fileOf({ attributes: [{ ...existing, BackofficeName: 'Renamed in test' }, imported] }));
    expect(within(preview).getByText('1 new, 1 differ from what is here, 0 the same (skipped), 0 refused.')).toBeInTheDocument();
    await http.put('/attributes', { ...existing, BackofficeName: 'Renamed by a colleague' });
    await http.postNoContent('/attributes', { ...imported, BackofficeName: 'Created by a colleague' });
    await queryClient.refetchQueries({ queryKey: attributeQueries.all().queryKey });
    // The refreshed list reaches the page (its observers are told on a later tick).
    await new Promise<void>((resolve) => notifyManager.schedule(resolve));
    expect(within(preview).getByText('1 new, 1 differ from what is here, 0 the same (skipped), 0 refused.')).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Apply 2 changes' }));
    expect(await within(preview).findByText('Done: 0 written, 2 not written (see why in the list).', undefined, SLOW)).toBeInTheDocument();
    const table = within(preview).getByRole('table', { name: 'What the import does' });
    expect(table).toHaveTextContent('Not written: Changed here since the preview (BackofficeName)');
    expect(table).toHaveTextContent('Not written: A record with this uid is here already');
    expect((await http.get(`/attributes/${existing.Uid}`, attributeSchema)).BackofficeName).toBe('Renamed by a colleague');
    expect((await http.get(`/attributes/${NEW_UID}`, attributeSchema)).BackofficeName).toBe('Created by a colleague');
  });

  it('a file that is not an export says why and previews nothing', async () => {
    const { user } = renderApp('/import');
    await user.upload(await screen.findByLabelText('Choose an export file…', undefined, SLOW), new File(['{"format":"pim-models-export","version":7}'], 'x.json'));
    expect(await screen.findByText('The file is an export of version 7; this app reads version 1.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
  });

  it('Stop leaves what has not started alone, and says so per record', async () => {
    const { preview } = await stoppedCopies();
    expect(within(preview).getByRole('button', { name: 'Stopping after the writes under way…' })).toBeDisabled();
    expect(await within(preview).findByText(/^Done: \d+ written, \d+ not written \(see why in the list\)\.$/, undefined, SLOW)).toBeInTheDocument();
    expect(within(preview).getByRole('table', { name: 'What the import does' })).toHaveTextContent('Not written: Not started: the import was stopped.');
    expect(within(preview).getByRole('table', { name: 'What the import does' })).not.toHaveTextContent('Not written: Not written');
  });

  it('a stopped import is let go when another file is chosen: nothing of it is left to resume', async () => {
    const { user, preview } = await stoppedCopies();
    await within(preview).findByText(/^Done: \d+ written, \d+ not written/, undefined, SLOW);
    await waitFor(() => expect(outbox.list().filter((entry) => entry.resource === 'import')).toHaveLength(1));

    setLatency(0);
    await user.upload(screen.getByLabelText('Choose an export file…'), fileOf({ attributes: [] }));
    expect(await screen.findByRole('region', { name: 'Preview' }, SLOW)).toHaveTextContent('models.pim.json');
    await waitFor(() => expect(outbox.list().filter((entry) => entry.resource === 'import')).toEqual([]));
  });

  it('keys the file brings that are not fields here are named as ignored, and never sent', async () => {
    const all = await http.get('/attributes', z.array(attributeSchema));
    const existing = all.find((attribute) => attribute.AttributeType === 'TextAttribute')!;
    const writes = recordWrites();
    const file = fileOf({
      attributes: [
        { ...existing, BackofficeName: 'Renamed in test', constructor: 'from elsewhere', colourCode: '#f00' },
        { Uid: NEW_UID, Alias: 'importedThing', AttributeType: 'TextAttribute', constructor: { nested: true } },
      ],
    });
    const { user, preview } = await openWith(file);
    expect(within(preview).getByText('2 records in the file bring keys that are not fields here: they are ignored, never sent (the list names them).')).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: `Details: ${existing.Alias}` }));
    expect(screen.getByRole('dialog', { name: `Attribute “${existing.Alias}”` })).toHaveTextContent('Differs: BackofficeName. Ignored, not fields of an attribute here: constructor, colourCode.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(within(preview).getByRole('button', { name: 'Details: importedThing' }));
    expect(screen.getByRole('dialog', { name: 'Attribute “importedThing”' })).toHaveTextContent('New. Ignored, not a field of an attribute here: constructor.');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(within(preview).getByRole('button', { name: 'Apply 2 changes' }));
    expect(await within(preview).findByText('Done: 2 written.', undefined, SLOW)).toBeInTheDocument();
    const sent = writes.map(
      (write) =>
        `${write.method} ${
          Object.keys(write.body)
            .filter((key) => key === 'constructor' || key === 'colourCode')
            .join(', ') || 'no unknown key'
        }`,
    );
    expect(sent.sort()).toEqual(['POST no unknown key', 'PUT no unknown key']);
    for (const uid of [existing.Uid, NEW_UID]) {
      const stored = await http.get(`/attributes/${uid}`, attributeSchema);
      expect(Object.hasOwn(stored, 'constructor') || Object.hasOwn(stored, 'colourCode')).toBe(false);
    }
    expect((await http.get(`/attributes/${existing.Uid}`, attributeSchema)).BackofficeName).toBe('Renamed in test');
  });

  it('a field or translation the file lacks stays as the server has it', async () => {
    const all = await http.get('/attributes', z.array(attributeSchema));
    const existing = all.find((attribute) => attribute.BackofficeDescription && Object.values(attribute.Name ?? {}).filter(Boolean).length >= 2)!;
    const [culture, ...otherCultures] = Object.keys(existing.Name!);
    const { BackofficeDescription: _left, ...inFile } = existing;
    const { user, preview } = await openWith(fileOf({ attributes: [{ ...inFile, BackofficeName: 'Renamed in test', Name: { [culture!]: 'Renamed' } }] }));
    expect(within(preview).getByText('0 new, 1 differ from what is here, 0 the same (skipped), 0 refused.')).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: `Details: ${existing.Alias}` }));
    const details = screen.getByRole('dialog', { name: `Attribute “${existing.Alias}”` });
    expect(details).toHaveTextContent(`Differs: BackofficeName, Name.${culture}`);
    expect(details).toHaveTextContent('Not in the file, kept as here: BackofficeDescription.');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(within(preview).getByRole('button', { name: 'Apply 1 change' }));
    expect(await within(preview).findByText('Done: 1 written.', undefined, SLOW)).toBeInTheDocument();
    const stored = await http.get(`/attributes/${existing.Uid}`, attributeSchema);
    expect(stored).toMatchObject({ BackofficeName: 'Renamed in test', BackofficeDescription: existing.BackofficeDescription });
    expect(stored.Name).toEqual({ ...existing.Name, [culture!]: 'Renamed' });
    expect(otherCultures.length).toBeGreaterThan(0);
  });

  it('a saved search is updated with a PATCH of only what the file changes, never the fields the server keeps', async () => {
    const searches = await http.get('/v1/savedsearches', z.array(savedSearchSchema));
    const search = searches.find((candidate) => candidate.FailedMessage)!;
    const writes = recordWrites();
    // Another environment's times, users and failures come along in its export.
    const elsewhere = { ...search, Name: 'Renamed in test', Created: '2020-01-01T00:00:00Z', LastModifiedBy: OTHER_UID, FailedMessage: 'Failed over there', FailedCalculationCounter: 9 };
    const { user, preview } = await openWith(fileOf({ savedSearches: [elsewhere] }));
    await user.click(within(preview).getByRole('button', { name: 'Details: Renamed in test' }));
    const review = screen.getByRole('dialog', { name: 'Saved search “Renamed in test”' });
    expect(review).toHaveTextContent('Differs: Name');
    expect(review).not.toHaveTextContent(/Created|LastModifiedBy|Failed/);
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(within(preview).getByRole('button', { name: 'Apply 1 change' }));
    expect(await within(preview).findByText('Done: 1 written.', undefined, SLOW)).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'PATCH', path: '/api/v1/savedsearches', body: { Uid: search.Uid, Name: 'Renamed in test' } }]);
    expect(await http.get(`/v1/savedsearches/${search.Uid}`, savedSearchSchema)).toMatchObject({ Name: 'Renamed in test', FailedMessage: search.FailedMessage, Created: search.Created });
  });

  it('a file that repeats a uid imports only the first of the two, and says why of the other', async () => {
    const first: Attribute = { Uid: NEW_UID, Alias: 'importedThing', BackofficeName: 'First', AttributeType: 'TextAttribute' };
    const pasted: Attribute = { ...first, Uid: NEW_UID.toUpperCase(), Alias: 'pastedThing', BackofficeName: 'Pasted' };
    const { user, preview } = await openWith(fileOf({ attributes: [first, pasted] }));
    expect(within(preview).getByText('1 new, 0 differ from what is here, 0 the same (skipped), 1 refused.')).toBeInTheDocument();
    const table = within(preview).getByRole('table', { name: 'What the import does' });
    expect(table).toHaveTextContent('Refused: It has the same uid as “importedThing”, earlier in the file: a uid names one record, so this one is not imported.');
    expect(within(table).getByRole('button', { name: 'Details: importedThing' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Details: pastedThing' })).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Apply 1 change' }));
    expect(await within(preview).findByText('Done: 1 written.', undefined, SLOW)).toBeInTheDocument();
    expect(await http.get(`/attributes/${NEW_UID}`, attributeSchema)).toMatchObject({ Alias: 'importedThing', BackofficeName: 'First' });
  });

  it('a record a colleague creates under the same uid after the preview is not reported as created', async () => {
    const imported: Attribute = { Uid: NEW_UID, Alias: 'importedThing', BackofficeName: 'From the file', AttributeType: 'TextAttribute' };
    const { user, preview } = await openWith(fileOf({ attributes: [imported] }));
    await http.postNoContent('/attributes', { ...imported, Alias: 'colleaguesThing', BackofficeName: 'Colleague’s' });

    await user.click(within(preview).getByRole('button', { name: 'Apply 1 change' }));
    expect(await within(preview).findByText('Done: 0 written, 1 not written (see why in the list).', undefined, SLOW)).toBeInTheDocument();
    expect(within(preview).getByRole('table', { name: 'What the import does' })).toHaveTextContent('Not written: A record with this uid is here already (created since the preview)');
    expect(await http.get(`/attributes/${NEW_UID}`, attributeSchema)).toMatchObject({ Alias: 'colleaguesThing' });
  });

  it('a folder’s owner, which the server does not change once the folder exists, is not offered as a change', async () => {
    const [folder] = await http.get('/v1/savedsearchfolders', z.array(savedSearchFolderSchema));
    const { user, preview } = await openWith(fileOf({ savedSearchFolders: [{ ...folder!, OwnerUserUid: OTHER_UID }] }));
    expect(within(preview).getByText('0 new, 0 differ from what is here, 1 the same (skipped), 0 refused.')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Apply 0 changes' })).toBeDisabled();
    await user.click(within(preview).getByRole('button', { name: `Details: ${folder!.Name}` }));
    expect(screen.getByRole('dialog', { name: `Folder “${folder!.Name}”` })).toHaveTextContent('The same here: skipped. Not changed, the server keeps it as it was created: OwnerUserUid.');
  });

  it('a name under a language’s code in other letters is written under that language’s code; one under fi_FI, with no fi-FI here, is not written, and the preview offers to add fi-FI', async () => {
    const thing: Attribute = { Uid: NEW_UID, Alias: 'oddThing', AttributeType: 'TextAttribute', Name: { 'en-GB': 'Thing', 'DA-dk': 'Ting', fi_FI: 'Juttu' } };
    const { user, preview } = await openWith(fileOf({ attributes: [thing] }));
    const notice = within(preview).getByText(/^The file has names or descriptions under fi_FI, a code no language here has: they are not imported/);
    expect(within(notice).getByRole('link', { name: 'Add fi-FI' })).toHaveAttribute('href', '/languages?new=fi-FI');
    expect(notice).not.toHaveTextContent('not a culture code');
    const table = within(preview).getByRole('table', { name: 'What the import does' });
    expect(table).toHaveTextContent('Its names or descriptions under fi_FI are not imported: no language here has that code.');
    await user.click(within(preview).getByRole('button', { name: 'Details: oddThing' }));
    const details = screen.getByRole('dialog', { name: 'Attribute “oddThing”' });
    expect(details).toHaveTextContent('Its texts under DA-dk are written under da-DK, as this environment spells that language’s code.');
    expect(within(details).getByRole('link', { name: 'Add fi-FI' })).toHaveAttribute('href', '/languages?new=fi-FI');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(within(preview).getByRole('button', { name: 'Apply 1 change' }));
    expect(await within(preview).findByText('Done: 1 written.', undefined, SLOW)).toBeInTheDocument();
    expect(table).toHaveTextContent('Created, without its names or descriptions under fi_FI');
    expect((await http.get(`/attributes/${NEW_UID}`, attributeSchema)).Name).toEqual({ 'en-GB': 'Thing', 'da-DK': 'Ting' });
  });

  it('a language added while the preview is open takes in the texts it had left out', async () => {
    const thing: Attribute = { Uid: NEW_UID, Alias: 'finnishThing', AttributeType: 'TextAttribute', Name: { 'en-GB': 'Thing', fi_FI: 'Juttu' } };
    const { user, preview, queryClient } = await openWith(fileOf({ attributes: [thing] }));
    expect(within(preview).getByText(/^The file has names or descriptions under fi_FI/)).toBeInTheDocument();
    await http.post('/v1/Languages', { CultureCode: 'fi-FI', Name: 'Finnish', SortOrder: 9 }, z.int());
    await queryClient.invalidateQueries({ queryKey: languageQueries.all().queryKey });
    await waitFor(() => expect(preview).not.toHaveTextContent('not imported'));
    await user.click(within(preview).getByRole('button', { name: 'Apply 1 change' }));
    expect(await within(preview).findByText('Done: 1 written.', undefined, SLOW)).toBeInTheDocument();
    expect((await http.get(`/attributes/${NEW_UID}`, attributeSchema)).Name).toEqual({ 'en-GB': 'Thing', 'fi-FI': 'Juttu' });
  });

  it('a name under a language’s code written with an underscore (nb_NO) is written under that language’s code (nb-NO), and the preview says so', async () => {
    const thing: Attribute = { Uid: NEW_UID, Alias: 'oddThing', AttributeType: 'TextAttribute', Name: { 'en-GB': 'Thing', nb_NO: 'Greie' }, Description: { sv_se: 'En sak' } };
    const { user, preview } = await openWith(fileOf({ attributes: [thing] }));
    expect(preview).not.toHaveTextContent('not a culture code');
    expect(preview).not.toHaveTextContent('not imported');
    await user.click(within(preview).getByRole('button', { name: 'Details: oddThing' }));
    const details = screen.getByRole('dialog', { name: 'Attribute “oddThing”' });
    expect(details).toHaveTextContent('Its texts under nb_NO are written under nb-NO, as this environment spells that language’s code.');
    expect(details).toHaveTextContent('Its texts under sv_se are written under sv-SE, as this environment spells that language’s code.');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(within(preview).getByRole('button', { name: 'Apply 1 change' }));
    expect(await within(preview).findByText('Done: 1 written.', undefined, SLOW)).toBeInTheDocument();
    const written = await http.get(`/attributes/${NEW_UID}`, attributeSchema);
    expect(written.Name).toEqual({ 'en-GB': 'Thing', 'nb-NO': 'Greie' });
    expect(written.Description).toEqual({ 'sv-SE': 'En sak' });
  });

  it('one notice names the texts left out: languages to add with a link each, and keys that are no culture code to correct in the file', async () => {
    const stray: Attribute = { Uid: NEW_UID, Alias: 'swissThing', AttributeType: 'TextAttribute', Name: { 'en-GB': 'Swiss thing', 'de-CH': 'Schweizer Ding', 'x!y': 'Odd' } };
    const { preview } = await openWith(fileOf({ attributes: [stray] }));
    const notices = preview.querySelectorAll('.page-notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent(
      'The file has names or descriptions under de-CH, x!y, codes no language here has: they are not imported, as no editor could see or edit them. Add the language on the Languages page (it opens in a new tab), and this preview takes them in: Add de-CH. x!y is not a culture code (a BCP 47 tag such as en-GB): correct it in the file and choose the file again.',
    );
    expect(
      within(notices[0] as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/languages?new=de-CH']);
  });
});
