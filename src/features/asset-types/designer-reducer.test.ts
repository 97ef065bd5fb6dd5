import { describe, expect, it } from 'vitest';
import type { AssetType } from '../../api/asset-types';
import { designerReducer, initialDesignerState, isDirty, type DesignerAction, type DesignerState } from './designer-reducer';
import { findProperty, findSection, findTab, tabsOf } from './layout-tree';

function fixture(): AssetType {
  return {
    Uid: 'at',
    Alias: 'Image',
    Label: 'Image',
    AllowedFileTypes: [1],
    HotspotDefinitions: [{ Shape: 'rect' }],
    Extra: { kept: true },
    Configuration: {
      Tabs: [
        {
          Uid: 't1',
          Label: 'General',
          Type: 'DynamicTabSetup',
          Custom: 'x',
          Sections: [
            { Uid: 's1', Headline: 'Basics', Type: 'DynamicSectionSetup', Properties: [p('p1', 'a1'), p('p2', 'a2'), p('p3', 'a3')] },
            { Uid: 's2', Headline: 'Empty', Type: 'DynamicSectionSetup', Properties: [] },
          ],
        },
        { Uid: 'fixed', Type: 'AssetFileTabSetup', ViewPermission: 'admin' },
        {
          Uid: 't2',
          Label: 'Media',
          Type: 'DynamicTabSetup',
          Sections: [{ Uid: 's3', Headline: 'Details', Type: 'DynamicSectionSetup', Properties: [p('p4', 'a4')] }],
        },
        { Uid: 't3', Label: 'Rights', Type: 'DynamicTabSetup', Sections: [] },
      ],
    },
  };
}

function p(uid: string, attributeUid: string) {
  return { Uid: uid, AttributeUid: attributeUid, ReadOnly: false, Mandatory: false, Unchangeable: false, Inherits: false, Type: 'AttributeSetup' };
}

const tabUids = (state: DesignerState) => tabsOf(state.present).map((tab) => tab.Uid);
const sectionUids = (state: DesignerState, tabUid: string) => (findTab(state.present, tabUid)?.Sections ?? []).map((s) => s.Uid);
const propertyUids = (state: DesignerState, sectionUid: string) => (findSection(state.present, sectionUid)?.Properties ?? []).map((x) => x.Uid);

function run(...actions: DesignerAction[]): DesignerState {
  return actions.reduce(designerReducer, initialDesignerState(fixture()));
}

/** Applies the action, then undo, then redo: undo must give back the very layout before it. */
function roundTrip(action: DesignerAction) {
  const before = initialDesignerState(fixture());
  const after = designerReducer(before, action);
  const undone = designerReducer(after, { type: 'undo' });
  const redone = designerReducer(undone, { type: 'redo' });
  return { before, after, undone, redone };
}

function expectUndoable(action: DesignerAction) {
  const { before, after, undone, redone } = roundTrip(action);
  expect(after.present).not.toBe(before.present);
  expect(isDirty(after)).toBe(true);
  expect(undone.present).toBe(before.present);
  expect(isDirty(undone)).toBe(false);
  expect(redone.present).toBe(after.present);
  return after;
}

describe('designer reducer: tabs', () => {
  it('adds a tab at the end, and undo removes it', () => {
    const after = expectUndoable({ type: 'addTab', uid: 'new', label: 'SEO' });
    expect(tabUids(after)).toEqual(['t1', 'fixed', 't2', 't3', 'new']);
    expect(findTab(after.present, 'new')).toMatchObject({ Label: 'SEO', Type: 'DynamicTabSetup', Sections: [] });
  });

  it('renames a tab and edits its settings, keeping unknown fields', () => {
    const after = expectUndoable({ type: 'editTab', uid: 't1', changes: { Label: 'Main', ShowSidebar: true, ViewPermission: 'editors' } });
    expect(findTab(after.present, 't1')).toMatchObject({ Label: 'Main', ShowSidebar: true, ViewPermission: 'editors', Custom: 'x' });
  });

  it('removes a tab with its sections, and undo brings both back', () => {
    const after = expectUndoable({ type: 'removeTab', uid: 't1' });
    expect(tabUids(after)).toEqual(['fixed', 't2', 't3']);
    expect(findProperty(after.present, 'p1')).toBeUndefined();
  });

  it('moves a tab among the dynamic tabs while a fixed tab keeps its place', () => {
    const after = expectUndoable({ type: 'moveTab', uid: 't3', toIndex: 0 });
    expect(tabUids(after)).toEqual(['t3', 'fixed', 't1', 't2']);
  });

  it('leaves fixed tabs alone: no rename, no removal', () => {
    const state = run({ type: 'editTab', uid: 'fixed', changes: { Label: 'x' } }, { type: 'removeTab', uid: 'fixed' });
    expect(state.present).toEqual(fixture());
    expect(state.past).toEqual([]);
  });
});

