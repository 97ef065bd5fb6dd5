/**
 * One working mock for every tab of a browser (issue 18, item 12). msw's generated worker
 * (public/mockServiceWorker.js, rewritten by `npx msw init`) is left as msw makes it; what changes
 * is how this page talks to it. Imports no msw, so main.tsx can use it with the mock off.
 */

/** Where msw's generated worker is served. */
const MOCK_WORKER_URL = '/mockServiceWorker.js';

/** Thrown when msw has started but this tab's requests would go past its worker. */
class MockWorkerNotServingError extends Error {
  constructor() {
    super('This tab is not served by the mock’s service worker, so its requests would reach the static server instead.');
    this.name = 'MockWorkerNotServingError';
  }
}

const supportsServiceWorker = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof ServiceWorker !== 'undefined';

const isMockWorker = (worker: ServiceWorker | null | undefined) => worker?.scriptURL === new URL(MOCK_WORKER_URL, window.location.href).href;

const isMockRegistration = (registration: ServiceWorkerRegistration) => isMockWorker(registration.active ?? registration.waiting ?? registration.installing);

let adapted = false;

/**
 * msw's page side posts CLIENT_CLOSED on every beforeunload (a reload, a link out, closing the
 * tab), and its worker then unregisters itself when it counts no other controlled window. A tab
 * between two documents (opening, or reloading once its old page is gone) is not counted: even a
 * lone tab's reload unregistered it (its next page registered it again), and one tab's reload
 * while another was opening removed the mock from under both, so tabs opened next went to the
 * static server, and a tab starting at that moment failed. The message is not posted. Besides unregistering, the worker only uses it
 * to forget the tab's id, and client ids are never reused. The price: the worker stays registered
 * after the last tab closes (removeLeftoverMockWorker takes it away when the mock is off).
 */
function keepRegisteredAfterUnload(): void {
  const postMessage = ServiceWorker.prototype.postMessage;
  ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
    if (args[0] === 'CLIENT_CLOSED' && isMockWorker(this)) return;
    Reflect.apply(postMessage, this, args);
  };
}

/**
 * Registers the worker again when its registration is gone (removed in DevTools, with the site's
 * data, or by a tab still running msw's own unload message), so that tabs opened next are served
 * by it; the tabs it controls keep it meanwhile.
 */
async function registerAgainIfRemoved(): Promise<void> {
  try {
    const current = await navigator.serviceWorker.getRegistration();
    if (!current || !isMockRegistration(current)) await navigator.serviceWorker.register(MOCK_WORKER_URL);
  } catch (error) {
    console.warn('[mock] The demo’s mock worker could not be registered again; tabs opened next may not reach the mock.', error);
  }
}

/**
 * msw's start looks the registration up, then calls its update() without waiting for it. When the
 * registration was removed in between, the rejection ("Failed to update a ServiceWorker … Not
 * found", seconds later in Chromium) went unhandled and nothing registered the worker again.
 * (Registering at once would not be sooner: a register() waits for that update to end.)
 */
function registerAgainWhenUpdateFails(): void {
  const update = ServiceWorkerRegistration.prototype.update;
  ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
    const updating = Reflect.apply(update, this, []) as Promise<ServiceWorkerRegistration>;
    if (!isMockRegistration(this)) return updating;
    return updating.catch(async () => {
      await registerAgainIfRemoved();
      return this;
    });
  };
}

/**
 * Runs msw's `start` (given the worker's URL) so that every tab keeps one working mock. Rejects
 * when msw cannot start, or when this tab ends up outside the worker's control: a tab opened while
 * the registration was being removed is not controlled even once it is registered again, until
 * it is reloaded.
 */
export async function startForEveryTab(start: (workerUrl: string) => Promise<unknown>): Promise<void> {
  // Without service workers msw intercepts inside the page (its fallback mode): nothing to keep.
  if (!supportsServiceWorker()) {
    await start(MOCK_WORKER_URL);
    return;
  }
  if (!adapted) {
    adapted = true;
    keepRegisteredAfterUnload();
    registerAgainWhenUpdateFails();
  }
  await start(MOCK_WORKER_URL);
  if (!isMockWorker(navigator.serviceWorker.controller)) throw new MockWorkerNotServingError();
}

/** With the mock off, a worker the demo left registered would still stand in front of every request. */
export async function removeLeftoverMockWorker(): Promise<void> {
  if (!supportsServiceWorker()) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.filter(isMockRegistration).map((registration) => registration.unregister()));
  } catch {
    // The worker only passes requests through once the mock is off: not worth a message.
  }
}
