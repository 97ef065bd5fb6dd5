import { http as mswHttp, delay, HttpResponse, type JsonBodyType } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { mockServer, TEST_API_BASE_URL } from '../mocks/node';
import { ApiError } from './api-error';
import { attributeSchema } from './attributes';
import { digestOf, holdRequestsUntil, http, listSourceOf, rememberListSource } from './http';
import { saveConnection } from './connection-writes';

const url = (path: string) => `${TEST_API_BASE_URL}${path}`;

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('the API client', () => {
  it('holds every request until the server is ready (the embedded mock while it starts), then sends it', async () => {
    mockServer.use(mswHttp.get(url('/v1/Languages'), () => HttpResponse.json([])));
    const fetched = vi.spyOn(globalThis, 'fetch');
    let ready!: () => void;
    holdRequestsUntil(new Promise<void>((resolve) => (ready = resolve)));
    try {
      const answer = http.get('/v1/Languages', z.array(z.unknown()));
      for (let turn = 0; turn < 20; turn++) await Promise.resolve();
      expect(fetched).not.toHaveBeenCalled();
      ready();
      await expect(answer).resolves.toEqual([]);
      expect(fetched).toHaveBeenCalledTimes(1);
    } finally {
      holdRequestsUntil(Promise.resolve());
      fetched.mockRestore();
    }
  });

  it('sends the bare API key as the Authorization header and the path as written', async () => {
    let seen: { auth: string | null; path: string } | undefined;
    mockServer.use(
      mswHttp.get(url('/v1/Languages'), ({ request }) => {
        seen = { auth: request.headers.get('Authorization'), path: new URL(request.url).pathname };
        return HttpResponse.json([]);
      }),
    );
    saveConnection({ apiBaseUrl: TEST_API_BASE_URL, apiKey: 'secret-key', rememberKey: false, serverVersion: '4.0.0' });
    await http.get('/v1/Languages', z.array(z.unknown()));
    expect(seen).toEqual({ auth: 'secret-key', path: '/api/v1/Languages' });
  });

  it('tells a network failure from a server answer', async () => {
    mockServer.use(mswHttp.get(url('/v1/Languages'), () => HttpResponse.error()));
    const error = await caught(http.get('/v1/Languages', z.unknown()));
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
  });

  it('gives up after the timeout and says so', async () => {
    mockServer.use(
      mswHttp.get(url('/v1/Languages'), async () => {
        await delay(500);
        return HttpResponse.json([]);
      }),
    );
    const error = await caught(http.get('/v1/Languages', z.unknown(), { timeoutMs: 50 }));
    expect(error.kind).toBe('timeout');
  });

  it('turns a ProblemDetails answer into field errors', async () => {
    mockServer.use(mswHttp.post(url('/v1/Languages'), () => HttpResponse.json({ Title: 'Invalid', Status: 400, Errors: { CultureCode: ['Taken'] } }, { status: 400 })));
    const error = await caught(http.post('/v1/Languages', {}, z.number()));
    expect(error.status).toBe(400);
    expect(error.fieldError('CultureCode')).toBe('Taken');
  });

  it('fails loudly, in one place, on an answer of the wrong shape', async () => {
    mockServer.use(mswHttp.get(url('/v1/Languages'), () => HttpResponse.json([{ Id: 'one' }])));
    const error = await caught(http.get('/v1/Languages', z.array(z.object({ Id: z.number() }))));
    expect(error.kind).toBe('invalid-response');
    expect(error.detail).toBe('/v1/Languages: 0.Id: expected number');
  });

  describe('re-reading a big list', () => {
    const listEntry = z.looseObject({ Uid: z.string(), Name: z.string() });
    const queryKey = ['languages', 'list'];
    const list = Array.from({ length: 20_000 }, (_, index) => ({ Uid: `uid-${index}`, Name: `Sprache ${index} – ${'é'.repeat(index % 7)}€` }));
    const text = JSON.stringify(list);
    const digestOfText = (answer: string) => digestOf(new TextEncoder().encode(answer).buffer);

    async function reread(answer: string, shownDigest: string | undefined) {
      const client = new QueryClient();
      const shown = JSON.parse(text) as typeof list;
      rememberListSource(shown, { text, digest: shownDigest });
      client.setQueryData(queryKey, shown);
      mockServer.use(mswHttp.get(url('/v1/Languages'), () => new HttpResponse(answer, { headers: { 'Content-Type': 'application/json' } })));
      const read = await http.getList('/v1/Languages', listEntry, { signal: new AbortController().signal, client, queryKey, meta: undefined });
      return { shown, read };
    }

    const readOnce = async (answer: JsonBodyType) => {
      mockServer.use(mswHttp.get(url('/v1/Languages'), () => HttpResponse.json(answer)));
      return http.getList('/v1/Languages', listEntry, { signal: new AbortController().signal, client: new QueryClient(), queryKey, meta: undefined });
    };

    it("keeps the fields an entry's schema does not name, and refuses a named field of the wrong type", async () => {
      const read = await readOnce([{ Uid: 'a', Name: 'Dansk', Columns: [{ Width: 3 }], MetaData: { Source: 'ERP' } }]);
      expect(read).toEqual([{ Uid: 'a', Name: 'Dansk', Columns: [{ Width: 3 }], MetaData: { Source: 'ERP' } }]);

      const error = await caught(
        readOnce([
          { Uid: 'a', Name: 'Dansk' },
          { Uid: 'b', Name: 5 },
        ]),
      );
      expect(error.kind).toBe('invalid-response');
      expect(error.detail).toBe('/v1/Languages: 1.Name: expected string');
    });

    it('refuses what the attribute schema refuses, and only that, saying where as zod does', async () => {
      const valid = { Uid: 'a', Alias: 'color', Name: { 'da-DK': 'Farve', 'de-DE': null }, AttributeGroupId: 3, Localized: null, AttributeScopes: ['x'], Columns: [1] };
      const answers: unknown[] = [
        [valid, { Uid: 'b' }],
        { Uid: 'a' },
        [valid, null],
        [valid, [valid]],
        [{ ...valid, Uid: undefined }],
        [{ ...valid, AttributeGroupId: 1.5 }],
        [{ ...valid, Name: { 'da-DK': 5 } }],
        [{ ...valid, Name: 'Farve' }],
        [{ ...valid, AttributeScopes: [1] }],
        [{ ...valid, Localized: 'yes' }],
        [{ ...valid, Uid: null }],
        [{ ...valid, Uid: 7 }],
        [{ ...valid, Alias: 5 }],
        [{ ...valid, Alias: null, BackofficeName: undefined, Localized: false }],
        [{ ...valid, ReadOnly: 1 }],
        [{ ...valid, AttributeGroupId: null, Name: null }],
        [{ ...valid, AttributeGroupId: '3' }],
      ];
      for (const answer of answers) {
        mockServer.use(mswHttp.get(url('/attributes'), () => HttpResponse.json(answer as JsonBodyType)));
        const verdict = await http.getList('/attributes', attributeSchema, { signal: new AbortController().signal, client: new QueryClient(), queryKey, meta: undefined }).then(
          () => 'read',
          (error: unknown) => (error instanceof ApiError ? error.detail : String(error)),
        );
        const zods = z.array(attributeSchema).safeParse(answer);
        const expected = zods.success
          ? 'read'
          : `/attributes: ${zods.error.issues[0]!.path.join('.') || '(root)'}: ${zods.error.issues[0]!.code === 'invalid_type' ? `expected ${(zods.error.issues[0] as { expected: string }).expected}` : zods.error.issues[0]!.message}`;
        expect(verdict, JSON.stringify(answer)).toBe(expected);
      }
    });

    it('answers the list on screen itself when the server sends the same bytes', async () => {
      const { shown, read } = await reread(text, await digestOfText(text));
      expect(read).toBe(shown);
    });

    it('reads the answer anew when it differs, even in its last character or by one more entry', async () => {
      const renamed = text.replace(/€"\}\]$/, '$"}]');
      expect(renamed).not.toBe(text);
      const { shown, read } = await reread(renamed, await digestOfText(text));
      expect(read).not.toBe(shown);
      expect(read.at(-1)?.Name.endsWith('$')).toBe(true);
      const source = listSourceOf(read)!;
      expect(new TextDecoder().decode(source.text as ArrayBuffer)).toBe(renamed);
      expect(source.digest).toBe(await digestOfText(renamed));

      const longer = JSON.stringify([...list, { Uid: 'uid-new', Name: 'Neu' }]);
      expect((await reread(longer, await digestOfText(text))).read).toHaveLength(list.length + 1);
    });

    it('reads the answer anew when the list on screen has no digest (kept by an older version)', async () => {
      const { shown, read } = await reread(text, undefined);
      expect(read).not.toBe(shown);
      expect(read).toEqual(shown);
    });
  });
});
