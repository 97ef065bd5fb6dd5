import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { prefetchPageData, type RoutePage } from './route-prefetch';

type Page = { path: string; data?: RoutePage; load: () => Promise<object> };

/** Every page: its path, what it reads first, and its chunk. */
export const PAGES: Page[] = [
  { path: 'attributes', data: 'attributes', load: () => import('./routes/attributes-list-route') },
  { path: 'attributes/new', data: 'attribute', load: () => import('./routes/attribute-editor-route') },
  { path: 'attributes/:uid', data: 'attribute', load: () => import('./routes/attribute-editor-route') },
  { path: 'saved-searches', data: 'savedSearches', load: () => import('./routes/saved-searches-route') },
  { path: 'saved-searches/:uid', data: 'savedSearches', load: () => import('./routes/saved-searches-route') },
  { path: 'asset-types', data: 'assetTypes', load: () => import('./routes/asset-types-list-route') },
  { path: 'asset-types/:uid', data: 'assetType', load: () => import('./routes/asset-type-designer-route') },
  { path: 'translations', data: 'attributes', load: () => import('./routes/translations-route') },
  { path: 'languages', data: 'languages', load: () => import('./routes/languages-route') },
  { path: 'import', load: () => import('./routes/import-route') },
  { path: 'settings', load: () => import('./routes/settings-route') },
  { path: '*', load: () => import('./routes/not-found-route') },
];

/**
 * What following a link to `pathname` would load (the page's chunk and first data), started when
 * the pointer rests on the link or it gets focus, so the page is often ready by the click.
 */
export function preloadPage(queryClient: QueryClient, pathname: string): void {
  const match = matchRoutes(
    PAGES.map(({ path }) => ({ path })),
    pathname,
  )?.[0];
  const page = match && PAGES.find(({ path }) => path === match.route.path);
  if (!match || !page) return;
  // The data first: the modules its reads need are then requested ahead of the page's chunks.
  if (page.data) void Promise.allSettled(prefetchPageData(queryClient, page.data, match.params));
  void page.load();
}
