import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { assetTypeHandlers } from './asset-type-handlers';
import { attributeHandlers } from './attribute-handlers';
import { getLatency, takeFault } from './control';
import { folderHandlers } from './folder-handlers';
import { languageHandlers } from './language-handlers';
import { problemResponse } from './problem';
import { basePathOf, pathAfterBase } from './routing';
import { savedSearchHandlers } from './saved-search-handlers';
import { catchUpWithOtherTabsWrites, COLLECTION_NAMES, collectionsReady, type CollectionName } from './store';

/**
 * What a read of a path needs (its own collection; a list, none: its answer may be kept, see listBody); a write may
 * check any other, so it waits for all.
 */
const READS: [RegExp, CollectionName[]][] = [
  [/^\/(attributes|v1\/languages|v1\/savedsearchfolders|v1\/savedsearches|v1\/assettypes)\/?$/i, []],
  [/^\/attributes/i, ['attributes', 'references']],
  [/^\/v1\/languages/i, ['languages']],
  [/^\/v1\/savedsearchfolders/i, ['folders']],
  [/^\/v1\/savedsearches/i, ['searches']],
  [/^\/v1\/assettypes/i, ['assetTypes']],
];
const needs = (method: string, path: string) => (method === 'GET' ? READS.find(([pattern]) => pattern.test(path))?.[1] : undefined) ?? COLLECTION_NAMES;

/**
 * Every operation of pim-api.md section 4 under `baseUrl` ('/api' in the browser,
 * 'http://localhost/api' in Node), in this order:
 * 1. latency and injected faults (control.ts) for any request under the base URL, then catching
 *    up with what other tabs changed (the mock is one server for all tabs) and letting the collections the request needs
 *    take their seed's records, then catching up again (that can take a while); falls through,
 * 2. the operations, each matching its path with the exact casing of the reference,
 * 3. a catch-all answering a ProblemDetails 404 for anything else under the base URL.
 */
export function createHandlers(baseUrl: string): RequestHandler[] {
  const base = baseUrl.replace(/\/+$/, '');
  const basePath = basePathOf(base);

  const faultsAndLatency = http.all(`${base}/*`, async ({ request }) => {
    const path = pathAfterBase(request.url, basePath);
    if (path === null) return undefined;
    const fault = takeFault(request.method, path);
    const latency = getLatency();
    if (latency > 0) await delay(latency);
    await catchUpWithOtherTabsWrites();
    // The designer's asset type is answered without waiting for the large seed's 10,000 attributes to be made.
    await collectionsReady(needs(request.method, path));
    // Another tab may have written while the seed was taken (its storage event can come later still).
    await catchUpWithOtherTabsWrites();
    if (!fault) return undefined;
    if (fault.network) return HttpResponse.error();
    return problemResponse(fault.status ?? 500, new URL(request.url).pathname, {
      detail: `Injected fault: ${fault.method} ${fault.path} answers ${fault.status ?? 500}.`,
    });
  });

  const notFound = http.all(`${base}/*`, ({ request }) => {
    const { pathname } = new URL(request.url);
    return problemResponse(404, pathname, {
      detail: `No operation ${request.method} ${pathname.slice(basePath.length)}. Paths are case-sensitive, exactly as in the API reference.`,
    });
  });

  return [faultsAndLatency, ...attributeHandlers(base), ...languageHandlers(base), ...folderHandlers(base), ...savedSearchHandlers(base), ...assetTypeHandlers(base), notFound];
}
