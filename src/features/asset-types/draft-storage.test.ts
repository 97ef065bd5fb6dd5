import { describe, expect, it } from 'vitest';
import type { AssetType } from '../../api/asset-types';
import { applyChange } from './designer-reducer';
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
});
