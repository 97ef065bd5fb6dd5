import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { attributeQueries } from '../api/attributes';
import { languageQueries } from '../api/languages';
import { getConnection } from '../api/settings';
import { supports } from '../api/versions';

type Prefetch = (queryClient: QueryClient, params: LoaderFunctionArgs['params']) => unknown[];

// The lists most pages read travel with the shell; the others' modules load with the request (and their page).
const savedSearchesApi = () => Promise.all([import('../api/saved-searches'), import('../api/saved-search-folders')]);
const assetTypesApi = () => import('../api/asset-types');

/**
 * What each page reads first, requested by the route's loader while the page's chunk
 * downloads instead of after it mounts. Not awaited: the page shows its own loading state,
 * and a failure is the page's to show (its query retries on mount).
 */
const ROUTE_DATA: Record<string, Prefetch> = {
  attributes: (queryClient) => [queryClient.prefetchQuery(attributeQueries.all()), queryClient.prefetchQuery(languageQueries.all())],
  attribute: (queryClient, { uid }) => [
    ...(uid ? [queryClient.prefetchQuery(attributeQueries.detail(uid))] : []),
    queryClient.prefetchQuery(attributeQueries.all()),
    queryClient.prefetchQuery(languageQueries.all()),
  ],
  savedSearches: (queryClient) => [
    savedSearchesApi().then(([{ savedSearchQueries }, { savedSearchFolderQueries }]) =>
      Promise.all([queryClient.prefetchQuery(savedSearchFolderQueries.all()), queryClient.prefetchQuery(savedSearchQueries.all())]),
    ),
  ],
  assetTypes: (queryClient) => (supports(getConnection().serverVersion, 'assetTypes') ? [assetTypesApi().then(({ assetTypeQueries }) => queryClient.prefetchQuery(assetTypeQueries.all()))] : []),
  assetType: (queryClient, { uid }) => [
    ...(uid && supports(getConnection().serverVersion, 'assetTypes') ? [assetTypesApi().then(({ assetTypeQueries }) => queryClient.prefetchQuery(assetTypeQueries.detail(uid)))] : []),
    queryClient.prefetchQuery(attributeQueries.all()),
    queryClient.prefetchQuery(languageQueries.all()),
  ],
  languages: (queryClient) => [queryClient.prefetchQuery(languageQueries.all())],
};

export type RoutePage = keyof typeof ROUTE_DATA;

/**
 * The API modules a page's first reads need that the shell does not hold. They are requested
 * before the page's own chunks: behind them (a score of modules, six at a time over HTTP/1.1)
 * the small module waited for the whole page to download, and the page's first read with it.
 */
const DATA_MODULES: Partial<Record<RoutePage, () => Promise<unknown>>> = { savedSearches: savedSearchesApi, assetTypes: assetTypesApi, assetType: assetTypesApi };

/** Starts the requests `page` makes first (cached data that is still fresh is not read again). */
export function prefetchPageData(queryClient: QueryClient, page: RoutePage, params: LoaderFunctionArgs['params']): unknown[] {
  return ROUTE_DATA[page]!(queryClient, params);
}

/**
 * A route's loader that starts the page's requests and lets the navigation go on at once, and its
 * chunk (`load`), requested after the modules its first reads need (the router asks for the chunk first).
 * A change of the query string only (a tab, a filter, a dialog) stays within the page and
 * runs no loader, so it updates the page in the same task as before.
 */
export function prefetchRoute(queryClient: QueryClient, page: RoutePage, load: () => Promise<object>): Pick<RouteObject, 'loader' | 'shouldRevalidate' | 'lazy'> {
  return {
    lazy: () => {
      void DATA_MODULES[page]?.();
      return load();
    },
    loader: ({ params }: LoaderFunctionArgs) => {
      void Promise.allSettled(prefetchPageData(queryClient, page, params));
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  };
}
