import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Loading } from '../components/page-state';
import { Layout } from './layout';
import { RouteError } from './route-error';

/** Every page is its own chunk: a first visit downloads only the page it opens. */
export const routes: RouteObject[] = [
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
          { path: 'attributes', lazy: () => import('./routes/attributes-list-route') },
          { path: 'attributes/new', lazy: () => import('./routes/attribute-editor-route') },
          { path: 'attributes/:uid', lazy: () => import('./routes/attribute-editor-route') },
          { path: 'saved-searches', lazy: () => import('./routes/saved-searches-route') },
          { path: 'saved-searches/:uid', lazy: () => import('./routes/saved-searches-route') },
          { path: 'asset-types', lazy: () => import('./routes/asset-types-list-route') },
          { path: 'asset-types/:uid', lazy: () => import('./routes/asset-type-designer-route') },
          { path: 'languages', lazy: () => import('./routes/languages-route') },
          { path: 'settings', lazy: () => import('./routes/settings-route') },
          { path: '*', lazy: () => import('./routes/not-found-route') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
