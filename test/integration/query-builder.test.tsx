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

/** The search the seed holds under this name. */
async function seededSearch(name: string) {
  const searches = await http.get('/v1/savedsearches', z.array(savedSearchSchema));
  return searches.find((candidate) => candidate.Name === name)!;
}

const operatorsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the query builder', () => {
  it("lists a field picker's fields when it opens, not while closed: a query's filters carry no hidden options", async () => {
    const { user } = await newSearchWithFilter();
    const picker = screen.getByRole('combobox', { name: 'Filter 1 field' });
    const list = document.getElementById(picker.getAttribute('aria-controls')!)!;
    expect(list.querySelectorAll('[role="option"]')).toHaveLength(0);
    await user.click(picker);
    expect(within(screen.getByRole('listbox', { name: 'Fields' })).getAllByRole('option')).toHaveLength(50);
    expect(screen.getByText(/^50 of [\d,.]+ shown: type to narrow\.$/)).toBeVisible();
    // ↓ opens a closed list on its first option.
    await user.keyboard('{Escape}');
    expect(list.querySelectorAll('[role="option"]')).toHaveLength(0);
    await user.keyboard('{ArrowDown}');
    expect(within(list).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  });

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

  it('Enter on a field name typed exactly picks it, and does not submit the form', async () => {
    const { attribute, label } = await firstAttributeOfType('NumberAttribute');
    const { user } = renderApp('/saved-searches/new');
    await user.click(await screen.findByRole('button', { name: 'Add filter' }, { timeout: 5000 }));
    const picker = screen.getByRole('combobox', { name: 'Filter 1 field' });
    await user.type(picker, `${label}{Enter}`);
    expect(picker).toHaveValue(label);
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Filter 1 value')).toHaveAttribute('type', 'number');
    // The name is still empty: a submit would have said so.
    expect(screen.queryByText('Enter a name.')).not.toBeInTheDocument();

    // The alias, typed in any case, is as good as the name.
    const { attribute: text, label: textLabel } = await firstAttributeOfType('TextAttribute');
    await user.clear(picker);
    await user.type(picker, `${text.Alias!.toUpperCase()}{Enter}`);
    expect(picker).toHaveValue(textLabel);
    expect(screen.getByText(`Finds products where ${textLabel} is (no value).`)).toBeInTheDocument();
    expect(attribute.Uid).not.toBe(text.Uid);
    expect(screen.queryByText('Enter a name.')).not.toBeInTheDocument();
  });

  it('offers the operators and the value input of the field’s type', async () => {
    const kinds = [
      { type: 'NumberAttribute', operators: ['is', 'is not', 'is larger than', 'is smaller than', 'is empty', 'is not empty'] },
      { type: 'DateTimeAttribute', operators: ['is', 'is not', 'is after', 'is before', 'is empty', 'is not empty'] },
      { type: 'BooleanAttribute', operators: ['is', 'is not', 'is empty', 'is not empty'] },
      { type: 'FixedListAttribute', operators: ['is', 'is not', 'is empty', 'is not empty'] },
      { type: 'TextAttribute', operators: ['is', 'is not', 'contains', 'does not contain', 'matches the pattern', 'does not match the pattern', 'is empty', 'is not empty'] },
    ];
    const { user } = await newSearchWithFilter();
    const picker = screen.getByRole('combobox', { name: 'Filter 1 field' });
    for (const kind of kinds) {
      const { attribute } = await firstAttributeOfType(kind.type);
      await user.clear(picker);
      await user.type(picker, `${attribute.Alias!}{Enter}`);
      expect(operatorsOf(screen.getByLabelText('Filter 1 operator')), kind.type).toEqual(kind.operators);
    }
  });

  it('a number field compares as a number: picking one after “contains” starts again from “is”', async () => {
    const { attribute: text } = await firstAttributeOfType('TextAttribute');
    const { attribute: number, label } = await firstAttributeOfType('NumberAttribute');
    const { user } = await newSearchWithFilter();
    const picker = screen.getByRole('combobox', { name: 'Filter 1 field' });
    await user.type(picker, `${text.Alias!}{Enter}`);
    await user.selectOptions(screen.getByLabelText('Filter 1 operator'), 'contains');
    await user.type(screen.getByLabelText('Filter 1 value'), 'abc');
    await user.clear(picker);
    await user.type(picker, `${number.Alias!}{Enter}`);
    expect(screen.getByLabelText('Filter 1 operator')).toHaveDisplayValue('is');
    expect(screen.getByLabelText('Filter 1 value')).toHaveValue(null);
    expect(screen.getByText(`Finds products where ${label} is (no value).`)).toBeInTheDocument();
  });

  it('a date field reads “is after” and “is before”', async () => {
    const { attribute, label } = await firstAttributeOfType('DateTimeAttribute');
    const { user } = await newSearchWithFilter();
    await user.type(screen.getByRole('combobox', { name: 'Filter 1 field' }), `${attribute.Alias!}{Enter}`);
    await user.selectOptions(screen.getByLabelText('Filter 1 operator'), 'is after');
    expect(screen.getByText(`Finds products where ${label} is after (no value).`)).toBeInTheDocument();
  });

  it('a fixed list’s value is picked from the values its searches use, and saved as picked', async () => {
    const colour = (await http.get('/attributes', z.array(attributeSchema))).find((attribute) => attribute.Alias === 'colour')!;
    const { user, router } = await newSearchWithFilter();
    await user.type(screen.getByRole('combobox', { name: 'Filter 1 field' }), 'colour{Enter}');
    const value = screen.getByRole('combobox', { name: 'Filter 1 value' });
    await user.click(value);
    const values = screen.getByRole('listbox', { name: 'Values of Colour in saved searches' });
    expect(within(values).getByRole('option', { name: /^grey/ })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(value).toHaveValue('grey');
    expect(screen.getByText('Finds products where Colour is “grey”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create saved search' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/saved-searches\/[0-9a-f-]{36}$/), { timeout: 5000 });
    const saved = await readSearch(router.state.location.pathname.split('/').pop()!);
    expect(saved.Query!.Filters).toEqual([{ FieldUid: colour.Uid, QueryOperator: 0, FilterValue: 'grey' }]);
  });

  it('keeps and marks an operator the field’s type no longer offers, and saves it back unchanged', async () => {
    const search = await seededSearch('Colours to review');
    const { user } = renderApp(`/saved-searches/${search.Uid}`);
    const operator = await screen.findByLabelText('Filter 1 operator', undefined, { timeout: 5000 });
    expect(operator).toHaveDisplayValue('does not contain (kept: not offered for a fixed list)');
    expect(operator).toHaveAccessibleDescription(/“does not contain” is not offered for a fixed list\. The search keeps it until you choose another operator\./);
    expect(screen.getByText('Finds global list entries where Colour does not contain “grey”.')).toBeInTheDocument();

    const name = screen.getByLabelText('Name');
    await user.type(name, ' (kept)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/saved\.$/)).toBeInTheDocument();
    expect((await readSearch(search.Uid)).Query!.Filters).toEqual(search.Query!.Filters);

    // The saved copy is the form's new start: its controls are new.
    const savedOperator = screen.getByLabelText('Filter 1 operator');
    await user.selectOptions(savedOperator, 'is not');
    expect(operatorsOf(savedOperator)).toEqual(['is', 'is not', 'is empty', 'is not empty']);
    expect(screen.queryByText(/is not offered for a fixed list/)).not.toBeInTheDocument();
  });

  it('adds view columns with the same searchable picker: part of a name and ↓ Enter, or the whole name and Enter', async () => {
    const { attribute, label } = await firstAttributeOfType('NumberAttribute');
    const { attribute: other, label: otherLabel } = await firstAttributeOfType('DateTimeAttribute');
    const { user } = renderApp('/saved-searches/new');
    const adder = await screen.findByRole('combobox', { name: 'Field to add as a column' }, { timeout: 5000 });
    await user.type(adder, attribute.Alias!);
    expect(within(screen.getByRole('listbox', { name: 'Fields' })).getAllByRole('option')[0]).toHaveTextContent(label);
    await user.keyboard('{ArrowDown}{Enter}');
    const columns = screen.getByRole('list', { name: 'Columns in display order' });
    expect(within(columns).getByText(label)).toBeInTheDocument();
    expect(adder).toHaveValue('');
    expect(adder).toHaveFocus();

    await user.type(adder, `${otherLabel}{Enter}`);
    expect(
      within(columns)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.column-name')!.textContent),
    ).toEqual([label, otherLabel]);
    expect(within(screen.getByRole('group', { name: 'View columns' })).getByText(`Column “${otherLabel}” added.`)).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Enter a name.')).not.toBeInTheDocument();
    expect(other.Uid).not.toBe(attribute.Uid);
  });
});