describe('designer reducer: sections', () => {
  it('adds a section to a tab', () => {
    const after = expectUndoable({ type: 'addSection', tabUid: 't3', uid: 'sNew', headline: 'Licence' });
    expect(sectionUids(after, 't3')).toEqual(['sNew']);
  });

  it('renames a section and edits its description and permissions', () => {
    const after = expectUndoable({ type: 'editSection', uid: 's1', changes: { Headline: 'Core', Description: 'The essentials', SavePermission: 'x' } });
    expect(findSection(after.present, 's1')).toMatchObject({ Headline: 'Core', Description: 'The essentials', SavePermission: 'x' });
  });

  it('removes a section', () => {
    const after = expectUndoable({ type: 'removeSection', uid: 's1' });
    expect(sectionUids(after, 't1')).toEqual(['s2']);
  });

  it('moves a section within its tab', () => {
    const after = expectUndoable({ type: 'moveSection', uid: 's2', toTabUid: 't1', toIndex: 0 });
    expect(sectionUids(after, 't1')).toEqual(['s2', 's1']);
  });

  it('moves a section to another tab, properties and all', () => {
    const after = expectUndoable({ type: 'moveSection', uid: 's1', toTabUid: 't2', toIndex: 1 });
    expect(sectionUids(after, 't1')).toEqual(['s2']);
    expect(sectionUids(after, 't2')).toEqual(['s3', 's1']);
    expect(propertyUids(after, 's1')).toEqual(['p1', 'p2', 'p3']);
  });

  it('moves a section into an empty tab', () => {
    const after = expectUndoable({ type: 'moveSection', uid: 's3', toTabUid: 't3', toIndex: 0 });
    expect(sectionUids(after, 't3')).toEqual(['s3']);
    expect(sectionUids(after, 't2')).toEqual([]);
  });

  it('refuses to move a section into a fixed tab', () => {
    const state = run({ type: 'moveSection', uid: 's1', toTabUid: 'fixed', toIndex: 0 });
    expect(state.past).toEqual([]);
  });
});

describe('designer reducer: properties', () => {
  it('adds a property placing an attribute, at an index', () => {
    const after = expectUndoable({ type: 'addProperty', sectionUid: 's1', uid: 'pNew', attributeUid: 'a9', index: 1 });
    expect(propertyUids(after, 's1')).toEqual(['p1', 'pNew', 'p2', 'p3']);
    expect(findProperty(after.present, 'pNew')).toMatchObject({ AttributeUid: 'a9', Type: 'AttributeSetup', Mandatory: false });
  });

  it('adds several attributes at the end of a section as one step to undo', () => {
    const after = expectUndoable({
      type: 'addProperties',
      sectionUid: 's2',
      properties: [
        { uid: 'n1', attributeUid: 'a7' },
        { uid: 'n2', attributeUid: 'a8' },
      ],
    });
    expect(propertyUids(after, 's2')).toEqual(['n1', 'n2']);
    expect(after.past).toHaveLength(1);
  });

  it('edits the flags and permissions of a property', () => {
    const after = expectUndoable({ type: 'editProperty', uid: 'p2', changes: { ReadOnly: true, Mandatory: true, Unchangeable: true, Inherits: true, ViewPermission: 'v' } });
    expect(findProperty(after.present, 'p2')).toMatchObject({ ReadOnly: true, Mandatory: true, Unchangeable: true, Inherits: true, ViewPermission: 'v' });
  });

  it('removes a property', () => {
    const after = expectUndoable({ type: 'removeProperty', uid: 'p2' });
    expect(propertyUids(after, 's1')).toEqual(['p1', 'p3']);
  });

  it('moves a property within its section', () => {
    const after = expectUndoable({ type: 'moveProperty', uid: 'p1', toSectionUid: 's1', toIndex: 2 });
    expect(propertyUids(after, 's1')).toEqual(['p2', 'p3', 'p1']);
  });

  it('moves a property into an empty section', () => {
    const after = expectUndoable({ type: 'moveProperty', uid: 'p2', toSectionUid: 's2', toIndex: 0 });
    expect(propertyUids(after, 's1')).toEqual(['p1', 'p3']);
    expect(propertyUids(after, 's2')).toEqual(['p2']);
  });

  it('moves a property to a section of another tab', () => {
    const after = expectUndoable({ type: 'moveProperty', uid: 'p4', toSectionUid: 's1', toIndex: 0 });
    expect(propertyUids(after, 's1')).toEqual(['p4', 'p1', 'p2', 'p3']);
    expect(propertyUids(after, 's3')).toEqual([]);
  });

  it('keeps untouched sections and tabs as the same objects (so memoized parts skip rendering)', () => {
    const before = fixture();
    const state = designerReducer(initialDesignerState(before), { type: 'moveProperty', uid: 'p1', toSectionUid: 's1', toIndex: 1 });
    const [t1, fixed, t2] = tabsOf(state.present);
    expect(fixed).toBe(tabsOf(before)[1]);
    expect(t2).toBe(tabsOf(before)[2]);
    expect(t1!.Sections![1]).toBe(tabsOf(before)[0]!.Sections![1]);
    expect(findProperty(state.present, 'p1')).toBe(findProperty(before, 'p1'));
  });
});

