import { describe, expect, it } from 'vitest';
import type { AssetType } from '../../api/asset-types';
import { designerReducer, initialDesignerState } from './designer-reducer';
import { describePosition, stepMove, type Labeller } from './keyboard-move';
import { findSection, findTab } from './layout-tree';
import { normalizeExtensions, validateLayout } from './layout-validation';

const names: Record<string, string> = { a1: 'Colour', a2: 'Width', a3: 'Height' };
const attributeName = (uid: string) => names[uid];

function doc(): AssetType {
  return {
    Uid: 'at',
    Alias: 'Image',
    Label: 'Image',
    AllowedFileTypes: [0],
    Configuration: {
      Tabs: [
        {
          Uid: 't1',
          Label: 'General',
          Type: 'DynamicTabSetup',
          Sections: [
            {
              Uid: 's1',
              Headline: 'Basics',
              Properties: [
                { Uid: 'p1', AttributeUid: 'a1' },
                { Uid: 'p2', AttributeUid: 'a2' },
              ],
            },
            { Uid: 's2', Headline: 'Size', Properties: [{ Uid: 'p3', AttributeUid: 'a3' }] },
          ],
        },
        { Uid: 'fixed', Type: 'AssetFileTabSetup' },
        { Uid: 't2', Label: 'Media', Type: 'DynamicTabSetup', Sections: [{ Uid: 's3', Headline: 'Empty', Properties: [] }] },
      ],
    },
  };
}

const labels: Labeller = {
  tab: (layout, uid) => findTab(layout, uid)?.Label ?? uid,
  section: (layout, uid) => findSection(layout, uid)?.Headline ?? uid,
  property: (_layout, uid) => uid,
};

describe('validateLayout', () => {
  it('finds nothing wrong with a good layout', () => {
    expect(validateLayout(doc(), attributeName)).toEqual([]);
  });

  it('names an empty tab label and an empty section headline', () => {
    let state = initialDesignerState(doc());
    state = designerReducer(state, { type: 'editTab', uid: 't2', changes: { Label: ' ' } });
    state = designerReducer(state, { type: 'editSection', uid: 's2', changes: { Headline: '' } });
    expect(validateLayout(state.present, attributeName)).toEqual([
      { itemUid: 's2', message: 'Section 2 in tab General has no headline.' },
      { itemUid: 't2', message: 'Tab 3 has no label.' },
    ]);
  });

  it('names an attribute placed twice and both places', () => {
    const state = designerReducer(initialDesignerState(doc()), { type: 'addProperty', sectionUid: 's3', uid: 'p9', attributeUid: 'a1' });
    expect(validateLayout(state.present, attributeName)).toEqual([{ itemUid: 'p9', message: 'Colour is placed twice: in General › Basics and in Media › Empty.' }]);
  });

  it('names a property whose attribute does not exist', () => {
    const state = designerReducer(initialDesignerState(doc()), { type: 'addProperty', sectionUid: 's1', uid: 'p9', attributeUid: 'gone' });
    expect(validateLayout(state.present, attributeName)).toEqual([{ itemUid: 'p9', message: 'A property in General › Basics places an attribute that does not exist (id gone).' }]);
  });

  it('asks for alias, label, a file type, and extensions when SpecifiedExtensions is allowed', () => {
    const problems = validateLayout({ ...doc(), Alias: '', Label: null, AllowedFileTypes: [] }, attributeName);
    expect(problems.map((problem) => problem.field)).toEqual(['Alias', 'Label', 'AllowedFileTypes']);
    const extensions = validateLayout({ ...doc(), AllowedFileTypes: [5], SpecifiedExtensions: [] }, attributeName);
    expect(extensions.map((problem) => problem.field)).toEqual(['SpecifiedExtensions']);
  });
});

describe('normalizeExtensions', () => {
  it('lower-cases, strips dots, drops blanks and duplicates', () => {
    expect(normalizeExtensions('.JPG, png;  .jpg .tiff,,')).toEqual(['jpg', 'png', 'tiff']);
    expect(normalizeExtensions(['PDF', '..pdf', ' '])).toEqual(['pdf']);
  });
});

describe('stepMove (keyboard and move up/down)', () => {
  it('steps a property within its section', () => {
    expect(stepMove(doc(), { type: 'property', uid: 'p1' }, 'down')).toEqual({ type: 'moveProperty', uid: 'p1', toSectionUid: 's1', toIndex: 1 });
  });

  it('steps a property across section and tab boundaries, skipping fixed tabs', () => {
    expect(stepMove(doc(), { type: 'property', uid: 'p2' }, 'down')).toEqual({ type: 'moveProperty', uid: 'p2', toSectionUid: 's2', toIndex: 0 });
    expect(stepMove(doc(), { type: 'property', uid: 'p3' }, 'down')).toEqual({ type: 'moveProperty', uid: 'p3', toSectionUid: 's3', toIndex: 0 });
    expect(stepMove(doc(), { type: 'property', uid: 'p3' }, 'up')).toEqual({ type: 'moveProperty', uid: 'p3', toSectionUid: 's1', toIndex: 2 });
    expect(stepMove(doc(), { type: 'property', uid: 'p1' }, 'up')).toBeNull();
  });

  it('steps a section within its tab and into the next dynamic tab', () => {
    expect(stepMove(doc(), { type: 'section', uid: 's1' }, 'down')).toEqual({ type: 'moveSection', uid: 's1', toTabUid: 't1', toIndex: 1 });
    expect(stepMove(doc(), { type: 'section', uid: 's2' }, 'down')).toEqual({ type: 'moveSection', uid: 's2', toTabUid: 't2', toIndex: 0 });
    expect(stepMove(doc(), { type: 'section', uid: 's3' }, 'up')).toEqual({ type: 'moveSection', uid: 's3', toTabUid: 't1', toIndex: 2 });
  });

  it('steps a tab among dynamic tabs and stops at the ends', () => {
    expect(stepMove(doc(), { type: 'tab', uid: 't1' }, 'down')).toEqual({ type: 'moveTab', uid: 't1', toIndex: 1 });
    expect(stepMove(doc(), { type: 'tab', uid: 't2' }, 'down')).toBeNull();
  });

  it('describes a position with labels, not ids', () => {
    expect(describePosition(doc(), { type: 'property', uid: 'p2' }, labels)).toBe('position 2 of 2 in section Basics, tab General');
    expect(describePosition(doc(), { type: 'section', uid: 's3' }, labels)).toBe('position 1 of 1 in tab Media');
    expect(describePosition(doc(), { type: 'tab', uid: 't2' }, labels)).toBe('position 2 of 2 tabs');
  });
});

describe('permissions in a layout', () => {
  it('a permission that is not a permission id is a problem named by its item; null and uuids are not', () => {
    const layout = doc();
    const [general, fixed] = layout.Configuration!.Tabs!;
    general!.ViewPermission = 'photo-editors';
    general!.Sections![0]!.Properties![1]!.SavePermission = 'everyone';
    general!.Sections![1]!.ViewPermission = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    fixed!.SavePermission = null;
    expect(validateLayout(layout, attributeName)).toEqual([
      { itemUid: 't1', message: 'Tab General: the view permission “photo-editors” is not a permission id (a uuid).' },
      { itemUid: 'p2', message: 'Width in General › Basics: the save permission “everyone” is not a permission id (a uuid).' },
    ]);
  });
});
