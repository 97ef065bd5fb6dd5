import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { languageSchema } from '../../src/api/languages';
import { call, expectProblem, useMockServer } from './use-mock-server';

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest lifecycle helper named as the brief asks, not a React hook
useMockServer();

const languages = async () => z.array(languageSchema).parse((await call('GET', '/v1/Languages')).body);

describe('languages', () => {
  it('lists the seed languages, en-GB first by SortOrder, with readable names', async () => {
    const list = await languages();
    expect(list.length).toBeGreaterThanOrEqual(6);
    const sorted = [...list].sort((a, b) => a.SortOrder - b.SortOrder).map((l) => l.CultureCode);
    expect(sorted.slice(0, 6)).toEqual(['en-GB', 'da-DK', 'de-DE', 'sv-SE', 'nb-NO', 'fr-CA']);
    expect(list.find((l) => l.CultureCode === 'en-GB')?.Name).toBe('English (United Kingdom)');
  });

  it('POST answers 200 with the new Id as a bare integer, and the language can be read', async () => {
    const answer = await call('POST', '/v1/Languages', { CultureCode: 'fi-FI', Name: 'Finnish (Finland)', SortOrder: 9 });
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/^\d+$/);
    const id = z.int().parse(answer.body);
    const read = await call('GET', `/v1/Languages/${id}`);
    expect(languageSchema.parse(read.body)).toEqual({ Id: id, CultureCode: 'fi-FI', Name: 'Finnish (Finland)', SortOrder: 9 });
    const again = await call('POST', '/v1/Languages', { CultureCode: 'is-IS', Name: 'Icelandic', SortOrder: 10 });
    expect(again.body).toBe(id + 1);
  });

  it('refuses a duplicate culture code, compared case-insensitively, with an error on CultureCode', async () => {
    const answer = await call('POST', '/v1/Languages', { CultureCode: 'DA-dk', Name: 'Danish again', SortOrder: 7 });
    const errors = expectProblem(answer, 400, 'CultureCode');
    expect(errors.CultureCode?.[0]).toMatch(/da-DK/);
    expect((await languages()).length).toBe(6);
  });

  it('refuses a culture code that is not a well-formed BCP 47 tag', async () => {
    for (const code of ['en_GB', 'en GB', 'x', 'en-', '', ' da-DK']) {
      expectProblem(await call('POST', '/v1/Languages', { CultureCode: code, Name: 'Broken', SortOrder: 1 }), 400, 'CultureCode');
    }
  });

  it('refuses an empty or missing Name', async () => {
    expectProblem(await call('POST', '/v1/Languages', { CultureCode: 'fi-FI', Name: '  ', SortOrder: 1 }), 400, 'Name');
    expectProblem(await call('POST', '/v1/Languages', { CultureCode: 'fi-FI', SortOrder: 1 }), 400, 'Name');
  });

  it('PUT updates a language and answers an empty 200', async () => {
    const answer = await call('PUT', '/v1/Languages', { Id: 3, CultureCode: 'de-AT', Name: 'German (Austria)', SortOrder: 2 });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
    expect((await call('GET', '/v1/Languages/3')).body).toEqual({ Id: 3, CultureCode: 'de-AT', Name: 'German (Austria)', SortOrder: 2 });
  });

  it('PUT keeps the own culture code (case change allowed) but refuses another language’s code', async () => {
    expect((await call('PUT', '/v1/Languages', { Id: 3, CultureCode: 'DE-de', Name: 'German', SortOrder: 2 })).status).toBe(200);
    expectProblem(await call('PUT', '/v1/Languages', { Id: 3, CultureCode: 'sv-se', Name: 'German', SortOrder: 2 }), 400, 'CultureCode');
  });

  it('PUT of an unknown Id answers 404; GET of an unknown id answers 404', async () => {
    expectProblem(await call('PUT', '/v1/Languages', { Id: 999, CultureCode: 'fi-FI', Name: 'Finnish', SortOrder: 1 }), 404);
    expectProblem(await call('GET', '/v1/Languages/999'), 404);
    expectProblem(await call('GET', '/v1/Languages/abc'), 404);
  });

  it('has no delete endpoint', async () => {
    expectProblem(await call('DELETE', '/v1/Languages/1'), 404);
    expect((await languages()).length).toBe(6);
  });
});
