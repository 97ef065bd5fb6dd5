import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchArgs, findChromium } from './chromium.mjs';

// End-to-end tests run the production build (vite preview) against the embedded mock,
// in Debian's Chromium: Playwright's own browser download does not work on our machines.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_DIST ?? 'dist';

if (!existsSync(resolve(repoRoot, outDir, 'index.html'))) {
  // Not fatal at load (playwright --list works without a build), but the server would 404.
  console.warn(`[e2e] ${outDir}/index.html not found: run "npm run build" (npm run test:e2e does it for you).`);
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `${repoRoot}/test-results`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Retries hide flakiness; we would rather see it.
  retries: 0,
  // 2-core machines: more workers only thrash.
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: chromiumLaunchArgs,
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/`,
    // A server already on this port is someone else's build: refuse it rather than test it.
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
