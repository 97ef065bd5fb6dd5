import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Loading } from '../components/page-state';
import { Layout } from './layout';
import { RouteError } from './route-error';
import { prefetchRoute } from './route-prefetch';

/**
 * Every page is its own chunk: a first visit downloads only the page it opens, and the
 * route's loader requests the page's data while that chunk downloads.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const data = (page: Parameters<typeof prefetchRoute>[1]) => prefetchRoute(queryClient, page);
  return [
    {
      element: <Layout />,
      errorElement: <RouteError />,
      // Shown while the first page's chunk loads at start.
      hydrateFallbackElement: <Loading label="Loading page…" />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <Navigate to="/attributes" replace /> },
            { path: 'attributes', ...data('attributes'), lazy: () => import('./routes/attributes-list-route') },
            { path: 'attributes/new', ...data('attribute'), lazy: () => import('./routes/attribute-editor-route') },
            { path: 'attributes/:uid', ...data('attribute'), lazy: () => import('./routes/attribute-editor-route') },
            { path: 'saved-searches', ...data('savedSearches'), lazy: () => import('./routes/saved-searches-route') },
            { path: 'saved-searches/:uid', ...data('savedSearches'), lazy: () => import('./routes/saved-searches-route') },
            { path: 'asset-types', ...data('assetTypes'), lazy: () => import('./routes/asset-types-list-route') },
            { path: 'asset-types/:uid', ...data('assetType'), lazy: () => import('./routes/asset-type-designer-route') },
            { path: 'translations', ...data('attributes'), lazy: () => import('./routes/translations-route') },
            { path: 'languages', ...data('languages'), lazy: () => import('./routes/languages-route') },
            { path: 'import', lazy: () => import('./routes/import-route') },
            { path: 'settings', lazy: () => import('./routes/settings-route') },
            { path: '*', lazy: () => import('./routes/not-found-route') },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
