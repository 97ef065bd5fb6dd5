import { http, type HttpHandler } from 'msw';
import { problemResponse, Refusal } from './problem';

/**
 * Routes of the mock. msw matches paths case-insensitively (path-to-regexp's default), but
 * the reference says paths are used exactly as given (pim-api.md 9.6): each route checks
 * the exact casing itself and lets a wrongly-cased request fall through to the catch-all 404.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RouteContext = {
  request: Request;
  /** Path parameters, decoded. */
  params: Record<string, string>;
  /** The request path, used as ProblemDetails.Instance. */
  instance: string;
};

type RouteResolver = (context: RouteContext) => Response | Promise<Response>;

const MSW_METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

/** The path part of a base URL, absolute ('http://localhost/api') or relative ('/api'). */
export function basePathOf(baseUrl: string): string {
  return new URL(baseUrl, 'http://base.invalid').pathname.replace(/\/+$/, '');
}

/** The request's path after the base path, or null when it is not under it. */
export function pathAfterBase(requestUrl: string, basePath: string): string | null {
  const { pathname } = new URL(requestUrl);
  if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return null;
  return pathname.slice(basePath.length);
}

function exactPattern(template: string): RegExp {
  const source = template
    .split(/(\{[A-Za-z]+\})/)
    .map((part) => (/^\{[A-Za-z]+\}$/.test(part) ? `(?<${part.slice(1, -1)}>[^/]+)` : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`);
}

/** A malformed escape stays as it is: it then names no record (404) instead of throwing. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function hasApiKey(request: Request): boolean {
  return (request.headers.get('Authorization') ?? '').trim() !== '';
}

/** Runs a resolver; a thrown Refusal becomes its ProblemDetails answer. */
async function answer(resolver: RouteResolver, context: RouteContext): Promise<Response> {
  try {
    return await resolver(context);
  } catch (error) {
    if (error instanceof Refusal) {
      return problemResponse(error.status, context.instance, { detail: error.detail, errors: error.errors });
    }
    throw error;
  }
}

/**
 * One operation of the reference, e.g. `route(base, 'GET', '/v1/Languages/{id}', resolver)`.
 * Every path under /v1 needs a non-empty Authorization header (decisions.md); 401 otherwise.
 */
export function route(baseUrl: string, method: Method, template: string, resolver: RouteResolver): HttpHandler {
  const basePath = basePathOf(baseUrl);
  const pattern = exactPattern(template);
  const mswPath = `${baseUrl.replace(/\/+$/, '')}${template.replace(/\{([A-Za-z]+)\}/g, ':$1')}`;
  const needsKey = template.startsWith('/v1/');
  return MSW_METHODS[method](mswPath, async ({ request }) => {
    const path = pathAfterBase(request.url, basePath);
    const match = path === null ? null : pattern.exec(path);
    if (!match) return undefined; // wrong casing: not this route
    const instance = new URL(request.url).pathname;
    if (needsKey && !hasApiKey(request)) {
      return problemResponse(401, instance, { detail: 'Send the API key in the Authorization header.' });
    }
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(match.groups ?? {})) params[name] = safeDecode(value);
    return answer(resolver, { request, params, instance });
  });
}

/** 200 with an empty body: what the reference calls "no content". */
export function noContent(): Response {
  return new Response(null, { status: 200 });
}

export function json(body: unknown): Response {
  return jsonBody(JSON.stringify(body));
}

/** A body given in pieces is streamed a piece at a time. */
export function jsonBody(body: string | Uint8Array<ArrayBuffer> | readonly Uint8Array<ArrayBuffer>[] | ReadableStream<Uint8Array>): Response {
  return new Response(typeof body === 'string' || body instanceof Uint8Array || body instanceof ReadableStream ? body : streamOf(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

function streamOf(pieces: readonly Uint8Array<ArrayBuffer>[]): ReadableStream<Uint8Array<ArrayBuffer>> {
  let next = 0;
  return new ReadableStream({
    pull(controller) {
      const piece = pieces[next++];
      if (piece) controller.enqueue(piece);
      else controller.close();
    },
  });
}
