import { t } from '@lingui/core/macro';

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

  /** A 502 or 504: the answer of a gateway (proxy) in front of the server, which may have passed the request on. */
  get isGatewayAnswer(): boolean {
    return this.kind === 'http' && (this.status === 502 || this.status === 504);
  }

  /**
   * Whether the server may have carried out the request all the same: no answer came from the server itself (none at
   * all, or a gateway's 502/504). A write that failed so has an unknown outcome: ask the server, never call it refused.
   * Any other answer (a 4xx, a 500, a 503) is the server's own: it did not do it.
   */
  get mayHaveLanded(): boolean {
    return this.isUnreachable || this.isGatewayAnswer;
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

/** Any thrown value as an ApiError, so the UI has one shape to show. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // A part of the app fetched on demand did not come (offline, or a new deployment replaced the file): the browser's own
  // words (English, naming the file) say nothing an editor can act on.
  if (error instanceof TypeError && /imported module|module script/.test(error.message)) {
    return new ApiError({ kind: 'invalid-response', title: t`Check the connection, or reload the page for the app's latest version.` });
  }
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
