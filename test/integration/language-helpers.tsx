import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { renderApp } from '../render-app';

export type Language = { Id: number; CultureCode: string; Name: string | null; SortOrder: number };
const headers = { Authorization: 'test-key', 'Content-Type': 'application/json' };

export async function danish(): Promise<Language> {
  const all = (await (await fetch(`${TEST_API_BASE_URL}/v1/Languages`, { headers })).json()) as Language[];
  return all.find((language) => language.CultureCode === 'da-DK')!;
}

export async function colleagueSaves(change: Partial<Language>) {
  const response = await fetch(`${TEST_API_BASE_URL}/v1/Languages`, { method: 'PUT', headers, body: JSON.stringify({ ...(await danish()), ...change }) });
  expect(response.status).toBe(200);
}

export function recordPuts() {
  const puts: Language[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT') puts.push((await request.clone().json()) as Language);
  });
  return puts;
}

/** The list, then a click on Danish: the dialog opens with ?edit=ID pushed onto the history. */
export async function openDanish() {
  const before = await danish();
  const view = renderApp('/languages');
  await screen.findByRole('table');
  const row = within(screen.getByRole('table'))
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText('da-DK'))!;
  await view.user.click(within(row).getAllByRole('cell')[1]!);
  const dialog = await screen.findByRole('dialog');
  return { ...view, before, dialog, name: within(dialog).getByLabelText('Name') };
}

export const saveIn = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^(Save|Saving…)$/ });
