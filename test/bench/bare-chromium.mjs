// A Chromium page without DevTools' network agent, on a screen (Xvfb) when there is one, for figures
// an editor's browser gives.
// Playwright enables the DevTools Network domain on every page it drives; Chromium then keeps a copy
// of each response body and, for a text body, decodes it on the page's main thread when it ends
// (a trace of a first visit of /attributes: 64 ms in ResponseBodyLoader::DidFinishLoadingBody, 36 ms
// of it TextResourceDecoder::Decode, for the 9.7 MB list). No editor's browser does that work, so
// the production-path figures are taken here too, over a bare Chrome DevTools Protocol pipe that
// enables only Page and Runtime. Headless Chromium's display compositor also left some frames undrawn
// until the next input (a trace of the designer: the renderer submitted a keyboard move's frame 18 ms
// after the key, the display drew it 330 ms later, with the page idle), so Event Timing reported
// 180-370 ms for moves that a headed Chromium on Xvfb paints in 16-32 ms: with Xvfb installed the
// browser runs headed on a virtual screen.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Resolves (in the page) with performance.now() once `min` elements matching `selector` are visible, checked every frame. */
const rowsWatcher = (selector, min) => `window.__benchRows = new Promise((resolve) => {
  const tick = () => {
    let visible = 0;
    for (const row of document.querySelectorAll(${JSON.stringify(selector)})) if (row.checkVisibility()) visible += 1;
    if (visible >= ${min}) resolve(performance.now());
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});`;

/**
 * The switches Playwright 1.x launches Chromium with (read from the browser's command line), so that
 * the two browsers differ only by the network agent: without them (--hide-scrollbars, the background
 * and IPC throttling switches among them) the designer's moves painted 150-350 ms late here.
 */
const AS_PLAYWRIGHT = [
  '--disable-field-trial-config',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-back-forward-cache',
  '--disable-breakpad',
  '--disable-component-extensions-with-background-pages',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,ThirdPartyStoragePartitioning,AvoidCorsURLLoaderRestartOnRedirect,OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch',
  '--enable-features=CDPScreenshotNewSurface',
  '--allow-pre-commit-input',
  '--disable-hang-monitor',
  '--disable-ipc-flooding-protection',
  '--disable-popup-blocking',
  '--disable-prompt-on-repost',
  '--disable-renderer-backgrounding',
  '--force-color-profile=srgb',
  '--metrics-recording-only',
  '--password-store=basic',
  '--use-mock-keychain',
  '--no-service-autorun',
  '--enable-unsafe-swiftshader',
  '--hide-scrollbars',
  '--mute-audio',
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
];

const XVFB = '/usr/bin/Xvfb';

/** A virtual screen (Xvfb picks a free display and writes its number to fd 3), or null without Xvfb. */
async function startScreen() {
  if (!existsSync(XVFB)) return null;
  const server = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const display = await new Promise((resolve, reject) => {
    server.stdio[3].once('data', (chunk) => resolve(`:${String(chunk).trim()}`));
    server.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it gave a display`)));
  });
  return { display, stop: () => server.kill() };
}

/**
 * Starts Chromium with `--remote-debugging-pipe` (fd 3 in, fd 4 out, messages ending in NUL): headed
 * on a virtual screen when Xvfb is installed (`headed` says so), else headless.
 */
export async function launchBareChromium(executablePath, args) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const screen = await startScreen();
  const mode = screen ? ['--window-size=1300,900'] : ['--headless'];
  const child = spawn(executablePath, [...args, ...AS_PLAYWRIGHT, ...mode, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    env: screen ? { ...process.env, DISPLAY: screen.display } : process.env,
  });
  const toBrowser = child.stdio[3];
  const fromBrowser = child.stdio[4];
  const pending = new Map();
  let nextId = 0;
  let buffered = '';
  fromBrowser.on('data', (chunk) => {
    buffered += chunk;
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      // Leaving a page with unsaved work asks first (beforeunload); an editor would leave, so the bench does.
      if (message.method === 'Page.javascriptDialogOpening') void send('Page.handleJavaScriptDialog', { accept: true }, message.sessionId).catch(() => {});
      const waiter = pending.get(message.id);
      if (!waiter) continue;
      pending.delete(message.id);
      if (message.error) waiter.reject(new Error(`${waiter.method}: ${message.error.message}`));
      else waiter.resolve(message.result);
    }
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id: nextId, method, params, sessionId })}\0`);
    });
  await send('Browser.getVersion');

  return {
    headed: screen !== null,
    /** A page in a fresh browser context (empty cache and storage), viewport 1280 x 800. */
    async newPage() {
      const { browserContextId } = await send('Target.createBrowserContext');
      const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      await send('Page.enable', {}, sessionId);
      // As Playwright does: the page has focus, as the editor's active tab has.
      await send('Emulation.setFocusEmulationEnabled', { enabled: true }, sessionId);
      await send('Emulation.setDeviceMetricsOverride', { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false }, sessionId);
      const evaluate = async (expression) => {
        const { result, exceptionDetails } = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
        if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
        return result.value;
      };
      /** Milliseconds from navigation start until the watcher saw its rows (evaluated until the new document answers). */
      const rowsTime = async (timeoutMs) => {
        const deadline = Date.now() + timeoutMs;
        while (Date.now() < deadline) {
          const at = await evaluate('window.__benchRows').catch(() => undefined);
          if (typeof at === 'number') return at;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return null;
      };
      let watcher = null;
      return {
        evaluate,
        send: (method, params = {}) => send(method, params, sessionId),
        /** Navigates to `url` (or reloads when url is null) and answers the time to `min` visible `selector`s, or null after 30 s. */
        async timeToRows(url, { selector = '[role="row"], tr', min = 2 } = {}) {
          if (watcher) await send('Page.removeScriptToEvaluateOnNewDocument', { identifier: watcher }, sessionId);
          ({ identifier: watcher } = await send('Page.addScriptToEvaluateOnNewDocument', { source: rowsWatcher(selector, min) }, sessionId));
          await evaluate('delete window.__benchRows');
          if (url === null) await send('Page.reload', {}, sessionId);
          else await send('Page.navigate', { url }, sessionId);
          return rowsTime(30_000);
        },
        close: async () => {
          await send('Target.closeTarget', { targetId });
          await send('Target.disposeBrowserContext', { browserContextId });
        },
      };
    },
    async close() {
      await send('Browser.close').catch(() => {});
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      screen?.stop();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
