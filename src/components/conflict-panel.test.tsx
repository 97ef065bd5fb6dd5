import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withInterfaceLanguage } from '../../test/with-interface-language';
import { describe, expect, it, vi } from 'vitest';
import { ConflictPanel } from './conflict-panel';

const wrapper = withInterfaceLanguage;

const conflicts = [
  { path: 'BackofficeName', key: 'BackofficeName', base: 'Colour', theirs: 'Color', mine: 'Hue' },
  { path: 'Name.da-DK', key: 'Name', entry: 'da-DK', base: 'Farve', theirs: null, mine: '<b>Kulør</b>' },
];
const labelOf = (path: string) => (path === 'BackofficeName' ? 'Backoffice name' : 'Name (da-DK)');

describe('ConflictPanel', () => {
  it('shows base, theirs and mine per field as text and takes focus', () => {
    render(<ConflictPanel conflicts={conflicts} labelOf={labelOf} onResolve={() => {}} onCancel={() => {}} />, { wrapper });
    expect(screen.getByRole('heading', { name: 'Someone else changed these 2 fields too' })).toHaveFocus();
    const row = screen.getByRole('row', { name: /Name \(da-DK\)/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['Farve', '(empty)', '<b>Kulør</b>']);
  });

  it('says of a list’s clash that either choice keeps the rest of both sides’ changes to it', () => {
    const columns = { path: 'ViewColumns', key: 'ViewColumns', base: ['a', 'b'], theirs: ['b', 'a'], mine: ['b', 'a', 'c'], resolved: { theirs: ['b', 'a', 'c'], mine: ['b', 'a', 'c'] } };
    render(<ConflictPanel conflicts={[...conflicts, columns]} labelOf={(path) => (path === 'ViewColumns' ? 'Columns' : labelOf(path))} onResolve={() => {}} onCancel={() => {}} />, { wrapper });
    const note = 'Whichever you keep, what else either side added, removed or changed here stays.';
    expect(within(screen.getByRole('row', { name: /Columns/ })).getByText(note)).toBeVisible();
    expect(screen.getAllByText(note)).toHaveLength(1);
    // Heard with the choice, not only when the table is read through.
    expect(screen.getByRole('group', { name: 'Keep which value of Columns' })).toHaveAccessibleDescription(note);
  });

  it('each choice of a list’s clash says the whole list it saves, in the words of formatValue, heard with the choice', () => {
    // Both reordered a, b; theirs removed c, mine added d: either choice keeps the other's change too.
    const columns = { path: 'ViewColumns', key: 'ViewColumns', base: ['a', 'b', 'c'], theirs: ['b', 'a'], mine: ['a', 'c', 'd', 'b'], resolved: { theirs: ['b', 'a', 'd'], mine: ['a', 'd', 'b'] } };
    const formatValue = (value: unknown) => (value as string[]).map((id) => id.toUpperCase()).join(', ');
    render(<ConflictPanel conflicts={[columns]} labelOf={() => 'Columns'} formatValue={formatValue} onResolve={() => {}} onCancel={() => {}} />, { wrapper });
    const choice = screen.getByRole('group', { name: 'Keep which value of Columns' });
    expect(within(choice).getByRole('radio', { name: 'Mine' })).toHaveAccessibleDescription('Saves: A, D, B');
    expect(within(choice).getByRole('radio', { name: 'Theirs' })).toHaveAccessibleDescription('Saves: B, A, D');
    // A field that is one value saves what its column shows: no description.
    render(<ConflictPanel conflicts={conflicts} labelOf={labelOf} onResolve={() => {}} onCancel={() => {}} />, { wrapper });
    expect(within(screen.getByRole('group', { name: 'Keep which value of Backoffice name' })).getByRole('radio', { name: 'Mine' })).not.toHaveAccessibleDescription();
  });

  it('saves with the choice made per field, mine by default', async () => {
    const onResolve = vi.fn();
    render(<ConflictPanel conflicts={conflicts} labelOf={labelOf} onResolve={onResolve} onCancel={() => {}} />, { wrapper });
    const choice = screen.getByRole('group', { name: 'Keep which value of Name (da-DK)' });
    await userEvent.click(within(choice).getByRole('radio', { name: 'Theirs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save with these choices' }));
    expect(onResolve).toHaveBeenCalledWith({ BackofficeName: 'mine', 'Name.da-DK': 'theirs' });
  });

  it('takes all theirs at once', async () => {
    const onResolve = vi.fn();
    render(<ConflictPanel conflicts={conflicts} labelOf={labelOf} onResolve={onResolve} onCancel={() => {}} />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Take all theirs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save with these choices' }));
    expect(onResolve).toHaveBeenCalledWith({ BackofficeName: 'theirs', 'Name.da-DK': 'theirs' });
  });
});
