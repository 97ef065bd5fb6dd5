import { http, HttpResponse } from 'msw';
import type { AssetType } from '../../src/api/asset-types';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { getStore } from '../../src/mocks/store';
import { uidKey } from '../../src/mocks/validate';

/**
 * The next asset type create is made on the server (once `heldUntil` settles, if given), then the connection drops before
 * its answer; with `checkLost`, the check whether it was made (the first read of that asset type) is lost too, and
 * `checked` resolves once that check has come and gone.
 */
export function createLandsAnswerLost({ checkLost = false, heldUntil }: { checkLost?: boolean; heldUntil?: Promise<void> } = {}) {
  let made: string | null = null;
  let lost = () => {};
  const checked = new Promise<void>((resolve) => (lost = resolve));
  mockServer.use(
    http.post(
      `${TEST_API_BASE_URL}/v1/assettypes`,
      async ({ request }) => {
        const body = (await request.json()) as AssetType;
        await heldUntil;
        getStore().assetTypes.set(uidKey(body.Uid), body);
        made = body.Uid;
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
  if (checkLost) {
    mockServer.use(
      http.get(`${TEST_API_BASE_URL}/v1/assettypes/:uid`, ({ params }) => {
        if (made === null || params.uid !== made) return undefined;
        made = null;
        lost();
        return HttpResponse.error();
      }),
    );
  }
  return { checked };
}

/**
 * The next asset type create waits at the server until `release()`; then it is made there (with `lands`) or not, and its
 * answer never comes. Reloading in between cuts the create off the way a reload of the browser does.
 */
export function createHeldAtServer({ lands }: { lands: boolean }) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  mockServer.use(
    http.post(
      `${TEST_API_BASE_URL}/v1/assettypes`,
      async ({ request }) => {
        const body = (await request.json()) as AssetType;
        await released;
        if (lands) getStore().assetTypes.set(uidKey(body.Uid), body);
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
  return release;
}
