// A plain HTTP server for the bench's production-path scenarios: serves the built app and
// answers the API's GETs from captured JSON, gzip-compressed like a real deployment, with the
// mock off. Loopback only; it stops with the scenario.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.ico': 'image/x-icon' };

/**
 * `lists` maps an API path (e.g. "/attributes", "/v1/Languages") to its JSON array; a GET of
 * "<path>/<id>" answers the element with that Uid or Id. Answers a running server and its URL.
 */
export async function startStaticApiServer({ distDir, lists, config, port }) {
  const gzipCache = new Map();
  const compressed = (key, body) => {
    if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(body, { level: 6 }));
    return gzipCache.get(key);
  };
  const bodies = new Map(Object.entries(lists).map(([path, items]) => [path.toLowerCase(), { items, json: Buffer.from(JSON.stringify(items)) }]));
  // Compressed before the first request, as a server with its answers cached (or nginx's gzip_static) would send
  // them: a first visit then measures the app, not this server gzipping 9.7 MB (60-150 ms) before its first byte.
  for (const [path, { json }] of Object.entries(lists).map(([path]) => [path, bodies.get(path.toLowerCase())])) compressed(`api:${path}`, json);

  function send(request, response, status, type, body, cacheKey, cacheControl) {
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '') && body.length > 512;
    const payload = gzip ? compressed(cacheKey, body) : body;
    response.writeHead(status, {
      'Content-Type': type,
      'Content-Length': payload.length,
      'Cache-Control': cacheControl,
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    });
    response.end(payload);
  }

  function answerApi(request, response, path) {
    const list = bodies.get(path.toLowerCase());
    if (list) return send(request, response, 200, 'application/json', list.json, `api:${path}`, 'no-cache');
    const slash = path.lastIndexOf('/');
    const parent = bodies.get(path.slice(0, slash).toLowerCase());
    const id = decodeURIComponent(path.slice(slash + 1));
    const item = parent?.items.find((candidate) => candidate.Uid === id || String(candidate.Id) === id);
    if (item) return send(request, response, 200, 'application/json', Buffer.from(JSON.stringify(item)), `api:${path}`, 'no-cache');
    return send(request, response, 404, 'application/problem+json', Buffer.from(JSON.stringify({ Title: 'Not found', Status: 404 })), 'api:404', 'no-cache');
  }

  const configBody = Buffer.from(JSON.stringify(config));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      if (request.method !== 'GET') return send(request, response, 405, 'text/plain', Buffer.from('read-only bench server'), 'api:405', 'no-cache');
      return answerApi(request, response, url.pathname.slice('/api'.length));
    }
    if (url.pathname === '/config.json') return send(request, response, 200, 'application/json', configBody, 'config', 'no-cache');
    const file = normalize(join(distDir, url.pathname));
    const isFile = file.startsWith(distDir) && existsSync(file) && statSync(file).isFile();
    const target = isFile ? file : join(distDir, 'index.html');
    const hashed = isFile && url.pathname.startsWith('/assets/');
    send(request, response, 200, TYPES[extname(target)] ?? 'application/octet-stream', readFileSync(target), target, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolveListen);
  });
  return { server, url: `http://127.0.0.1:${port}`, close: () => new Promise((resolveClose) => server.close(() => resolveClose())) };
}
