import { QueryClient } from '@tanstack/react-query';
import { toApiError } from '../api/api-error';

/** Client errors (4xx) will not change on a retry; network failures and 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const apiError = toApiError(error);
  if (apiError.status !== null && apiError.status < 500) return false;
  if (apiError.kind === 'invalid-response') return false;
  return failureCount < 2;
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        retry: options.retry === false ? false : shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}
