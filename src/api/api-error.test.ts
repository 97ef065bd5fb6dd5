import { describe, expect, it } from 'vitest';
import { ApiError, describeError, toApiError } from './api-error';
import { describeWriteError } from './write-error';
import { errorFromResponse } from './error-from-response';

describe('errorFromResponse', () => {
  it('reads a PascalCase ProblemDetails body with field errors', () => {
    const error = errorFromResponse(400, JSON.stringify({ Type: 'x', Title: 'Validation failed', Status: 400, Detail: 'One field is wrong', Errors: { CultureCode: ['Already exists.'] } }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.title).toBe('Validation failed');
    expect(error.detail).toBe('One field is wrong');
    expect(error.fieldError('CultureCode')).toBe('Already exists.');
    expect(error.fieldError('culturecode')).toBe('Already exists.');
  });

  it('tolerates camelCase keys', () => {
    const error = errorFromResponse(400, JSON.stringify({ title: 'Bad', detail: 'Nope', errors: { alias: 'Taken' } }));
    expect(error.title).toBe('Bad');
    expect(error.detail).toBe('Nope');
    expect(error.fieldError('Alias')).toBe('Taken');
  });

  it('tolerates a plain-text body', () => {
    const error = errorFromResponse(500, 'Internal meltdown');
    expect(error.title).toBe('The server failed');
    expect(error.detail).toBe('Internal meltdown');
  });

  it('tolerates an empty body', () => {
    const error = errorFromResponse(404, '');
    expect(error.title).toBe('Not found');
    expect(error.detail).toBeNull();
    expect(error.fieldErrors).toEqual({});
  });

  it('treats 401 and 403 alike as a key problem', () => {
    expect(errorFromResponse(401, '').isAuth).toBe(true);
    expect(errorFromResponse(403, '').isAuth).toBe(true);
    expect(errorFromResponse(400, '').isAuth).toBe(false);
  });
});

describe('mayHaveLanded', () => {
  it('holds where no answer came from the server itself: none at all, or a gateway’s 502 or 504', () => {
    expect(new ApiError({ kind: 'network', title: 'x' }).mayHaveLanded).toBe(true);
    expect(new ApiError({ kind: 'timeout', title: 'x' }).mayHaveLanded).toBe(true);
    expect(errorFromResponse(502, '<html>Bad Gateway</html>').mayHaveLanded).toBe(true);
    expect(errorFromResponse(504, '').mayHaveLanded).toBe(true);
  });

  it('does not hold for the server’s own answers: a 4xx, a 500, a 503, or one the client could not read', () => {
    for (const status of [400, 404, 409, 500, 503]) expect(errorFromResponse(status, '').mayHaveLanded).toBe(false);
    expect(new ApiError({ kind: 'invalid-response', title: 'x' }).mayHaveLanded).toBe(false);
  });
});

describe('describeError', () => {
  it('says a 502 without the gateway’s page, and a write answered so that the server may have done it', () => {
    expect(describeError(errorFromResponse(502, '<html><h1>502 Bad Gateway</h1></html>'))).toBe('Bad gateway');
    expect(describeWriteError(errorFromResponse(504, ''))).toBe('The server did not answer in time. The server may have done it all the same: trying again checks first, and does not do it twice.');
    expect(describeWriteError(errorFromResponse(500, JSON.stringify({ Title: 'Boom' })))).toBe('Boom');
  });

  it('tells a network failure and a timeout apart from a server answer', () => {
    expect(describeError(new ApiError({ kind: 'network', title: 'x' }))).toMatch(/could not be reached/);
    expect(describeError(new ApiError({ kind: 'timeout', title: 'x' }))).toMatch(/did not answer in time/);
    expect(describeError(errorFromResponse(500, JSON.stringify({ Title: 'Boom' })))).toBe('Boom');
  });

  it('joins a title that ends with a full stop to its detail without doubling punctuation', () => {
    const error = errorFromResponse(500, JSON.stringify({ Title: 'An error occurred while processing your request.', Detail: 'Disk full' }));
    expect(describeError(error)).toBe('An error occurred while processing your request: Disk full');
  });

  it('wraps anything thrown into the one error type', () => {
    const error = toApiError(new TypeError('bad'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.detail).toBe('bad');
  });

  it("says what to do when a part of the app cannot be fetched, not the browser's words naming a file", () => {
    for (const browserWords of [
      'Failed to fetch dynamically imported module: https://pim.example/assets/where-used-section-Ab12.js',
      'error loading dynamically imported module: https://pim.example/assets/where-used-section-Ab12.js',
      'Importing a module script failed.',
    ]) {
      expect(describeError(new TypeError(browserWords))).toBe("Check the connection, or reload the page for the app's latest version.");
    }
  });
});
