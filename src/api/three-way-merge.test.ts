import { describe, expect, it } from 'vitest';
import { listChanges, resolveConflicts, threeWayMerge } from './three-way-merge';

const base = { Uid: 'a', Alias: 'colour', BackofficeName: 'Colour', Localized: false, Name: { 'en-GB': 'Colour', 'da-DK': 'Farve' }, MetaData: { x: 1 } };

describe('threeWayMerge', () => {
  it('keeps the server copy when only the server changed', () => {
    const theirs = { ...base, BackofficeName: 'Color' };
    const result = threeWayMerge(base, theirs, base);
    expect(result.merged).toEqual(theirs);
    expect(result.theirsChanged).toEqual(['BackofficeName']);
    expect(result.conflicts).toEqual([]);
  });

  it('lays only my changed fields over the server copy', () => {
    const theirs = { ...base, BackofficeName: 'Color' };
    const mine = { ...base, Localized: true };
    const result = threeWayMerge(base, theirs, mine);
    expect(result.merged).toEqual({ ...base, BackofficeName: 'Color', Localized: true });
    expect(result.mineChanged).toEqual(['Localized']);
    expect(result.conflicts).toEqual([]);
  });

  it('names a field both changed differently as a conflict, holding mine until resolved', () => {
    const theirs = { ...base, BackofficeName: 'Color' };
    const mine = { ...base, BackofficeName: 'Hue' };
    const result = threeWayMerge(base, theirs, mine);
    expect(result.conflicts).toEqual([{ path: 'BackofficeName', key: 'BackofficeName', base: 'Colour', theirs: 'Color', mine: 'Hue' }]);
    expect(result.merged.BackofficeName).toBe('Hue');
    expect(resolveConflicts(result, { BackofficeName: 'theirs' }).BackofficeName).toBe('Color');
    expect(resolveConflicts(result, { BackofficeName: 'mine' }).BackofficeName).toBe('Hue');
  });

  it('is no conflict when both made the same change', () => {
    const both = { ...base, BackofficeName: 'Color' };
    expect(threeWayMerge(base, both, both).conflicts).toEqual([]);
  });

  it('merges dictionaries entry by entry when asked', () => {
    const theirs = { ...base, Name: { ...base.Name, 'da-DK': 'Farven' } };
    const mine = { ...base, Name: { ...base.Name, 'en-GB': 'Color', 'sv-SE': 'Färg' } };
    const result = threeWayMerge(base, theirs, mine, { dictionaries: ['Name'] });
    expect(result.conflicts).toEqual([]);
    expect(result.merged.Name).toEqual({ 'en-GB': 'Color', 'da-DK': 'Farven', 'sv-SE': 'Färg' });
    // Without the option the whole dictionary is one field, and both changed it.
    expect(threeWayMerge(base, theirs, mine).conflicts.map((c) => c.path)).toEqual(['Name']);
  });

  it('reports a clash inside a dictionary by its entry', () => {
    const theirs = { ...base, Name: { ...base.Name, 'da-DK': 'Farven' } };
    const mine = { ...base, Name: { ...base.Name, 'da-DK': 'Kulør' } };
    const result = threeWayMerge(base, theirs, mine, { dictionaries: ['Name'] });
    expect(result.conflicts.map((c) => [c.path, c.theirs, c.mine])).toEqual([['Name.da-DK', 'Farven', 'Kulør']]);
    expect(resolveConflicts(result, { 'Name.da-DK': 'theirs' }).Name).toEqual({ 'en-GB': 'Colour', 'da-DK': 'Farven' });
  });

  it('merges unknown fields, added and removed keys the same way', () => {
    const theirs: Record<string, unknown> = { ...base, Columns: 6 };
    const mine: Record<string, unknown> = { ...base };
    delete mine.MetaData;
    const result = threeWayMerge<Record<string, unknown>>(base, theirs, mine);
    expect(result.merged).toEqual({ Uid: 'a', Alias: 'colour', BackofficeName: 'Colour', Localized: false, Name: base.Name, Columns: 6 });
    expect(result.conflicts).toEqual([]);
  });

  it('compares nested values structurally, not by identity', () => {
    const theirs = { ...base, MetaData: { x: 1 } };
    const mine = { ...base, MetaData: { x: 2 } };
    const result = threeWayMerge(base, theirs, mine);
    expect(result.theirsChanged).toEqual([]);
    expect(result.merged.MetaData).toEqual({ x: 2 });
  });
});

describe('listChanges', () => {
  it('lists what differs, dictionaries by entry', () => {
    const after = { ...base, Localized: true, Name: { ...base.Name, 'da-DK': null as string | null } };
    expect(listChanges<object>(base, after, { dictionaries: ['Name'] })).toEqual([
      { path: 'Localized', before: false, after: true },
      { path: 'Name.da-DK', before: 'Farve', after: null },
    ]);
  });
});
