import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { assetTypeQueries } from '../../src/api/asset-types';
import { attributeQueries } from '../../src/api/attributes';
import { languageQueries } from '../../src/api/languages';
import { savedSearchQueries } from '../../src/api/saved-searches';
import { savedSearchFolderQueries } from '../../src/api/saved-search-folders';
import { createQueryClient } from '../../src/app/query-client';
import { createRoutes } from '../../src/app/router';
import { TEST_API_BASE_URL } from '../../src/mocks/node';
import { renderApp } from '../render-app';

function routeAt(routes: RouteObject[], path: string): RouteObject {
  for (const route of routes) {
    if (route.path === path) return route;
    const found = route.children && routeAt(route.children, path);
    if (found) return found;
  }
  return undefined as unknown as RouteObject;
}

/** Runs a route's loader alone: no page chunk, no component. */
function load(path: string, params: Record<string, string> = {}) {
  const queryClient = createQueryClient({ retry: false });
  const loader = routeAt(createRoutes(queryClient), path).loader;
  if (typeof loader !== 'function') throw new Error(`${path} has no loader`);
  const result = loader({ params, request: new Request(`http://localhost/${path}`), context: undefined } as never);
  return { queryClient, result };
}

describe('route loaders request the page data while its chunk downloads', () => {
  it('the attribute editor route asks for the attribute, all attributes and the languages, without waiting for them', async () => {
    const list = (await (await fetch(`${TEST_API_BASE_URL}/attributes`)).json()) as { Uid: string }[];
    const uid = list[0]!.Uid;
    const { queryClient, result } = load('attributes/:uid', { uid });
    expect(result).toBeNull();
    // Three requests in parallel: any may land first.
    await waitFor(() => {
      expect(queryClient.getQueryData(attributeQueries.detail(uid).queryKey)).toMatchObject({ Uid: uid });
      expect(queryClient.getQueryData(attributeQueries.all().queryKey)).toBeDefined();
      expect(queryClient.getQueryData(languageQueries.all().queryKey)).toBeDefined();
    });
  });

  it('each list route asks for its lists', async () => {
    const saved = load('saved-searches').queryClient;
    const types = load('asset-types').queryClient;
    const languages = load('languages').queryClient;
    await waitFor(() => {
      expect(saved.getQueryData(savedSearchQueries.all().queryKey)).toBeDefined();
      expect(saved.getQueryData(savedSearchFolderQueries.all().queryKey)).toBeDefined();
      expect(types.getQueryData(assetTypeQueries.all().queryKey)).toBeDefined();
      expect(languages.getQueryData(languageQueries.all().queryKey)).toBeDefined();
    });
  });
});

describe('a link to a page starts loading it before the click', () => {
  it('resting the pointer on a navigation link, or focusing it, requests that page’s lists', async () => {
    const { user, queryClient } = renderApp('/languages');
    await screen.findByRole('table');
    expect(queryClient.getQueryData(savedSearchFolderQueries.all().queryKey)).toBeUndefined();
    await user.hover(screen.getByRole('link', { name: 'Saved searches' }));
    // Two requests in parallel: either may land first.
    await waitFor(() => {
      expect(queryClient.getQueryData(savedSearchFolderQueries.all().queryKey)).toBeDefined();
      expect(queryClient.getQueryData(savedSearchQueries.all().queryKey)).toBeDefined();
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Languages');

    expect(queryClient.getQueryData(assetTypeQueries.all().queryKey)).toBeUndefined();
    screen.getByRole('link', { name: 'Asset types' }).focus();
    await waitFor(() => expect(queryClient.getQueryData(assetTypeQueries.all().queryKey)).toBeDefined());
    // The pages' chunks were asked for too: let them finish loading inside the test.
    await Promise.all([import('../../src/app/routes/saved-searches-route'), import('../../src/app/routes/asset-types-list-route')]);
  });
});
