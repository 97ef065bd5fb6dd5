import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from './fixtures';
import { COLOUR, startStubPimApi } from './stub-pim-api';

// The production build behind the real nginx, started by deploy/serve.sh exactly as the README
// says, with a stand-in PIM service on loopback behind /api. .ci/run installs nginx when missing;
// without it these tests fail with serve.sh's instructions.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const dist = resolve(repoRoot, process.env.E2E_DIST ?? 'dist');
const CSP = "default-src 'self'; script-src 'self'; connect-src 'self'; img-src 'self' data:; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
const API_KEY = 'key-7f3c2a10';

/** A free loopback port: nginx is started on it right after, not shared with other checkouts' fixed ports. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return port;
}

type Serving = { url: string; child: ChildProcess; output: () => string; stop: () => Promise<number | null> };

/** Runs deploy/serve.sh on the build; resolves once nginx listens, fails with its output if it exits first. */
async function serve(env: Record<string, string>): Promise<Serving> {
  const port = await freePort();
  const child = spawn(resolve(repoRoot, 'deploy/serve.sh'), [dist], { env: { ...process.env, PORT: `127.0.0.1:${port}`, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
  await new Promise<void>((ready, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // nginx says so once its sockets are bound and the configuration is loaded.
      if (/start worker process/.test(output)) ready();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => fail(new Error(`deploy/serve.sh exited (${code}) before nginx was listening:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

type Served = { nginx: Serving; api: Awaited<ReturnType<typeof startStubPimApi>> };

const test = base.extend<object, { served: Served }>({
  served: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads which fixtures a fixture needs from this pattern; this one needs none
    async ({}, use) => {
      const api = await startStubPimApi('/pim/api');
      const nginx = await serve({ PIM_API_UPSTREAM: api.url, PIM_SERVER_VERSION: '3.5.0' });
      await use({ nginx, api });
      await nginx.stop();
      await api.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ served }, provide) => provide(served.nginx.url),
});

test('headers: strict CSP everywhere, hashed files cached for good and compressed, config from the environment', async ({ request }) => {
  const index = await request.get('/');
  expect(index.status()).toBe(200);
  expect(index.headers()).toMatchObject({
    'content-security-policy': CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-cache',
  });
  expect(index.headers()['content-type']).toMatch(/^text\/html/);

  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)">/.exec(await index.text())?.[1];
  expect(script, 'the entry script in index.html').toBeTruthy();
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()).toMatchObject({
    'cache-control': 'public, max-age=31536000, immutable',
    'content-encoding': 'gzip',
    'content-security-policy': CSP,
    'x-content-type-options': 'nosniff',
  });
  expect(asset.headers()['content-type']).toMatch(/javascript/);

  const config = await request.get('/config.json');
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(config.headers()['content-type']).toMatch(/^application\/json/);
  // No defaultApiKey: that is the mock's; the build's own config.json (mock on) is never served.
  expect(await config.json()).toEqual({ apiBaseUrl: '/api', mock: false, serverVersion: '3.5.0' });

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^User-agent: \*\nDisallow: \/$/m);
});

test('deep links answer the app; a missing build file is a 404; /api reaches the service with path, query, key and a large body', async ({ request, served }) => {
  const deepLink = await request.get(`/attributes/${COLOUR.Uid}`);
  expect(deepLink.status()).toBe(200);
  expect(await deepLink.text()).toContain('<div id="root"></div>');

  const missing = await request.get('/assets/index-gone1234.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('<div id="root">');
  expect(missing.headers()['cache-control']).toBeUndefined();

  const languages = await request.get('/api/v1/Languages?probe=1', { headers: { Authorization: API_KEY } });
  expect(languages.status()).toBe(200);
  expect(await languages.json()).toHaveLength(2);
  expect(served.api.received.at(-1)).toMatchObject({ method: 'GET', path: '/pim/api/v1/Languages?probe=1', authorization: API_KEY });
  expect(languages.headers()['access-control-allow-origin']).toBeUndefined();
  expect(languages.headers()['cache-control'], 'the service decides how its answers are cached').toBeUndefined();

  // Beyond nginx's default 1 MB: the large seed's asset type of 5,000 properties is 1.2 MB in one PUT.
  const properties = Array.from({ length: 20_000 }, (_, i) => ({ Uid: `property-${i}`, AttributeUid: COLOUR.Uid, Label: `Property number ${i}` }));
  const large = await request.put('/api/v1/assettypes', { headers: { Authorization: API_KEY }, data: { Uid: 'asset-type-1', Properties: properties } });
  expect(JSON.stringify(properties).length).toBeGreaterThan(1_500_000);
  expect(large.status(), 'the stub answered (404), not nginx (413 Request Entity Too Large)').toBe(404);
  expect(served.api.received.at(-1)).toMatchObject({ method: 'PUT', path: '/pim/api/v1/assettypes', body: { Properties: { length: 20_000 } } });
});

test('a real page load and a save through the proxy, under the CSP, with the key from Settings', async ({ page, served }) => {
  await page.goto('/settings');
  await page.getByLabel('API key', { exact: true }).fill(API_KEY);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Connection settings saved.')).toBeVisible();
  const fromHere = served.api.received.length;

  await page.getByRole('navigation').getByRole('link', { name: 'Attributes' }).click();
  await page.getByRole('table').getByRole('link', { name: 'colour', exact: true }).click();
  const backofficeName = page.getByLabel('Backoffice name');
  await expect(backofficeName).toHaveValue('Colour');
  await backofficeName.fill('Colour, served by nginx');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^Attribute .*colour.* saved\./)).toBeVisible();

  expect(served.api.attribute(COLOUR.Uid)?.BackofficeName).toBe('Colour, served by nginx');
  const after = served.api.received.slice(fromHere);
  expect(after.map((request) => `${request.method} ${request.path.replace(/\?.*/, '')}`)).toContain('PUT /pim/api/attributes');
  expect(
    after.filter((request) => request.authorization !== API_KEY),
    'every request carried the key',
  ).toEqual([]);
  expect(
    after.filter((request) => request.status !== 200),
    'the stub answered everything the page asked',
  ).toEqual([]);
});

test('serve.sh writes nothing into the build, stops on SIGTERM, and refuses to start without an upstream', async () => {
  const before = readdirSync(dist, { recursive: true }).sort();
  const nginx = await serve({ PIM_API_UPSTREAM: 'http://127.0.0.1:9/api' });
  const tempDir = /\(configuration in ([^)]+)\)/.exec(nginx.output())?.[1];
  expect(tempDir).toBeTruthy();
  expect((await fetch(`${nginx.url}/config.json`)).status).toBe(200);
  expect(await nginx.stop()).toBe(0);
  await expect(fetch(`${nginx.url}/config.json`)).rejects.toThrow();
  expect(readdirSync(dist, { recursive: true }).sort()).toEqual(before);
  expect(() => readdirSync(tempDir!)).toThrow(/ENOENT/);

  await expect(serve({ PIM_API_UPSTREAM: '' })).rejects.toThrow(/PIM_API_UPSTREAM is required/);
});
