import { describe, expect, it } from 'vitest';
import type { AssetType } from '../../api/asset-types';
import { mergeLayouts } from './layout-merge';

const prop = (uid: string, extra: Record<string, unknown> = {}) => ({ Uid: uid, AttributeUid: `attr-${uid}`, Type: 'AttributeSetup', ...extra });
const section = (uid: string, properties: ReturnType<typeof prop>[], extra: Record<string, unknown> = {}) => ({
  Uid: uid,
  Headline: uid,
  Type: 'DynamicSectionSetup',
  Properties: properties,
  ...extra,
});
const tab = (uid: string, sections: ReturnType<typeof section>[], extra: Record<string, unknown> = {}) => ({ Uid: uid, Label: uid, Type: 'DynamicTabSetup', Sections: sections, ...extra });
const doc = (tabs: ReturnType<typeof tab>[], extra: Record<string, unknown> = {}): AssetType => ({
  Uid: 'at',
  Alias: 'photo',
  Label: 'Photo',
  HotspotDefinitions: [],
  Configuration: { Tabs: tabs },
  ...extra,
});

/** The layout as "tab/section: p1 p2" lines, to compare orders at a glance. */
function shape(assetType: AssetType): string[] {
  return (assetType.Configuration?.Tabs ?? []).flatMap((t) => (t.Sections ?? []).map((s) => `${t.Uid}/${s.Uid}: ${(s.Properties ?? []).map((p) => p.Uid).join(' ')}`));
}

const base = doc([tab('main', [section('general', [prop('a'), prop('b'), prop('c')]), section('details', [prop('d')])]), tab('extra', [section('more', [prop('e')])])]);

