import { describe, expect, it } from 'vitest';
import { addFault, clearFaults, getLatency, listFaults, resetDemoData, setLatency } from '../../src/mocks/control';
import { currentSeedName, resetStore } from '../../src/mocks/store';
import { API, call, expectProblem, KEY, useMockServer } from './use-mock-server';

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest lifecycle helper named as the brief asks, not a React hook
useMockServer();

const SOME_UID = '00000000-0000-4000-8000-000000000000';

describe('fault injection', () => {
  it('answers the given status with a ProblemDetails body for matching method and path', async () => {
    addFault({ method: 'GET', path: '/v1/Languages*', status: 503 });
    expectProblem(await call('GET', '/v1/Languages'), 503);
    expectProblem(await call('GET', '/v1/Languages/2'), 503);
    expect((await call('POST', '/v1/Languages', { CultureCode: 'fi-FI', Name: 'Finnish', SortOrder: 1 })).status).toBe(200);
    expect((await call('GET', '/v1/savedsearches')).status).toBe(200);
  });

  it('fails like an unreachable server for a network fault', async () => {
    addFault({ method: '*', path: '/attributes', network: true });
    await expect(fetch(`${API}/attributes`)).rejects.toThrow();
    expect((await call('GET', '/attributes/batch')).status).toBe(404);
  });

  it('a once fault fails only the next matching request; clearFaults removes the rest', async () => {
    addFault({ method: 'POST', path: '*', status: 500, once: true });
    addFault({ method: 'GET', path: '/v1/assettypes', status: 418 });
    expect(listFaults()).toHaveLength(2);
    expectProblem(await call('POST', '/attributes/batch', []), 500);
    expect((await call('POST', '/attributes/batch', [])).status).toBe(200);
    expect(listFaults()).toEqual([{ method: 'GET', path: '/v1/assettypes', status: 418 }]);
    expect((await call('GET', '/v1/assettypes')).status).toBe(418);
    clearFaults();
    expect((await call('GET', '/v1/assettypes')).status).toBe(200);
  });

  it('the answer of addFault removes that fault; bad faults are refused', async () => {
    const remove = addFault({ method: 'GET', path: '/v1/Languages', status: 500 });
    expect((await call('GET', '/v1/Languages')).status).toBe(500);
    remove();
    expect((await call('GET', '/v1/Languages')).status).toBe(200);
    expect(() => addFault({ method: 'GET', path: '' })).toThrow();
    expect(() => addFault({ method: 'GET', path: '/x', status: 42 })).toThrow();
  });
});

describe('latency', () => {
  it('delays answers by the set latency and is 0 after a reset', async () => {
    setLatency(120);
    expect(getLatency()).toBe(120);
    const started = performance.now();
    expect((await call('GET', '/v1/Languages')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    setLatency(-5);
    expect(getLatency()).toBe(0);
  });
});

describe('paths', () => {
  it('a wrongly-cased path is not served: it gets the catch-all ProblemDetails 404', async () => {
    const wrong: [string, string][] = [
      ['GET', '/v1/languages'],
      ['GET', '/v1/SavedSearchFolders'],
      ['DELETE', `/v1/savedsearchfolders/${SOME_UID}`],
      ['GET', '/v1/SavedSearches'],
      ['GET', '/v1/AssetTypes'],
      ['GET', '/Attributes'],
      ['POST', '/attributes/Batch'],
    ];
    for (const [method, path] of wrong) {
      const answer = await call(method, path, method === 'POST' ? [] : undefined);
      expectProblem(answer, 404);
      expect((answer.body as { Detail: string }).Detail).toMatch(/case-sensitive/);
    }
  });

  it('attribute paths carry no /v1 prefix; unknown paths under the base URL answer 404', async () => {
    expectProblem(await call('GET', '/v1/attributes'), 404);
    expectProblem(await call('GET', '/nothing/here'), 404);
  });

  it('every /v1 operation answers 401 without an Authorization header', async () => {
    const operations: [string, string][] = [
      ['GET', '/v1/Languages'],
      ['POST', '/v1/Languages'],
      ['PUT', '/v1/Languages'],
      ['GET', '/v1/Languages/1'],
      ['GET', '/v1/savedsearchfolders'],
      ['POST', '/v1/savedsearchfolders'],
      ['PATCH', '/v1/savedsearchfolders'],
      ['GET', `/v1/savedsearchfolders/${SOME_UID}`],
      ['POST', '/v1/savedsearchfolders/batch'],
      ['DELETE', `/v1/SavedSearchFolders/${SOME_UID}`],
      ['GET', '/v1/savedsearches'],
      ['POST', '/v1/savedsearches'],
      ['PATCH', '/v1/savedsearches'],
      ['GET', `/v1/savedsearches/${SOME_UID}`],
      ['DELETE', `/v1/savedsearches/${SOME_UID}`],
      ['POST', '/v1/savedsearches/batch'],
      ['GET', '/v1/assettypes'],
      ['POST', '/v1/assettypes'],
      ['PUT', '/v1/assettypes'],
      ['GET', `/v1/assettypes/${SOME_UID}`],
      ['DELETE', `/v1/assettypes/${SOME_UID}`],
    ];
    for (const [method, path] of operations) {
      const body = ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined;
      expectProblem(await call(method, path, body, { key: false }), 401);
    }
    const withKey = await fetch(`${API}/v1/Languages`, { headers: KEY });
    expect(withKey.status).toBe(200);
  });
});

describe('resetDemoData', () => {
  it('throws changes away and keeps the current seed unless another is named', async () => {
    await call('POST', '/v1/Languages', { CultureCode: 'fi-FI', Name: 'Finnish', SortOrder: 1 });
    resetDemoData();
    expect(((await call('GET', '/v1/Languages')).body as unknown[]).length).toBe(6);
    expect(currentSeedName()).toBe('default');
    resetStore('default');
  });
});
