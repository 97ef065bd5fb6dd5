import { HttpResponse } from 'msw';
import type { FieldErrors } from '../api/api-error';

/** ASP.NET's ProblemDetails: the error shape of the real service (decisions.md). */
type ProblemDetails = {
  Type: string;
  Title: string;
  Status: number;
  Detail: string | null;
  Instance: string;
  Errors?: FieldErrors;
};

const TYPES: Record<number, string> = {
  400: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
  401: 'https://tools.ietf.org/html/rfc9110#section-15.5.2',
  403: 'https://tools.ietf.org/html/rfc9110#section-15.5.4',
  404: 'https://tools.ietf.org/html/rfc9110#section-15.5.5',
  405: 'https://tools.ietf.org/html/rfc9110#section-15.5.6',
  409: 'https://tools.ietf.org/html/rfc9110#section-15.5.10',
  500: 'https://tools.ietf.org/html/rfc9110#section-15.6.1',
  502: 'https://tools.ietf.org/html/rfc9110#section-15.6.3',
  503: 'https://tools.ietf.org/html/rfc9110#section-15.6.4',
  504: 'https://tools.ietf.org/html/rfc9110#section-15.6.5',
};

const TITLES: Record<number, string> = {
  400: 'One or more validation errors occurred.',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'An error occurred while processing your request.',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function problemResponse(status: number, instance: string, init: { title?: string; detail?: string | null; errors?: FieldErrors } = {}): Response {
  const body: ProblemDetails = {
    Type: TYPES[status] ?? 'about:blank',
    Title: init.title ?? TITLES[status] ?? `Error ${status}`,
    Status: status,
    Detail: init.detail ?? null,
    Instance: instance,
  };
  if (init.errors && Object.keys(init.errors).length > 0) body.Errors = init.errors;
  return new HttpResponse(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/problem+json' } });
}

/**
 * A refusal thrown from deep inside a handler; the route wrapper turns it into the
 * ProblemDetails response (so validation helpers can stop a request in one line).
 */
export class Refusal {
  readonly status: number;
  readonly detail: string | null;
  readonly errors: FieldErrors | undefined;

  constructor(status: number, detail: string | null, errors?: FieldErrors) {
    this.status = status;
    this.detail = detail;
    this.errors = errors;
  }
}

export function badRequest(detail: string | null, errors?: FieldErrors): Refusal {
  return new Refusal(400, detail, errors);
}

export function notFound(detail: string): Refusal {
  return new Refusal(404, detail);
}

/** Refuses with one error on one field. */
export function fieldRefusal(field: string, message: string): Refusal {
  return new Refusal(400, null, { [field]: [message] });
}
