import type { HttpHandler } from 'msw';
import type { Language } from '../api/languages';
import { fieldRefusal, notFound } from './problem';
import { json, jsonBody, noContent, route } from './routing';
import { getStore, listBody, takeLanguageId } from './store';
import { FieldCheck, isInt32, readObject, withoutKeys, type JsonObject } from './validate';

/** A well-formed BCP 47 tag (decisions.md); Intl throws a RangeError for anything else. */
function isWellFormedCultureCode(code: string): boolean {
  if (code.trim() !== code || code === '') return false;
  try {
    return Intl.getCanonicalLocales(code).length === 1;
  } catch {
    return false;
  }
}

function findLanguage(id: string): Language {
  const language = /^\d+$/.test(id) ? getStore().languages.get(String(Number(id))) : undefined;
  if (!language) throw notFound(`There is no language with the id ${id}.`);
  return language;
}

/** The add and update rules: a unique, well-formed culture code and a name (`selfId` on update). */
function checkLanguage(body: JsonObject, selfId: number | null, defaultSortOrder: () => number) {
  const check = new FieldCheck();
  const { CultureCode, Name, SortOrder } = body;
  if (typeof CultureCode !== 'string' || CultureCode.trim() === '') {
    check.add('CultureCode', 'CultureCode is required, e.g. "da-DK".');
  } else if (!isWellFormedCultureCode(CultureCode)) {
    check.add('CultureCode', `"${CultureCode}" is not a well-formed culture code (BCP 47, e.g. "da-DK").`);
  } else {
    const wanted = CultureCode.toLowerCase();
    const owner = getStore()
      .languages.values()
      .find((language) => language.Id !== selfId && language.CultureCode.toLowerCase() === wanted);
    if (owner) check.add('CultureCode', `The culture code ${owner.CultureCode} already exists (language ${owner.Id}, ${owner.Name ?? 'no name'}).`);
  }
  if (typeof Name !== 'string' || Name.trim() === '') check.add('Name', 'Name is required.');
  if (SortOrder !== undefined && !isInt32(SortOrder)) check.add('SortOrder', 'SortOrder must be a 32-bit integer.');
  check.done();
  return { CultureCode: String(CultureCode), Name: String(Name), SortOrder: isInt32(SortOrder) ? SortOrder : defaultSortOrder() };
}

export function languageHandlers(baseUrl: string): HttpHandler[] {
  return [
    route(baseUrl, 'GET', '/v1/Languages', async () => jsonBody(await listBody('languages'))),

    route(baseUrl, 'GET', '/v1/Languages/{id}', ({ params }) => json(findLanguage(params.id ?? ''))),

    // decisions.md: 200 with the new Id as a bare JSON integer.
    route(baseUrl, 'POST', '/v1/Languages', async ({ request }) => {
      const body = await readObject(request);
      // Without a SortOrder the new language goes last.
      const fields = checkLanguage(
        body,
        null,
        () =>
          Math.max(
            -1,
            ...getStore()
              .languages.values()
              .map((language) => language.SortOrder),
          ) + 1,
      );
      const id = takeLanguageId();
      getStore().languages.set(String(id), { Id: id, ...withoutKeys(body, ['Id']), ...fields });
      return json(id);
    }),

    route(baseUrl, 'PUT', '/v1/Languages', async ({ request }) => {
      const body = await readObject(request);
      if (!isInt32(body.Id)) throw fieldRefusal('Id', 'Id is required: the id of the language to update.');
      const stored = findLanguage(String(body.Id));
      const fields = checkLanguage(body, stored.Id, () => stored.SortOrder);
      getStore().languages.set(String(stored.Id), { Id: stored.Id, ...withoutKeys(body, ['Id']), ...fields });
      return noContent();
    }),
  ];
}
