// The few things a scenario does in a page (go, wait for a condition, press a key, click), the same
// by Playwright or over a bare DevTools pipe (bare-chromium.mjs: an editor's browser, with no
// network agent). Checks and finders are self-contained functions run in the page; a finder
// answers the element to act on, or nothing yet.

export function playwrightDriver(page) {
  const element = async (find) => (await page.waitForFunction(`(${find})()`, undefined, { timeout: 60_000 })).asElement();
  return {
    goto: (path) => page.goto(path, { waitUntil: 'commit' }),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    until: async (check, arg, timeout = 60_000) => (await page.waitForFunction(check, arg, { polling: 'raf', timeout })).jsonValue(),
    press: (key) => page.keyboard.press(key),
    click: async (find) => (await element(find)).click(),
    focus: async (find) => (await element(find)).focus(),
    pause: (ms) => page.waitForTimeout(ms),
  };
}

const KEYS = {
  Space: { key: ' ', code: 'Space', keyCode: 32, text: ' ' },
  Backspace: { key: 'Backspace', code: 'Backspace', keyCode: 8 },
  ArrowDown: { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 },
};

function keyOf(name) {
  if (KEYS[name]) return KEYS[name];
  if (name === ' ') return KEYS.Space;
  if (/^[a-z]$/.test(name)) return { key: name, code: `Key${name.toUpperCase()}`, keyCode: name.toUpperCase().charCodeAt(0), text: name };
  if (/^[0-9]$/.test(name)) return { key: name, code: `Digit${name}`, keyCode: name.charCodeAt(0), text: name };
  throw new Error(`page-driver: no key definition for "${name}"`);
}

/** A page of bare-chromium.mjs; paths are resolved against `origin`. Expressions are built as text: the app's CSP forbids eval in the page. */
export function bareDriver(page, origin) {
  /** Evaluates `expression` until it answers something truthy, across navigations (a replaced document is asked again). */
  const poll = async (expression, timeout) => {
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      const late = new Promise((resolve) => setTimeout(resolve, deadline - Date.now()));
      const value = await Promise.race([page.evaluate(expression).catch(() => undefined), late]);
      if (value) return value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`page-driver: nothing within ${timeout} ms from ${expression.slice(0, 120)}`);
  };
  const centre = (find) => `(() => {
    const element = (${find})();
    if (!element) return null;
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  })()`;
  return {
    goto: (path) => page.send('Page.navigate', { url: new URL(path, origin).href }),
    evaluate: (fn, arg) => page.evaluate(`(${fn})(${arg === undefined ? '' : JSON.stringify(arg)})`),
    until: (check, arg, timeout = 60_000) =>
      poll(
        `new Promise((resolve) => {
          const check = ${check};
          const tick = () => { const value = check(${JSON.stringify(arg ?? null)}); if (value) resolve(value); else requestAnimationFrame(tick); };
          tick();
        })`,
        timeout,
      ),
    async press(name) {
      const { key, code, keyCode, text } = keyOf(name);
      const common = { key, code, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode };
      await page.send('Input.dispatchKeyEvent', { type: text ? 'keyDown' : 'rawKeyDown', text, unmodifiedText: text, ...common });
      await page.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common });
    },
    async click(find) {
      const { x, y } = await poll(centre(find), 60_000);
      await page.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
      await page.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
      await page.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
    },
    async focus(find) {
      await poll(`(() => { const element = (${find})(); if (element) element.focus(); return Boolean(element); })()`, 60_000);
    },
    pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/** A finder: the first element matching `selector` whose text is `text`. */
export const byText = (selector, text) => `() => [...document.querySelectorAll(${JSON.stringify(selector)})].find((element) => element.textContent.trim() === ${JSON.stringify(text)})`;