describe('mergeLayouts', () => {
  it('keeps their field change and my move', () => {
    const theirs = { ...base, Label: 'Picture' };
    const mine = doc([tab('main', [section('general', [prop('b'), prop('a'), prop('c')]), section('details', [prop('d')])]), tab('extra', [section('more', [prop('e')])])]);
    const result = mergeLayouts(base, theirs, mine);
    expect(result.conflicts).toEqual([]);
    expect(result.merged.Label).toBe('Picture');
    expect(shape(result.merged)).toEqual(['main/general: b a c', 'main/details: d', 'extra/more: e']);
    expect(result.theirsChanged.fields).toEqual(['Label']);
  });

  it("applies both sides' moves of different items", () => {
    // Theirs moves e into details; mine moves c to the front of general.
    const theirs = doc([tab('main', [section('general', [prop('a'), prop('b'), prop('c')]), section('details', [prop('d'), prop('e')])]), tab('extra', [section('more', [])])]);
    const mine = doc([tab('main', [section('general', [prop('c'), prop('a'), prop('b')]), section('details', [prop('d')])]), tab('extra', [section('more', [prop('e')])])]);
    const result = mergeLayouts(base, theirs, mine);
    expect(result.conflicts).toEqual([]);
    expect(shape(result.merged)).toEqual(['main/general: c a b', 'main/details: d e', 'extra/more: ']);
  });

  it('keeps adds of both sides and removes of either', () => {
    const theirs = doc([tab('main', [section('general', [prop('a'), prop('b'), prop('c'), prop('x')]), section('details', [prop('d')])]), tab('extra', [section('more', [prop('e')])])]);
    const mine = doc([tab('main', [section('general', [prop('a'), prop('y'), prop('c')]), section('details', [prop('d')])]), tab('extra', [section('more', [prop('e')])])]);
    const result = mergeLayouts(base, theirs, mine);
    expect(result.conflicts).toEqual([]);
    expect(shape(result.merged)).toEqual(['main/general: a y c x', 'main/details: d', 'extra/more: e']);
  });

  it('merges edits of different flags of one property, and of sections and tabs', () => {
    const theirs = doc([
      tab('main', [section('general', [prop('a', { Mandatory: true }), prop('b'), prop('c')]), section('details', [prop('d')])], { Label: 'Main tab' }),
      tab('extra', [section('more', [prop('e')])]),
    ]);
    const mine = doc([
      tab('main', [section('general', [prop('a', { ReadOnly: true }), prop('b'), prop('c')], { Headline: 'General info' }), section('details', [prop('d')])]),
      tab('extra', [section('more', [prop('e')])]),
    ]);
    const result = mergeLayouts(base, theirs, mine);
    expect(result.conflicts).toEqual([]);
    const mainTab = result.merged.Configuration!.Tabs![0]!;
    expect(mainTab.Label).toBe('Main tab');
    expect(mainTab.Sections![0]!.Headline).toBe('General info');
    expect(mainTab.Sections![0]!.Properties![0]).toMatchObject({ Mandatory: true, ReadOnly: true });
  });

  it('names a clash: one item edited by both, moved by both, removed by one and edited by the other', () => {
    const theirs = doc([tab('main', [section('general', [prop('a', { Mandatory: true }), prop('c'), prop('b')]), section('details', [])]), tab('extra', [section('more', [prop('e')])])]);
    const mine = doc([
      tab('main', [section('general', [prop('a', { Mandatory: false }), prop('b'), prop('c')]), section('details', [prop('d', { ReadOnly: true })])]),
      tab('extra', [section('more', [prop('b2'), prop('e')])]),
    ]);
    // Theirs: a edited, b/c swapped, d removed. Mine: a edited differently, d edited.
    const result = mergeLayouts(base, theirs, mine);
    expect(result.conflicts.map((c) => (c.kind === 'item' ? `${c.uid}:${c.reason}` : c.id)).sort()).toEqual(['a:both-edited', 'd:removed-by-them']);
    const resolved = mergeLayouts(base, theirs, mine, { 'item:a': 'theirs', 'item:d': 'theirs' });
    expect(resolved.conflicts).toEqual([]);
    expect(shape(resolved.merged)).toEqual(['main/general: a c b', 'main/details: ', 'extra/more: b2 e']);
    expect(resolved.merged.Configuration!.Tabs![0]!.Sections![0]!.Properties![0]).toMatchObject({ Mandatory: true });
  });

  it('a move of the same item to different places by both is a conflict; mine wins if chosen', () => {
    const theirs = doc([tab('main', [section('general', [prop('b'), prop('c')]), section('details', [prop('d'), prop('a')])]), tab('extra', [section('more', [prop('e')])])]);
    const mine = doc([tab('main', [section('general', [prop('b'), prop('c')]), section('details', [prop('d')])]), tab('extra', [section('more', [prop('a'), prop('e')])])]);
    const result = mergeLayouts(base, theirs, mine);
    expect(result.conflicts).toMatchObject([{ id: 'item:a', reason: 'both-moved' }]);
    expect(shape(mergeLayouts(base, theirs, mine, { 'item:a': 'mine' }).merged)).toEqual(['main/general: b c', 'main/details: d', 'extra/more: a e']);
  });

  it('a property I added to a section they removed brings the section back as a conflict', () => {
    const theirs = doc([tab('main', [section('general', [prop('a'), prop('b'), prop('c')])]), tab('extra', [section('more', [prop('e')])])]);
    const mine = doc([tab('main', [section('general', [prop('a'), prop('b'), prop('c')]), section('details', [prop('d'), prop('z')])]), tab('extra', [section('more', [prop('e')])])]);
    const result = mergeLayouts(base, theirs, mine);
    expect(result.conflicts).toMatchObject([{ id: 'item:details', reason: 'removed-by-them' }]);
    expect(shape(result.merged)).toContain('main/details: d z');
    expect(shape(mergeLayouts(base, theirs, mine, { 'item:details': 'theirs' }).merged)).toEqual(['main/general: a b c', 'extra/more: e']);
  });

  it('field clashes are conflicts too; unknown fields and hotspots merge', () => {
    const theirs = { ...base, Label: 'Picture', HotspotDefinitions: [{ X: 1 }] };
    const mine = { ...base, Label: 'Image', Extra: 'kept' };
    const result = mergeLayouts(base, theirs, mine);
    expect(result.conflicts).toMatchObject([{ id: 'field:Label', kind: 'field' }]);
    const resolved = mergeLayouts(base, theirs, mine, { 'field:Label': 'mine' });
    expect(resolved.merged).toMatchObject({ Label: 'Image', HotspotDefinitions: [{ X: 1 }], Extra: 'kept' });
  });

  it('is the identity when nobody changed anything, and takes theirs when only they did', () => {
    expect(mergeLayouts(base, base, base).merged).toEqual(base);
    const theirs = doc([tab('extra', [section('more', [prop('e')])]), tab('main', [section('general', [prop('a'), prop('b'), prop('c')]), section('details', [prop('d')])])]);
    expect(mergeLayouts(base, theirs, base).merged).toEqual(theirs);
  });
});
