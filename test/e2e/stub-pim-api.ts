import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the stub received it, after the proxy. */
type ReceivedRequest = { method: string; path: string; authorization: string | undefined; body: unknown; status?: number };

type Attribute = { Uid: string; Alias: string; BackofficeName: string; [field: string]: unknown };

const LANGUAGES = [
  { Id: 1, CultureCode: 'en-GB', Name: 'English (United Kingdom)', SortOrder: 0 },
  { Id: 2, CultureCode: 'da-DK', Name: 'Danish (Denmark)', SortOrder: 1 },
];

/** The attribute a test opens and saves; the stub also has a second one, so the list is a list. Shapes of pim-api.md 2.1. */
export const COLOUR: Attribute = {
  Uid: '3b0e5c1a-7d2f-4e8b-9a61-0c5d2e7f4a10',
  Alias: 'colour',
  BackofficeName: 'Colour',
  BackofficeDescription: '',
  Name: { 'en-GB': 'Colour', 'da-DK': 'Farve' },
  Description: { 'en-GB': null, 'da-DK': null },
  Localized: true,
  AttributeType: 'TextAttribute',
};

const ATTRIBUTES: readonly Attribute[] = [
  COLOUR,
  {
    Uid: '5c7a9e2b-1f3d-4a6c-8b0e-2d4f6a8c0e12',
    Alias: 'isGiftWrapped',
    BackofficeName: 'Gift wrapped',
    BackofficeDescription: '',
    Name: { 'en-GB': 'Gift wrapped', 'da-DK': null },
    Description: { 'en-GB': null, 'da-DK': null },
    Localized: false,
    AttributeType: 'BooleanAttribute',
  },
];

/**
 * A stand-in for the PIM service behind nginx's /api proxy, on loopback: the few routes one page
 * load and one attribute save need, mounted under `prefix` (the path part of PIM_API_UPSTREAM).
 * It sends no CORS headers, as a service that never expected a browser would not, and records
 * every request (with its Authorization header) so a test can see what came through the proxy.
 */
export async function startStubPimApi(prefix: string) {
  const attributes = new Map(ATTRIBUTES.map((attribute) => [attribute.Uid, structuredClone(attribute)]));
  const received: ReceivedRequest[] = [];

  const json = (response: ServerResponse, status: number, body?: unknown) => {
    response.writeHead(status, body === undefined ? {} : { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  };

  function answer(method: string, path: string, body: unknown, response: ServerResponse) {
    const [, uid, references] = /^\/attributes\/([^/]+)(\/references)?$/.exec(path) ?? [];
    if (method === 'GET' && path === '/attributes') return json(response, 200, [...attributes.values()]);
    if (method === 'GET' && uid && !references) {
      const attribute = attributes.get(decodeURIComponent(uid));
      return attribute ? json(response, 200, attribute) : json(response, 404, { title: 'Not Found', status: 404 });
    }
    if (method === 'GET' && uid && references) return json(response, 200, { AttributeUid: decodeURIComponent(uid), ReferencingCategories: [] });
    if (method === 'POST' && path === '/attributes/batch')
      return json(
        response,
        200,
        (body as string[]).flatMap((uid) => attributes.get(uid) ?? []),
      );
    if (method === 'PUT' && path === '/attributes') {
      const attribute = body as Attribute;
      if (!attributes.has(attribute.Uid)) return json(response, 404, { title: 'Not Found', status: 404 });
      attributes.set(attribute.Uid, attribute);
      return json(response, 200);
    }
    if (method === 'GET' && path.toLowerCase() === '/v1/languages') return json(response, 200, LANGUAGES);
    if (method === 'GET' && ['/v1/assettypes', '/v1/savedsearches', '/v1/savedsearchfolders'].includes(path.toLowerCase())) return json(response, 200, []);
    return json(response, 404, { title: 'Not Found', status: 404, detail: `The stub does not answer ${method} ${path}` });
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stub');
      const text = Buffer.concat(chunks).toString('utf8');
      const body: unknown = text ? JSON.parse(text) : undefined;
      const method = request.method ?? 'GET';
      const entry: ReceivedRequest = { method, path: url.pathname + url.search, authorization: request.headers.authorization, body };
      received.push(entry);
      response.on('finish', () => (entry.status = response.statusCode));
      if (!url.pathname.startsWith(`${prefix}/`)) return json(response, 404, { title: 'Not Found', status: 404, detail: `Outside ${prefix}` });
      answer(method, url.pathname.slice(prefix.length), body, response);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    received,
    attribute: (uid: string) => attributes.get(uid),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
