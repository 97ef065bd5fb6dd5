import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

/**
 * The one error type of the app. Every failed call becomes an ApiError:
 * - kind 'http': the server answered with a status (ProblemDetails parsed when present),
 * - kind 'network': no answer at all (offline, DNS, CORS, connection refused),
 * - kind 'timeout': no answer in time,
 * - kind 'invalid-response': an answer the client could not read as the contract says.
 */
type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly title: string;
  readonly detail: string | null;
  readonly fieldErrors: FieldErrors;

  constructor(init: { kind: ApiErrorKind; status?: number | null; title: string; detail?: string | null; fieldErrors?: FieldErrors }) {
    super(init.detail ? `${init.title}: ${init.detail}` : init.title);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.title = init.title;
    this.detail = init.detail ?? null;
    this.fieldErrors = init.fieldErrors ?? {};
  }

  /** 401 and 403 are treated alike: the user needs to give (another) API key. */
  get isAuth(): boolean {
    return this.status === 401 || this.status === 403;
  }

  get isUnreachable(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }

  /** The message for a field, matched case-insensitively ("cultureCode" finds "CultureCode"). */
  fieldError(field: string): string | undefined {
    const wanted = field.toLowerCase();
    for (const [name, messages] of Object.entries(this.fieldErrors)) {
      const bare = name.replace(/^\$\./, '').toLowerCase();
      if (bare === wanted && messages.length > 0) return messages.join(' ');
    }
    return undefined;
  }
}

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
    return new ApiError({ kind: 'http', status, title: fallbackTitle, detail: text.slice(0, 500) });
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

/** Any thrown value as an ApiError, so the UI has one shape to show. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({
    kind: 'invalid-response',
    title: t`Something went wrong`,
    detail: error instanceof Error ? error.message : String(error),
  });
}

/** One sentence for a toast or an alert. */
export function describeError(error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.kind === 'network') return t`The server could not be reached. Check the connection and the base URL in Settings.`;
  if (apiError.kind === 'timeout') return t`The server did not answer in time. Try again.`;
  const fields = Object.values(apiError.fieldErrors).flat();
  // Servers' titles often end with a full stop ("…processing your request."): no "request.: detail".
  const title = apiError.title.replace(/[.:]\s*$/, '');
  if (apiError.detail) return `${title}: ${apiError.detail}`;
  if (fields.length > 0) return `${title}: ${fields.join(' ')}`;
  return apiError.title;
}
