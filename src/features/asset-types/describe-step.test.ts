import { describe, expect, it } from 'vitest';
import type { AssetType } from '../../api/asset-types';
import { describeStep } from './describe-step';
import { applyChange } from './designer-reducer';
import { createLabeller } from './designer-selection';

const p = (uid: string, attributeUid: string) => ({ Uid: uid, AttributeUid: attributeUid, ReadOnly: false, Mandatory: false, Unchangeable: false, Inherits: false, Type: 'AttributeSetup' });

const doc: AssetType = {
  Uid: 'at',
  Alias: 'image',
  Label: 'Image',
  Configuration: {
    Tabs: [
      { Uid: 'fixed', Type: 'AssetFileTabSetup' },
      {
        Uid: 't1',
        Label: 'General',
        Type: 'DynamicTabSetup',
        Sections: [
          { Uid: 's1', Headline: 'Basics', Type: 'DynamicSectionSetup', Properties: [p('p1', 'a1'), p('p2', 'a2'), p('p3', 'a3')] },
          { Uid: 's2', Headline: 'Classification', Type: 'DynamicSectionSetup', Properties: [p('p4', 'a4')] },
        ],
      },
      { Uid: 't2', Label: 'Marketing', Type: 'DynamicTabSetup', Sections: [{ Uid: 's3', Headline: 'Campaign', Type: 'DynamicSectionSetup', Properties: [] }] },
    ],
  },
};

const names: Record<string, string> = { a1: 'Image alt text', a2: 'Subtitle', a3: 'Brand', a4: 'Colour', a5: 'Season' };
const labels = createLabeller(new Map(Object.entries(names).map(([uid, name]) => [uid, { name, type: 'TextAttribute', attribute: { Uid: uid } as never }])));

function step(...actions: Parameters<typeof applyChange>[1][]): string {
  const after = actions.reduce((current, action) => applyChange(current, action), doc);
  return describeStep(doc, after, labels);
}

describe('describeStep', () => {
  it('names a property moved to another section, or within its section, and not the neighbours it shifted', () => {
    expect(step({ type: 'moveProperty', uid: 'p2', toSectionUid: 's2', toIndex: 0 })).toBe('moved “Subtitle” to section “Classification”');
    expect(step({ type: 'moveProperty', uid: 'p1', toSectionUid: 's1', toIndex: 2 })).toBe('moved “Image alt text” to position 3 in section “Basics”');
    expect(step({ type: 'moveProperty', uid: 'p3', toSectionUid: 's1', toIndex: 0 })).toBe('moved “Brand” to position 1 in section “Basics”');
  });

  it('names the item the step was about when two neighbours swapped (the order reads either way)', () => {
    const after = applyChange(doc, { type: 'moveProperty', uid: 'p2', toSectionUid: 's1', toIndex: 2 });
    expect(describeStep(doc, after, labels, 'p2')).toBe('moved “Subtitle” to position 3 in section “Basics”');
    expect(describeStep(doc, after, labels, 'p3')).toBe('moved “Brand” to position 2 in section “Basics”');
  });

  it('names moved sections and tabs', () => {
    expect(step({ type: 'moveSection', uid: 's2', toTabUid: 't2', toIndex: 1 })).toBe('moved section “Classification” to tab “Marketing”');
    expect(step({ type: 'moveSection', uid: 's2', toTabUid: 't1', toIndex: 0 })).toBe('moved section “Classification” to position 1 in tab “General”');
    expect(step({ type: 'moveTab', uid: 't2', toIndex: 0 })).toBe('moved tab “Marketing” to position 2');
  });

  it('names additions, removals, renames and settings', () => {
    expect(step({ type: 'addTab', uid: 't3', label: 'New tab' })).toBe('added tab “New tab”');
    expect(
      step({
        type: 'addProperties',
        sectionUid: 's3',
        properties: [
          { uid: 'n1', attributeUid: 'a4' },
          { uid: 'n2', attributeUid: 'a5' },
        ],
      }),
    ).toBe('added 2 properties to section “Campaign”');
    expect(step({ type: 'addProperty', sectionUid: 's3', uid: 'n1', attributeUid: 'a5' })).toBe('added “Season” to section “Campaign”');
    expect(step({ type: 'removeSection', uid: 's1' })).toBe('removed section “Basics”');
    expect(step({ type: 'removeProperty', uid: 'p4' })).toBe('removed “Colour” from section “Classification”');
    expect(step({ type: 'editSection', uid: 's1', changes: { Headline: 'Essentials' } })).toBe('renamed section “Basics” to “Essentials”');
    expect(step({ type: 'editTab', uid: 't1', changes: { Label: 'Main' } })).toBe('renamed tab “General” to “Main”');
    expect(step({ type: 'editProperty', uid: 'p2', changes: { Mandatory: true } })).toBe('changed “Mandatory” of “Subtitle”');
    expect(step({ type: 'editSection', uid: 's2', changes: { ViewPermission: 'x', SavePermission: 'y' } })).toBe('changed the permissions of section “Classification”');
    expect(step({ type: 'editAssetType', changes: { Label: 'Picture' } })).toBe('changed the label of the asset type');
  });

  it('sums up a step of several changes', () => {
    expect(step({ type: 'editAssetType', changes: { Label: 'Picture', Alias: 'picture' } })).toBe('changed the label of the asset type and 1 more change');
  });
});
