import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { http } from '../../src/api/http';
import { savedSearchSchema, type SavedSearch } from '../../src/api/saved-searches';
import { MOCK_CURRENT_USER_UID } from '../../src/api/settings';
import { renderApp } from '../render-app';

async function findSearch(predicate: (search: SavedSearch) => boolean) {
  return (await http.get('/v1/savedsearches', z.array(savedSearchSchema))).find(predicate)!;
}

/** The value beside a term of the record's facts. */
async function fact(term: string) {
  const found = await screen.findByText(term, { selector: 'dt' }, { timeout: 5000 });
  return found.nextElementSibling as HTMLElement;
}

describe('users, known to the API only by uid', () => {
  it('the current user reads as “you”', async () => {
    const search = await findSearch((candidate) => candidate.OwnerUserUid === MOCK_CURRENT_USER_UID && candidate.CreatedBy === MOCK_CURRENT_USER_UID);
    renderApp(`/saved-searches/${search.Uid}`);
    expect(await fact('Created')).toHaveTextContent(/ by you$/);
    expect(await fact('Private to')).toHaveTextContent(/^you$/);
  });

  it('a colleague reads as a short uid, the whole one on hover and a button that copies it', async () => {
    const search = await findSearch((candidate) => !!candidate.CreatedBy && candidate.CreatedBy !== MOCK_CURRENT_USER_UID);
    renderApp(`/saved-searches/${search.Uid}`);
    const created = await fact('Created');
    expect(within(created).getByTitle(search.CreatedBy!)).toHaveTextContent(`${search.CreatedBy!.slice(0, 8)}…`);
    expect(created).not.toHaveTextContent(search.CreatedBy!);
    expect(within(created).getByRole('button', { name: 'Copy user id' })).toBeInTheDocument();
  });
});
