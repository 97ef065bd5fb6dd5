import { describe, expect, it } from 'vitest';
import type { AssetType } from '../../api/asset-types';
import { applyChange } from './designer-reducer';
import { outbox } from '../../api/outbox';
import { readDraft, writeDraft } from './draft-storage';

const property = (uid: string) => ({ Uid: uid, AttributeUid: `a-${uid}`, Mandatory: uid === 'p1', Type: 'AttributeSetup' });

const layout: AssetType = {
  Uid: 'at',
  Alias: 'Image',
  Label: 'Image',
  AllowedFileTypes: [1],
  Extra: { kept: true },
  Configuration: {
    Custom: 'x',
    Tabs: [
      {
        Uid: 't1',
        Label: 'General',
        Type: 'DynamicTabSetup',
        Sections: [
          { Uid: 's1', Headline: 'Basics', Type: 'DynamicSectionSetup', Properties: [property('p1'), property('p2')] },
          { Uid: 's2', Headline: 'Empty', Type: 'DynamicSectionSetup', Properties: [] },
        ],
      },
      { Uid: 'fixed', Type: 'AssetFileTabSetup', ViewPermission: 'admin' },
      { Uid: 't2', Label: 'Media', Type: 'DynamicTabSetup', Sections: [] },
    ],
  },
};

describe('designer drafts', () => {
  it('read back the layout and its base as written, after moves that re-make only some sections', () => {
    writeDraft('at', 'tab-a', layout, layout);
    const moved = applyChange(layout, { type: 'moveProperty', uid: 'p1', toSectionUid: 's2', toIndex: 0 });
    const again = applyChange(moved, { type: 'moveProperty', uid: 'p2', toSectionUid: 's2', toIndex: 1 });
    writeDraft('at', 'tab-a', again, layout);
    const draft = readDraft('at', 'tab-a');
    expect(draft?.assetType).toEqual(again);
    expect(draft?.base).toEqual(layout);
  });

  it('keep a layout without tabs or settings as it is', () => {
    const bare: AssetType = { Uid: 'bare', Alias: 'Bare', Configuration: null };
    writeDraft('bare', 'tab-a', bare, { Uid: 'bare', Alias: 'Bare', Configuration: { Tabs: [] } });
    expect(readDraft('bare', 'tab-a')?.assetType).toEqual(bare);
    expect(readDraft('bare', 'tab-a')?.base).toEqual({ Uid: 'bare', Alias: 'Bare', Configuration: { Tabs: [] } });
  });

  it('keep after a move only the sections it touched, and read back the whole layout', () => {
    const moved = applyChange(layout, { type: 'moveProperty', uid: 'p2', toSectionUid: 's2', toIndex: 0 });
    writeDraft('at', 'tab-b', moved, layout);
    const kept = outbox.list().find((entry) => entry.recordId.startsWith('at:tab-b:'))?.mine;
    expect(kept).toEqual(expect.any(String));
    // Both sections changed: no section is left as it was in the base.
    expect(kept).toContain('a-p1');

    const onlyOne = applyChange(layout, { type: 'editSection', uid: 's2', changes: { Headline: 'Renamed' } });
    writeDraft('at', 'tab-b', onlyOne, layout);
    const small = outbox.list().find((entry) => entry.recordId.startsWith('at:tab-b:'))?.mine;
    // The untouched section (s1, with p1 and p2) is kept as a reference to the base, not copied.
    expect(small).not.toContain('a-p1');
    expect(readDraft('at', 'tab-b')?.assetType).toEqual(onlyOne);
  });

  it('read back sections moved between tabs, added, removed and tabs reordered', () => {
    const steps = [
      { type: 'moveSection', uid: 's1', toTabUid: 't2', toIndex: 0 },
      { type: 'addSection', tabUid: 't1', uid: 's3', headline: 'New' },
      { type: 'removeSection', uid: 's2' },
      { type: 'moveTab', uid: 't2', toIndex: 0 },
    ] as const;
    const changed = steps.reduce((current, step) => applyChange(current, step), layout);
    writeDraft('at', 'tab-c', changed, layout);
    expect(readDraft('at', 'tab-c')?.assetType).toEqual(changed);
    expect(readDraft('at', 'tab-c')?.base).toEqual(layout);
  });
});
