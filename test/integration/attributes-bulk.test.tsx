import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { attributeSchema, type Attribute } from '../../src/api/attributes';
import { http } from '../../src/api/http';
import { addFault } from '../../src/mocks/control';
import { mockServer } from '../../src/mocks/node';
import { renderApp } from '../render-app';

const SLOW = { timeout: 5000 };

function recordPuts() {
  const bodies: Attribute[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT') bodies.push((await request.clone().json()) as Attribute);
  });
  return bodies;
}

async function openList() {
  const view = renderApp('/attributes');
  const table = await screen.findByRole('table', { name: 'Attributes' }, SLOW);
  const boxes = () => within(table).getAllByRole('checkbox', { name: /^Select (?!all)/ });
  return { ...view, table, boxes };
}

describe('Bulk edit on the attributes list', () => {
  it('shift-click ticks a range; the setting is saved on each, and only that setting changes', async () => {
    const before = await http.get('/attributes', z.array(attributeSchema));
    const puts = recordPuts();
    const { user, boxes } = await openList();
    await user.click(boxes()[0]!);
    await user.keyboard('{Shift>}');
    await user.click(boxes()[2]!);
    await user.keyboard('{/Shift}');
    const bar = await screen.findByRole('region', { name: 'Bulk edit' }, SLOW);
    expect(bar).toHaveTextContent('3 attributes selected');
    await user.selectOptions(within(bar).getByLabelText('Setting to change'), 'Disable indexing');
    await user.selectOptions(within(bar).getByLabelText('New value'), 'Yes');
    await user.click(within(bar).getByRole('button', { name: 'Apply to 3 attributes…' }));
    const ask = screen.getByRole('alertdialog', { name: 'Set Disable indexing to Yes on 3 attributes?' });
    expect(puts).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Set on 3 attributes' }));
    expect(await within(bar).findByText('3 attributes saved.', undefined, SLOW)).toBeInTheDocument();
    expect(puts).toHaveLength(3);
    for (const sent of puts) {
      const original = before.find((attribute) => attribute.Uid === sent.Uid)!;
      expect(sent).toEqual({ ...original, DisableIndexing: true });
    }
    // The list shows the setting just changed, so the editor sees the result.
    const table = screen.getByRole('table', { name: 'Attributes' });
    const headers = within(table).getAllByRole('columnheader');
    const column = headers.findIndex((header) => header.textContent === 'Disable indexing');
    expect(column).toBeGreaterThan(-1);
    await waitFor(() =>
      expect(
        boxes()
          .slice(0, 3)
          .map((box) => within(box.closest('[role=row]') as HTMLElement).getAllByRole('cell')[column]!.textContent),
      ).toEqual(['Yes', 'Yes', 'Yes']),
    );
  });

  it('labels the bar’s controls, not a run-on “Set … to …”', async () => {
    const { user, boxes } = await openList();
    await user.click(boxes()[0]!);
    const bar = await screen.findByRole('region', { name: 'Bulk edit' }, SLOW);
    expect(within(bar).getByText('Setting to change')).toBeVisible();
    expect(within(bar).getByText('New value')).toBeVisible();
    expect(bar).not.toHaveTextContent(/\bSet\s*(Localized|Disable)/);
  });

  it('says what Export downloaded', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, boxes } = await openList();
    await user.click(boxes()[0]!);
    await user.click(screen.getByRole('button', { name: /^Export selected/ }));
    expect(await screen.findByText(/^Downloaded 1 attribute as “.+\.json”\. Import reads it on another environment\.$/, undefined, SLOW)).toBeInTheDocument();
  });

  it('says which attributes failed and why, and Retry saves only those', async () => {
    const puts = recordPuts();
    const { user, table, boxes } = await openList();
    await user.click(within(table).getByRole('checkbox', { name: /^Select all \d+ shown$/ }));
    expect(boxes().every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Clear selection' }, SLOW));
    expect(screen.queryByRole('region', { name: 'Bulk edit' })).not.toBeInTheDocument();

    await user.click(boxes()[0]!);
    await user.click(boxes()[1]!);
    addFault({ method: 'PUT', path: '/attributes', status: 500, once: true });
    const bar = await screen.findByRole('region', { name: 'Bulk edit' }, SLOW);
    await user.selectOptions(within(bar).getByLabelText('Setting to change'), 'Attribute group');
    await user.type(within(bar).getByLabelText('New value'), 'x');
    expect(within(bar).getByText('Enter a whole number, for example 12.')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Apply to 2 attributes…' })).toBeDisabled();
    await user.clear(within(bar).getByLabelText('New value'));
    await user.type(within(bar).getByLabelText('New value'), '7');
    await user.click(within(bar).getByRole('button', { name: 'Apply to 2 attributes…' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Set on 2 attributes' }));
    const failures = await within(bar).findByRole('alert', undefined, SLOW);
    expect(within(bar).getByText('1 attribute saved. 1 not saved.')).toBeInTheDocument();
    expect(within(failures).getAllByRole('listitem')).toHaveLength(1);
    const sentBefore = puts.length;
    await user.click(within(failures).getByRole('button', { name: 'Retry 1 attribute' }));
    expect(await within(bar).findByText('1 attribute saved.', undefined, SLOW)).toBeInTheDocument();
    expect(puts.length).toBe(sentBefore + 1);
    await waitFor(async () => {
      const after = await http.get('/attributes', z.array(attributeSchema));
      expect(after.filter((attribute) => attribute.AttributeGroupId === 7).length).toBeGreaterThanOrEqual(2);
    });
  });

  it('an attribute a colleague changed after the list was read is named as not set, not counted as saved, even when the list already held the value', async () => {
    const all = await http.get('/attributes', z.array(attributeSchema));
    const { user, boxes } = await openList();
    const alias = (box: HTMLElement) => box.getAttribute('aria-label')!.replace(/^Select /, '');
    const indexed = boxes().filter((box) => all.find((attribute) => attribute.Alias === alias(box))?.DisableIndexing === false);
    const [mine, theirs] = indexed.map((box) => all.find((attribute) => attribute.Alias === alias(box))!);
    await user.click(indexed[0]!);
    await user.click(indexed[1]!);
    const bar = await screen.findByRole('region', { name: 'Bulk edit' }, SLOW);
    await user.selectOptions(within(bar).getByLabelText('Setting to change'), 'Disable indexing');
    await user.selectOptions(within(bar).getByLabelText('New value'), 'No');
    await user.click(within(bar).getByRole('button', { name: 'Apply to 2 attributes…' }));
    await http.put('/attributes', { ...theirs, DisableIndexing: true });
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Set on 2 attributes' }));
    const failures = await within(bar).findByRole('alert', undefined, SLOW);
    expect(within(bar).getByText('1 attribute saved. 1 not saved.')).toBeInTheDocument();
    expect(within(failures).getByRole('listitem')).toHaveTextContent(`${theirs!.Alias}: A colleague changed this setting meanwhile.`);
    expect((await http.get(`/attributes/${theirs!.Uid}`, attributeSchema)).DisableIndexing).toBe(true);
    expect((await http.get(`/attributes/${mine!.Uid}`, attributeSchema)).DisableIndexing).toBe(false);
    // Retry, knowing theirs, sets it.
    await user.click(within(failures).getByRole('button', { name: 'Retry 1 attribute' }));
    expect(await within(bar).findByText('1 attribute saved.', undefined, SLOW)).toBeInTheDocument();
    expect((await http.get(`/attributes/${theirs!.Uid}`, attributeSchema)).DisableIndexing).toBe(false);
  });
});
