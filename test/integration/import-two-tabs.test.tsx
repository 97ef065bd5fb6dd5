import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { attributeSchema, type Attribute } from '../../src/api/attributes';
import { http } from '../../src/api/http';
import { makeBundle } from '../../src/api/model-bundle';
import { setLatency } from '../../src/mocks/control';
import { mockServer } from '../../src/mocks/node';
import { renderApp } from '../render-app';

const SLOW = { timeout: 10_000 };
const NEW_UIDS = ['0b7f6a52-5d4c-4b7e-9a51-3f0c2f9d8e11', '0b7f6a52-5d4c-4b7e-9a51-3f0c2f9d8e12', '0b7f6a52-5d4c-4b7e-9a51-3f0c2f9d8e13'];

/** The writes the server received, as `<method> <uid>`. */
function recordWrites() {
  const writes: string[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (['POST', 'PUT', 'PATCH'].includes(request.method)) writes.push(`${request.method} ${((await request.clone().json()) as Attribute).Uid}`);
  });
  return writes;
}

/** A tab of the app on /import with the file previewed (two apps in one document share the outbox and the record turns, as two tabs of one browser do). */
async function tabWithPreview(file: File) {
  const view = renderApp('/import');
  const page = within(view.container);
  await view.user.upload(await page.findByLabelText('Choose an export file…', undefined, SLOW), file);
  const preview = await page.findByRole('region', { name: 'Preview' }, SLOW);
  await within(preview).findByRole('table', { name: 'What the import does' }, SLOW);
  return { ...view, preview };
}

// Other tests of the import: import.test.tsx; a resumed one: plans-resume.test.tsx.
describe('The same import applied in two tabs at about the same time', { timeout: 30_000 }, () => {
  it('each record is written once, by one tab; the other tab reports it as here already, not as written', async () => {
    const all = await http.get('/attributes', z.array(attributeSchema));
    const changed = all.slice(0, 2).map((attribute) => ({ ...attribute, BackofficeName: `${attribute.BackofficeName} (imported)` }));
    const created: Attribute[] = NEW_UIDS.map((Uid, index) => ({ Uid, Alias: `importedThing${index}`, BackofficeName: `Imported thing ${index}`, AttributeType: 'TextAttribute' }));
    const bundle = makeBundle({ attributes: [...changed, ...created] }, { apiBaseUrl: 'https://test.example/api', serverVersion: '4.0.0' });
    const file = () => new File([JSON.stringify(bundle)], 'models.pim.json', { type: 'application/json' });
    const tabs = [await tabWithPreview(file()), await tabWithPreview(file())];
    for (const { preview } of tabs) expect(within(preview).getByText('3 new, 2 differ from what is here, 0 the same (skipped), 0 refused.')).toBeInTheDocument();

    const writes = recordWrites();
    setLatency(50);
    const applies = tabs.map(({ preview }) => within(preview).getByRole('button', { name: 'Apply 5 changes' }));
    await Promise.all(tabs.map(({ user }, index) => user.click(applies[index]!)));
    const done = await Promise.all(tabs.map(({ preview }) => within(preview).findByText(/^Done: /, undefined, SLOW)));

    // Nothing was written twice: one request per record, from whichever tab came first.
    expect([...writes].sort()).toEqual([...changed.map((attribute) => `PUT ${attribute.Uid}`), ...NEW_UIDS.map((uid) => `POST ${uid}`)].sort());
    // Each tab says what it wrote, and what it found already written: together, every record once.
    const results = tabs.map(({ preview }) =>
      within(within(preview).getByRole('table', { name: 'What the import does' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent ?? ''),
    );
    const written = results.map((rows) => rows.filter((row) => /(Created|Updated)$/.test(row)).length);
    const here = results.map((rows) => rows.filter((row) => row.includes('Here already')).length);
    expect(written[0]! + written[1]!).toBe(5);
    expect(here).toEqual([5 - written[0]!, 5 - written[1]!]);
    done.forEach((status, index) => expect(status).toHaveTextContent(here[index] ? `Done: ${written[index]} written, ${here[index]} here already.` : `Done: ${written[index]} written.`));
    for (const attribute of changed) expect((await http.get(`/attributes/${attribute.Uid}`, attributeSchema)).BackofficeName).toBe(attribute.BackofficeName);
    await waitFor(() => expect(screen.queryByText(/^Not written/)).not.toBeInTheDocument());
  });
});
