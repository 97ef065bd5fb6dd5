import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { attributeDisplayName, attributeSchema } from '../../src/api/attributes';
import { http } from '../../src/api/http';
import { languageSchema } from '../../src/api/languages';
import { savedSearchSchema } from '../../src/api/saved-searches';
import { savedSearchUid } from '../../src/mocks/seed-saved-searches';
import { renderApp } from '../render-app';

async function firstAttributeOfType(type: string) {
  const [attributes, languages] = await Promise.all([http.get('/attributes', z.array(attributeSchema)), http.get('/v1/Languages', z.array(languageSchema))]);
  const first = [...languages].sort((a, b) => a.SortOrder - b.SortOrder)[0]!.CultureCode;
  const attribute = attributes.find((candidate) => candidate.AttributeType === type && candidate.Alias)!;
  return { attribute, label: attributeDisplayName(attribute, first) };
}

async function readSearch(uid: string) {
  const [search] = await http.post('/v1/savedsearches/batch', [uid], z.array(savedSearchSchema));
  return search!;
}

/** A new search with one filter added: the builder's controls are ready. */
async function newSearchWithFilter() {
  const view = renderApp('/saved-searches/new');
  await view.user.type(await screen.findByLabelText('Name', undefined, { timeout: 5000 }), 'Query builder test');
  await view.user.click(screen.getByRole('button', { name: 'Add filter' }));
  return view;
}

describe('the query builder', () => {
  it('finds a field by typing part of its alias, picks it with the keyboard, and gives a number field a number input', async () => {
    const { attribute, label } = await firstAttributeOfType('NumberAttribute');
    const { user, router } = await newSearchWithFilter();
    const picker = screen.getByRole('combobox', { name: 'Filter 1 field' });
    await user.type(picker, attribute.Alias!);
    const list = screen.getByRole('listbox', { name: 'Fields' });
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent(label);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveValue(label);
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Filter 1 value')).toHaveAttribute('type', 'number');

    await user.selectOptions(screen.getByLabelText('Filter 1 operator'), 'is larger than');
    await user.type(screen.getByLabelText('Filter 1 value'), '100');
    expect(screen.getByText(`Finds products where ${label} is larger than 100.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create saved search' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/saved-searches\/[0-9a-f-]{36}$/), { timeout: 5000 });
    const saved = await readSearch(router.state.location.pathname.split('/').pop()!);
    expect(saved.Query!.Filters).toEqual([{ FieldUid: attribute.Uid, QueryOperator: 3, FilterValue: 100 }]);
  });

  it('reads operators as words and a yes/no field as a yes/no choice', async () => {
    const { attribute, label } = await firstAttributeOfType('BooleanAttribute');
    const { user } = await newSearchWithFilter();
    const operators = within(screen.getByLabelText('Filter 1 operator'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(operators).toEqual(['is', 'is not', 'contains', 'does not contain', 'matches the pattern', 'does not match the pattern', 'is larger than', 'is smaller than', 'is empty', 'is not empty']);
    await user.type(screen.getByRole('combobox', { name: 'Filter 1 field' }), attribute.Alias!);
    await user.keyboard('{ArrowDown}{Enter}');
    await user.selectOptions(screen.getByLabelText('Filter 1 value'), 'yes');
    expect(screen.getByText(`Finds products where ${label} is yes.`)).toBeInTheDocument();
  });

  it('a date field gets a date input, and a timestamp the server holds is shown as it is, not emptied', async () => {
    const { attribute } = await firstAttributeOfType('DateTimeAttribute');
    const { user } = await newSearchWithFilter();
    await user.type(screen.getByRole('combobox', { name: 'Filter 1 field' }), attribute.Alias!);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByLabelText('Filter 1 value')).toHaveAttribute('type', 'date');
  });

  it('shows a stored timestamp of a date filter as it is', async () => {
    const searches = await http.get('/v1/savedsearches', z.array(savedSearchSchema));
    const search = searches.find((candidate) => candidate.Name === 'Spring campaign variants – colours')!;
    renderApp(`/saved-searches/${search.Uid}`);
    const value = await screen.findByLabelText('Filter 2 value', undefined, { timeout: 5000 });
    expect(value).toHaveValue('2024-05-31T00:00:00Z');
    expect(value).toHaveAttribute('type', 'text');
  });

  it('leaving the field picker without choosing shows the chosen field again', async () => {
    const { attribute, label } = await firstAttributeOfType('TextAttribute');
    const { user } = await newSearchWithFilter();
    const picker = screen.getByRole('combobox', { name: 'Filter 1 field' });
    await user.type(picker, attribute.Alias!);
    await user.keyboard('{ArrowDown}{Enter}');
    await user.clear(picker);
    await user.type(picker, 'zzz-nothing');
    await user.tab();
    expect(picker).toHaveValue(label);
  });

  it('shows what is wrong at the item, and a save asks first: going back sends nothing, "Save anyway" saves', async () => {
    const uid = savedSearchUid(1);
    const before = await readSearch(uid);
    const { user } = renderApp(`/saved-searches/${uid}`);
    await screen.findByLabelText('Filter 1 field', undefined, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    await user.selectOptions(screen.getByLabelText('Query: how conditions combine'), 'any (Or)');
    const emptyGroup = screen.getByRole('group', { name: 'Group 2' });
    expect(within(emptyGroup).getByText('This group has no filters: in an "any" (Or) query it matches everything.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Save this query as it is?' });
    expect(within(ask).getByText('This group has no filters: in an "any" (Or) query it matches everything.')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Go back and fix it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect((await readSearch(uid)).Query).toEqual(before.Query);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText(/saved\.$/)).toBeInTheDocument();
    const saved = await readSearch(uid);
    expect(saved.Query!.BooleanOperator).toBe(1);
    expect(saved.Query!.SubQueries!.map((sub) => sub.Filters!.length)).toEqual([before.Query!.Filters!.length, 0]);
  });
});
