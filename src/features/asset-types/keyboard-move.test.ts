import { describe, expect, it } from 'vitest';
import type { AssetType } from '../../api/asset-types';
import { describePosition, stepMove, type Labeller } from './keyboard-move';

const p = (uid: string) => ({ Uid: uid, AttributeUid: `a-${uid}` });

/** General: Basics [p1 p2], Empty []; a fixed file tab; Media: Details [p3]; Rights: no sections. */
const doc: AssetType = {
  Uid: 'at',
  Configuration: {
    Tabs: [
      {
        Uid: 't1',
        Label: 'General',
        Sections: [
          { Uid: 's1', Headline: 'Basics', Properties: [p('p1'), p('p2')] },
          { Uid: 's2', Headline: 'Empty', Properties: [] },
        ],
      },
      { Uid: 'fixed', Type: 'AssetFileTabSetup' },
      { Uid: 't2', Label: 'Media', Sections: [{ Uid: 's3', Headline: 'Details', Properties: [p('p3')] }] },
      { Uid: 't3', Label: 'Rights', Sections: [] },
    ],
  },
};

describe('stepMove: one keyboard step', () => {
  it('moves a tab among the dynamic tabs, skipping fixed ones, and stops at the ends', () => {
    expect(stepMove(doc, { type: 'tab', uid: 't2' }, 'up')).toEqual({ type: 'moveTab', uid: 't2', toIndex: 0 });
    expect(stepMove(doc, { type: 'tab', uid: 't1' }, 'down')).toEqual({ type: 'moveTab', uid: 't1', toIndex: 1 });
    expect(stepMove(doc, { type: 'tab', uid: 't1' }, 'up')).toBeNull();
    expect(stepMove(doc, { type: 'tab', uid: 't3' }, 'down')).toBeNull();
    expect(stepMove(doc, { type: 'tab', uid: 'fixed' }, 'down')).toBeNull();
  });

  it('moves a section within its tab, then into the neighbouring dynamic tab at the edge', () => {
    expect(stepMove(doc, { type: 'section', uid: 's1' }, 'down')).toEqual({ type: 'moveSection', uid: 's1', toTabUid: 't1', toIndex: 1 });
    // Past the last section of General: the first place of Media (the fixed tab between is skipped).
    expect(stepMove(doc, { type: 'section', uid: 's2' }, 'down')).toEqual({ type: 'moveSection', uid: 's2', toTabUid: 't2', toIndex: 0 });
    // Up from Media's first section: the end of General.
    expect(stepMove(doc, { type: 'section', uid: 's3' }, 'up')).toEqual({ type: 'moveSection', uid: 's3', toTabUid: 't1', toIndex: 2 });
    expect(stepMove(doc, { type: 'section', uid: 's1' }, 'up')).toBeNull();
  });

  it('steps up into the first place of its own list, not out of it', () => {
    expect(stepMove(doc, { type: 'section', uid: 's2' }, 'up')).toEqual({ type: 'moveSection', uid: 's2', toTabUid: 't1', toIndex: 0 });
    expect(stepMove(doc, { type: 'property', uid: 'p2' }, 'up')).toEqual({ type: 'moveProperty', uid: 'p2', toSectionUid: 's1', toIndex: 0 });
  });

  it('moves a property within its section, then into the neighbouring section, across tabs', () => {
    expect(stepMove(doc, { type: 'property', uid: 'p1' }, 'down')).toEqual({ type: 'moveProperty', uid: 'p1', toSectionUid: 's1', toIndex: 1 });
    expect(stepMove(doc, { type: 'property', uid: 'p2' }, 'down')).toEqual({ type: 'moveProperty', uid: 'p2', toSectionUid: 's2', toIndex: 0 });
    expect(stepMove(doc, { type: 'property', uid: 'p3' }, 'up')).toEqual({ type: 'moveProperty', uid: 'p3', toSectionUid: 's2', toIndex: 0 });
    expect(stepMove(doc, { type: 'property', uid: 'p1' }, 'up')).toBeNull();
    expect(stepMove(doc, { type: 'property', uid: 'p3' }, 'down')).toBeNull();
    expect(stepMove(doc, { type: 'property', uid: 'gone' }, 'down')).toBeNull();
  });
});

describe('describePosition', () => {
  const labels: Labeller = { tab: (_doc, uid) => `tab ${uid}`, section: (_doc, uid) => `section ${uid}`, property: (_doc, uid) => uid };
  it('says where an item is in labels and positions', () => {
    expect(describePosition(doc, { type: 'tab', uid: 't2' }, labels)).toBe('position 2 of 3 tabs');
    expect(describePosition(doc, { type: 'property', uid: 'p2' }, labels)).toBe('position 2 of 2 in section section s1, tab tab t1');
  });
});