describe('designer reducer: asset type fields, history and gestures', () => {
  it('edits the asset type fields and keeps unknown fields and hotspots', () => {
    const after = expectUndoable({ type: 'editAssetType', changes: { Label: 'Picture', AllowedFileTypes: [1, 5], SpecifiedExtensions: ['tif'] } });
    expect(after.present).toMatchObject({ Label: 'Picture', AllowedFileTypes: [1, 5], SpecifiedExtensions: ['tif'], Extra: { kept: true }, HotspotDefinitions: [{ Shape: 'rect' }] });
  });

  it('records nothing for an action that changes nothing', () => {
    const state = run(
      { type: 'moveProperty', uid: 'p1', toSectionUid: 's1', toIndex: 0 },
      { type: 'editTab', uid: 'nope', changes: { Label: 'x' } },
      { type: 'editTab', uid: 't1', changes: { Label: 'General' } },
    );
    expect(state.past).toEqual([]);
    expect(isDirty(state)).toBe(false);
  });

  it('merges typing in one field into one undo step, but not edits of different fields', () => {
    const state = run(
      { type: 'editTab', uid: 't1', changes: { Label: 'G' } },
      { type: 'editTab', uid: 't1', changes: { Label: 'Ge' } },
      { type: 'editTab', uid: 't1', changes: { ShowSidebar: true } },
    );
    expect(state.past).toHaveLength(2);
    const undone = designerReducer(state, { type: 'undo' });
    expect(findTab(undone.present, 't1')?.Label).toBe('Ge');
    expect(findTab(undone.present, 't1')?.ShowSidebar).toBeUndefined();
    const undoneTwice = designerReducer(undone, { type: 'undo' });
    expect(findTab(undoneTwice.present, 't1')?.Label).toBe('General');
  });

  it('clears redo after a new change, and undo at the start does nothing', () => {
    let state = run({ type: 'removeProperty', uid: 'p1' }, { type: 'undo' });
    expect(state.future).toHaveLength(1);
    state = designerReducer(state, { type: 'removeProperty', uid: 'p2' });
    expect(state.future).toEqual([]);
    const start = initialDesignerState(fixture());
    expect(designerReducer(start, { type: 'undo' })).toBe(start);
    expect(designerReducer(start, { type: 'redo' })).toBe(start);
  });

  it('records the steps of one gesture as one undo entry', () => {
    const state = run(
      { type: 'beginGesture' },
      { type: 'moveProperty', uid: 'p1', toSectionUid: 's1', toIndex: 1 },
      { type: 'moveProperty', uid: 'p1', toSectionUid: 's1', toIndex: 2 },
      { type: 'moveProperty', uid: 'p1', toSectionUid: 's2', toIndex: 0 },
      { type: 'endGesture' },
    );
    expect(propertyUids(state, 's2')).toEqual(['p1']);
    expect(state.past).toHaveLength(1);
    expect(designerReducer(state, { type: 'undo' }).present).toEqual(fixture());
  });

  it('puts everything back when a gesture is cancelled', () => {
    const state = run({ type: 'beginGesture' }, { type: 'moveTab', uid: 't1', toIndex: 2 }, { type: 'cancelGesture' });
    expect(state.present).toEqual(fixture());
    expect(state.past).toEqual([]);
    expect(state.gestureStart).toBeNull();
  });

  it('adds no entry for a gesture that ends where it began', () => {
    const state = run({ type: 'beginGesture' }, { type: 'endGesture' });
    expect(state.past).toEqual([]);
  });

  it('marks the layout clean after a save, and dirty again after the next change', () => {
    let state = run({ type: 'removeProperty', uid: 'p1' });
    state = designerReducer(state, { type: 'saved', assetType: state.present });
    expect(isDirty(state)).toBe(false);
    state = designerReducer(state, { type: 'undo' });
    expect(isDirty(state)).toBe(true);
  });

  it('restores a draft over the server version, and undo goes back to the server version', () => {
    const draft = { ...fixture(), Label: 'Draft label' };
    const state = run({ type: 'restoreDraft', draft });
    expect(state.present.Label).toBe('Draft label');
    expect(isDirty(state)).toBe(true);
    expect(designerReducer(state, { type: 'undo' }).present).toEqual(fixture());
  });
});
