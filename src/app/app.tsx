import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { connectCrossTabSync } from './cross-tab-sync';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

type Router = ReturnType<typeof createBrowserRouter>;

/** The app with its providers. Tests pass their own router (memory) and query client. */
export function App({ router, queryClient }: { router?: Router; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [appRouter] = useState(() => router ?? createAppRouter(client));
  useEffect(() => connectCrossTabSync(client), [client]);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <RouterProvider router={appRouter} useTransitions={false} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
