import { useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Loading } from '../components/page-state';
import { Layout } from './layout';
import { RouteError } from './route-error';
import { PAGES } from './pages';
import { prefetchRoute } from './route-prefetch';

/** Made when shown, not when the routes are: the interface's language may still be loading then. */
function LoadingPage() {
  const { t } = useLingui();
  return <Loading label={t`Loading page…`} />;
}

/**
 * Every page is its own chunk: a first visit downloads only the page it opens, and the
 * route's loader requests the page's data while that chunk downloads.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <RouteError />,
      // Shown while the first page's chunk loads at start.
      hydrateFallbackElement: <LoadingPage />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <Navigate to="/attributes" replace /> },
            ...PAGES.map(({ path, data, load }) => ({ path, ...(data ? prefetchRoute(queryClient, data, load) : { lazy: load }) })),
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
