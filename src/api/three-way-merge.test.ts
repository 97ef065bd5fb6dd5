import { describe, expect, it } from 'vitest';
import { listChanges, mergeOrder, resolveConflicts, threeWayMerge } from './three-way-merge';

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

describe('threeWayMerge of a list of named items (a search’s columns)', () => {
  type Column = { FieldUid: string; Width?: number | null; Sort?: string };
  const col = (FieldUid: string, Width: number | null = null): Column => ({ FieldUid, Width });
  const search = (...ViewColumns: Column[]) => ({ Uid: 's', Name: 'Search', ViewColumns });
  const lists = { ViewColumns: 'FieldUid' };
  const start = search(col('name', 280), col('sku', 120), col('brand', 160));
  const merge = (theirs: Column[], mine: Column[], opened = start) => threeWayMerge(opened, search(...theirs), search(...mine), { lists });
  const uids = (columns: unknown) => (columns as Column[]).map((column) => column.FieldUid);

  it('keeps their added column and my removed one: both changes stand, theirs named as merged', () => {
    const result = merge([col('name', 280), col('sku', 120), col('brand', 160), col('price')], [col('name', 280), col('brand', 160)]);
    expect(result.conflicts).toEqual([]);
    expect(result.merged.ViewColumns).toEqual([col('name', 280), col('brand', 160), col('price')]);
    expect(result.theirsChanged).toEqual(['ViewColumns']);
    expect(result.mineChanged).toEqual(['ViewColumns']);
  });

  it('puts each side’s additions after the column they follow, both removals applied', () => {
    const result = merge([col('ean'), col('name', 280), col('brand', 160)], [col('name', 280), col('colour'), col('sku', 120)]);
    expect(result.conflicts).toEqual([]);
    expect(uids(result.merged.ViewColumns)).toEqual(['ean', 'name', 'colour']);
  });

  it('takes the order from the side that reordered, the other side’s additions and removals kept', () => {
    // I moved brand first; they added price after sku and removed name.
    const mineFirst = merge([col('sku', 120), col('price'), col('brand', 160)], [col('brand', 160), col('name', 280), col('sku', 120)]);
    expect(mineFirst.conflicts).toEqual([]);
    expect(uids(mineFirst.merged.ViewColumns)).toEqual(['brand', 'sku', 'price']);
    // They moved sku last; I added price after name.
    const theirsFirst = merge([col('name', 280), col('brand', 160), col('sku', 120)], [col('name', 280), col('price'), col('sku', 120), col('brand', 160)]);
    expect(theirsFirst.conflicts).toEqual([]);
    expect(uids(theirsFirst.merged.ViewColumns)).toEqual(['name', 'price', 'brand', 'sku']);
  });

  it('keeps a column added at the end last when they moved the one before it to the front', () => {
    const result = merge([col('brand', 160), col('name', 280), col('sku', 120)], [col('name', 280), col('sku', 120), col('brand', 160), col('price')]);
    expect(result.conflicts).toEqual([]);
    expect(uids(result.merged.ViewColumns)).toEqual(['brand', 'name', 'sku', 'price']);
  });

  it('keeps a column added between two others there when they moved the one before it away', () => {
    const result = merge([col('sku', 120), col('brand', 160), col('name', 280)], [col('name', 280), col('sku', 120), col('price'), col('brand', 160)]);
    expect(result.conflicts).toEqual([]);
    expect(uids(result.merged.ViewColumns)).toEqual(['sku', 'price', 'brand', 'name']);
  });

  it('merges a column’s own settings field by field, also when both reordered the same way', () => {
    const opened = search({ ...col('name', 280), Sort: 'asc' }, col('sku', 120));
    const result = merge([col('sku', 200), { ...col('name', 280), Sort: 'asc' }], [col('sku', 120), { ...col('name', 280), Sort: 'desc' }], opened);
    expect(result.conflicts).toEqual([]);
    expect(result.merged.ViewColumns).toEqual([col('sku', 200), { ...col('name', 280), Sort: 'desc' }]);
  });

  it('is a clash when both reordered differently; either choice keeps the other side’s addition', () => {
    const theirs = [col('sku', 120), col('name', 280), col('brand', 160), col('price')];
    const mine = [col('brand', 160), col('name', 280), col('sku', 120), col('colour')];
    const result = merge(theirs, mine);
    expect(result.conflicts).toHaveLength(1);
    expect(result.conflicts[0]).toMatchObject({ path: 'ViewColumns', base: start.ViewColumns, theirs, mine });
    // Each addition comes after all the columns it followed on its side.
    expect(uids(resolveConflicts(result, { ViewColumns: 'theirs' }).ViewColumns)).toEqual(['sku', 'name', 'brand', 'colour', 'price']);
    expect(uids(resolveConflicts(result, { ViewColumns: 'mine' }).ViewColumns)).toEqual(['brand', 'name', 'sku', 'price', 'colour']);
    expect(result.merged.ViewColumns).toEqual(resolveConflicts(result, { ViewColumns: 'mine' }).ViewColumns);
  });

  it('is a clash when one removed a column the other changed; the choice keeps or drops it, the rest merged', () => {
    const result = merge([col('name', 280), col('sku', 120), col('price')], [col('name', 280), col('sku', 120), col('brand', 200)]);
    expect(result.conflicts.map((conflict) => conflict.path)).toEqual(['ViewColumns']);
    expect(resolveConflicts(result, { ViewColumns: 'mine' }).ViewColumns).toEqual([col('name', 280), col('sku', 120), col('brand', 200), col('price')]);
    expect(resolveConflicts(result, { ViewColumns: 'theirs' }).ViewColumns).toEqual([col('name', 280), col('sku', 120), col('price')]);
  });

  it('is a clash when both changed one setting of a column differently', () => {
    const result = merge([col('name', 300), col('sku', 120), col('brand', 160), col('price')], [col('name', 200), col('sku', 120), col('brand', 160)]);
    expect(result.conflicts).toHaveLength(1);
    expect(resolveConflicts(result, { ViewColumns: 'theirs' }).ViewColumns).toEqual([col('name', 300), col('sku', 120), col('brand', 160), col('price')]);
    expect(resolveConflicts(result, { ViewColumns: 'mine' }).ViewColumns).toEqual([col('name', 200), col('sku', 120), col('brand', 160), col('price')]);
  });

  it('merges a list with a column twice, or without lists asked for, as one value', () => {
    const twice = merge([col('name', 280), col('name', 280), col('sku', 120)], [col('name', 280), col('brand', 160)]);
    expect(twice.conflicts.map((conflict) => conflict.resolved)).toEqual([undefined]);
    const unasked = threeWayMerge(start, search(col('name', 280), col('sku', 120), col('brand', 160), col('price')), search(col('name', 280), col('brand', 160)));
    expect(unasked.conflicts).toHaveLength(1);
  });
});

describe('mergeOrder', () => {
  it('keeps the first order, placing the other side’s items after their nearest kept predecessor (after all, for one last there)', () => {
    const kept = (id: string) => id !== 'c';
    expect(mergeOrder(['a', 'b', 'c', 'd'], ['x', 'a', 'c', 'y', 'd'], kept, (id) => id === 'x' || id === 'y')).toEqual(['x', 'a', 'y', 'b', 'd']);
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
