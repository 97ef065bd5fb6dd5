import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../src/app/app';
import { createQueryClient } from '../src/app/query-client';
import { createRoutes } from '../src/app/router';

/**
 * The whole app (real providers, routes and mock API) opened at `path`, as a user would see it. `prepare` fills the
 * query cache first, as lists kept on the device from an earlier visit would.
 */
export function renderApp(path: string, prepare?: (queryClient: QueryClient) => void) {
  const queryClient = createQueryClient({ retry: false });
  prepare?.(queryClient);
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, user, router, queryClient };
}
