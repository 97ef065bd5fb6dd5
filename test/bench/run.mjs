#!/usr/bin/env node
// Benchmarks: serves the production build with vite preview, drives Debian's Chromium through
// Playwright, runs every scenario in test/bench/scenarios/*.mjs and prints what it measured.
// It never fails on time; it exits non-zero only when something could not be measured.
//
// A scenario module exports `name` (string) and `async run(ctx)` returning rows of
// { metric, value, unit, note }. `value` may be a number or a string.
// ctx: { baseURL, browser, repoRoot, distDir, newContext(options?), log(message) }.
//
// Usage: npm run bench                     (builds, then runs every scenario)
//        node test/bench/run.mjs [filter]  (scenarios whose file name contains filter)
// Env:   BENCH_PORT (4174), BENCH_DIST (dist), CHROMIUM_PATH (/usr/bin/chromium)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchArgs, findChromium } from '../e2e/chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../..');
const port = Number(process.env.BENCH_PORT ?? 4174);
const distDir = resolve(repoRoot, process.env.BENCH_DIST ?? 'dist');
const baseURL = `http://127.0.0.1:${port}`;
const filter = process.argv[2] ?? '';

const log = (message) => process.stderr.write(`[bench] ${message}\n`);

function fail(message) {
  log(message);
  process.exit(2);
}

async function startPreview() {
  const vite = join(repoRoot, 'node_modules/vite/bin/vite.js');
  const args = [vite, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', distDir];
  // Own process group, so stopping it stops everything it started.
  const child = spawn(process.execPath, args, { cwd: repoRoot, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r(undefined), 250))]);
    if (code !== undefined) throw new Error(`vite preview exited (${code}) on port ${port}: ${stderr.trim()}`);
    try {
      const response = await fetch(`${baseURL}/`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
  }
  stopPreview(child);
  throw new Error(`vite preview did not answer on ${baseURL} within 30 s: ${stderr.trim()}`);
}

function stopPreview(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

async function loadScenarios() {
  const dir = join(here, 'scenarios');
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.mjs') && file.includes(filter))
    .sort();
  const scenarios = [];
  for (const file of files) {
    const module = await import(pathToFileURL(join(dir, file)).href);
    if (typeof module.name !== 'string' || typeof module.run !== 'function') {
      throw new Error(`test/bench/scenarios/${file} must export name (string) and run(ctx) (async function)`);
    }
    scenarios.push({ file, name: module.name, run: module.run });
  }
  return scenarios;
}

function formatValue(value) {
  if (typeof value !== 'number') return String(value ?? '');
  return Number.isInteger(value) ? value.toLocaleString('en-US') : value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

function printTable(results) {
  const header = ['Scenario', 'Metric', 'Value', 'Unit', 'Note'];
  const lines = results.flatMap(({ name, rows }) => rows.map((row) => [name, row.metric, formatValue(row.value), row.unit ?? '', row.note ?? '']));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => String(line[i]).length)));
  const fmt = (cells) =>
    cells
      .map((cell, i) => (i === 2 ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log('');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  let previous = '';
  for (const line of lines) {
    console.log(fmt([line[0] === previous ? '' : line[0], ...line.slice(1)]));
    previous = line[0];
  }
  console.log('');
}

async function main() {
  if (!existsSync(join(distDir, 'index.html'))) fail(`${distDir}/index.html not found: run "npm run build" first (npm run bench does).`);
  let executablePath;
  try {
    executablePath = findChromium();
  } catch (error) {
    fail(error.message);
  }
  const scenarios = await loadScenarios();
  if (scenarios.length === 0) fail(`no scenario in test/bench/scenarios matches "${filter}"`);

  let server;
  let browser;
  const results = [];
  let unmeasured = 0;
  const cleanup = () => stopPreview(server);
  process.once('SIGINT', () => {
    cleanup();
    process.exit(130);
  });
  try {
    log(`serving ${distDir} at ${baseURL}`);
    server = await startPreview();
    browser = await chromium.launch({ executablePath, args: chromiumLaunchArgs, headless: true });
    log(`${browser.browserType().name()} ${browser.version()} (${executablePath})`);
    const ctx = {
      baseURL,
      browser,
      repoRoot,
      distDir,
      log,
      // A fresh context: empty localStorage, so the mock starts from its default seed.
      newContext: (options = {}) => browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, ...options }),
    };
    for (const scenario of scenarios) {
      log(`running ${scenario.name} (${scenario.file})`);
      const started = Date.now();
      try {
        const rows = await scenario.run(ctx);
        results.push({ name: scenario.name, rows });
      } catch (error) {
        unmeasured += 1;
        results.push({
          name: scenario.name,
          rows: [{ metric: 'could not measure', value: 'error', unit: '', note: String(error?.message ?? error).split('\n')[0] }],
        });
        log(`${scenario.name} failed: ${error?.stack ?? error}`);
      }
      log(`${scenario.name} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await browser?.close().catch(() => {});
    cleanup();
  }

  printTable(results);
  const outDir = join(repoRoot, 'test-results');
  mkdirSync(outDir, { recursive: true });
  const machine = { node: process.version, chromium: browser?.version(), date: new Date().toISOString() };
  writeFileSync(join(outDir, 'bench.json'), JSON.stringify({ machine, results }, null, 2));
  log(`results also written to test-results/bench.json`);
  if (unmeasured > 0) {
    log(`${unmeasured} scenario(s) could not be measured`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  log(error?.stack ?? String(error));
  process.exitCode = 1;
});
