import { http as mswHttp, HttpResponse } from 'msw';
import { expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { mockServer, TEST_API_BASE_URL } from '../mocks/node';
import { ApiError } from './api-error';
import { http } from './http';

// A deployment replaced the module a refusal's texts load from while this page was open.
vi.mock('./error-from-response', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('still says what the server answered when the texts of refusals cannot load', async () => {
  mockServer.use(mswHttp.post(`${TEST_API_BASE_URL}/v1/Languages`, () => HttpResponse.json({ Title: 'Invalid' }, { status: 400 })));
  const error = await http.post('/v1/Languages', {}, z.number()).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ kind: 'http', status: 400, title: 'The server answered 400', detail: '{"Title":"Invalid"}' });
});
