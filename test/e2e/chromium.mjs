// Finds the Chromium that end-to-end tests and benchmarks drive. Shared by the Playwright
// config and test/bench/run.mjs (plain .mjs so Node 20 can import it without a TS loader).
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless as root in a closed network: no sandbox, no GPU, no phoning home. */
export const chromiumLaunchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The Chromium executable: $CHROMIUM_PATH, else /usr/bin/chromium.
 * Throws with instructions when there is none; the suite never skips silently.
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to "${fromEnv}" but no file is there. ` + 'Point CHROMIUM_PATH at a Chromium/Chrome executable, or unset it to use /usr/bin/chromium.');
  }
  if (existsSync(DEFAULT_CHROMIUM_PATH)) return DEFAULT_CHROMIUM_PATH;
  throw new Error(
    'No Chromium found for the end-to-end tests and benchmarks (looked at $CHROMIUM_PATH and /usr/bin/chromium).\n' +
      '  On Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium\n' +
      '  Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chromium\n' +
      "(Playwright's own browser download is not used by this project.)",
  );
}
