import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { ApiError, type FieldErrors } from './api-error';

// Loaded with the first refused request (http.ts): the first page does not carry these texts.

const STATUS_TITLES: Record<number, MessageDescriptor> = {
  400: msg`The server refused the request`,
  401: msg`An API key is needed`,
  403: msg`The API key has no access`,
  404: msg`Not found`,
  409: msg`Conflict`,
  500: msg`The server failed`,
  502: msg`Bad gateway`,
  503: msg`The server is unavailable`,
  504: msg`The server did not answer in time`,
};

/** A ProblemDetails member by its camelCase name, written in PascalCase by some servers. */
function pick(body: Record<string, unknown>, camel: string): unknown {
  const pascal = camel.charAt(0).toUpperCase() + camel.slice(1);
  if (pascal in body) return body[pascal];
  return body[camel];
}

function asFieldErrors(value: unknown): FieldErrors {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(messages)) result[field] = messages.map(String);
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}

/** Builds the error for a non-2xx answer from its status and raw body text. */
export function errorFromResponse(status: number, bodyText: string): ApiError {
  const known = STATUS_TITLES[status];
  const fallbackTitle = known ? i18n._(known) : t`The server answered ${status}`;
  const text = bodyText.trim();
  if (!text) return new ApiError({ kind: 'http', status, title: fallbackTitle });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A proxy's error page (HTML) says no more than its status does.
    return new ApiError({ kind: 'http', status, title: fallbackTitle, detail: text.startsWith('<') ? null : text.slice(0, 500) });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return new ApiError({ kind: 'http', status, title: fallbackTitle, detail: typeof parsed === 'string' ? parsed : null });
  }
  const body = parsed as Record<string, unknown>;
  const title = pick(body, 'title');
  const detail = pick(body, 'detail');
  return new ApiError({
    kind: 'http',
    status,
    title: typeof title === 'string' && title ? title : fallbackTitle,
    detail: typeof detail === 'string' && detail ? detail : null,
    fieldErrors: asFieldErrors(pick(body, 'errors')),
  });
}
