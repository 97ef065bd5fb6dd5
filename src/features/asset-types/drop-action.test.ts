import type { DragEndEvent } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import type { AssetType } from '../../api/asset-types';
import { cueFor, dropAction, type DragData } from './drop-action';

const p = (uid: string) => ({ Uid: uid, AttributeUid: `a-${uid}` });

/** General: Basics [p1 p2 p3], Empty []; a fixed file tab; Media: Details [p4]; Rights: no sections. */
const doc: AssetType = {
  Uid: 'at',
  Configuration: {
    Tabs: [
      {
        Uid: 't1',
        Label: 'General',
        Sections: [
          { Uid: 's1', Headline: 'Basics', Properties: [p('p1'), p('p2'), p('p3')] },
          { Uid: 's2', Headline: 'Empty', Properties: [] },
        ],
      },
      { Uid: 'fixed', Type: 'AssetFileTabSetup' },
      { Uid: 't2', Label: 'Media', Type: 'DynamicTabSetup', Sections: [{ Uid: 's3', Headline: 'Details', Properties: [p('p4')] }] },
      { Uid: 't3', Label: 'Rights', Sections: [] },
    ],
  },
};

type Box = { top: number; left: number; width: number; height: number };
const ROW: Box = { top: 100, left: 0, width: 200, height: 40 };
/** The dragged item's centre above (before) or below/right of (after) the middle of what it is over. */
const above: Box = { ...ROW, top: ROW.top - 10 };
const below: Box = { ...ROW, top: ROW.top + 10 };
const rightOf: Box = { ...ROW, left: ROW.left + 30 };
const level: Box = { ...ROW };

function drop(source: DragData, target: DragData | null, dragged: Box = below): DragEndEvent {
  const node = (data: DragData) => ({ id: `${data.type}:${data.uid ?? data.sectionUid ?? data.tabUid ?? data.attributeUid}`, data: { current: data } });
  return {
    active: { ...node(source), rect: { current: { initial: ROW, translated: dragged } } },
    over: target ? { ...node(target), rect: ROW, disabled: false } : null,
    collisions: null,
    delta: { x: 0, y: 0 },
    activatorEvent: null,
  } as unknown as DragEndEvent;
}

const property = (uid: string, section: string): DragData => ({ type: 'property', uid, parentId: section });
const section = (uid: string, tab: string): DragData => ({ type: 'section', uid, parentId: tab });
const tab = (uid: string): DragData => ({ type: 'tab', uid });
const newUid = () => 'new-uid';

describe('dropAction: tabs', () => {
  it('moves a tab to the index of the dynamic tab it is dropped on (fixed tabs do not count)', () => {
    expect(dropAction(doc, drop(tab('t1'), tab('t3'), rightOf), newUid)).toEqual({ type: 'moveTab', uid: 't1', toIndex: 2 });
    expect(dropAction(doc, drop(tab('t3'), tab('t2'), rightOf), newUid)).toEqual({ type: 'moveTab', uid: 't3', toIndex: 1 });
  });

  it('never lands on a fixed tab or on something that is not a tab', () => {
    expect(dropAction(doc, drop(tab('t1'), tab('fixed')), newUid)).toBeNull();
    expect(dropAction(doc, drop(tab('t1'), section('s3', 't2')), newUid)).toBeNull();
  });
});

describe('dropAction: sections', () => {
  it('onto a tab or its body: to the end of that tab', () => {
    expect(dropAction(doc, drop(section('s1', 't1'), tab('t2')), newUid)).toEqual({ type: 'moveSection', uid: 's1', toTabUid: 't2', toIndex: 1 });
    expect(dropAction(doc, drop(section('s1', 't1'), { type: 'tab-body', tabUid: 't3' }), newUid)).toEqual({ type: 'moveSection', uid: 's1', toTabUid: 't3', toIndex: 0 });
  });

  it('within its tab: to the index of the section it is over, whichever half', () => {
    expect(dropAction(doc, drop(section('s1', 't1'), section('s2', 't1'), below), newUid)).toEqual({ type: 'moveSection', uid: 's1', toTabUid: 't1', toIndex: 1 });
    expect(dropAction(doc, drop(section('s2', 't1'), section('s1', 't1'), above), newUid)).toEqual({ type: 'moveSection', uid: 's2', toTabUid: 't1', toIndex: 0 });
  });

  it('into another tab: before or after the section it is over', () => {
    expect(dropAction(doc, drop(section('s1', 't1'), section('s3', 't2'), above), newUid)).toEqual({ type: 'moveSection', uid: 's1', toTabUid: 't2', toIndex: 0 });
    expect(dropAction(doc, drop(section('s1', 't1'), section('s3', 't2'), below), newUid)).toEqual({ type: 'moveSection', uid: 's1', toTabUid: 't2', toIndex: 1 });
  });
});

describe('dropAction: properties and palette attributes', () => {
  it('within its section: to the index of the property it is over', () => {
    expect(dropAction(doc, drop(property('p1', 's1'), property('p3', 's1'), below), newUid)).toEqual({ type: 'moveProperty', uid: 'p1', toSectionUid: 's1', toIndex: 2 });
    expect(dropAction(doc, drop(property('p3', 's1'), property('p1', 's1'), above), newUid)).toEqual({ type: 'moveProperty', uid: 'p3', toSectionUid: 's1', toIndex: 0 });
  });

  it('into another section: before or after the property it is over', () => {
    expect(dropAction(doc, drop(property('p1', 's1'), property('p4', 's3'), above), newUid)).toEqual({ type: 'moveProperty', uid: 'p1', toSectionUid: 's3', toIndex: 0 });
    expect(dropAction(doc, drop(property('p1', 's1'), property('p4', 's3'), below), newUid)).toEqual({ type: 'moveProperty', uid: 'p1', toSectionUid: 's3', toIndex: 1 });
  });

  it('onto a section body: to its end (its own section: the last place)', () => {
    expect(dropAction(doc, drop(property('p1', 's1'), { type: 'section-body', sectionUid: 's2' }), newUid)).toEqual({ type: 'moveProperty', uid: 'p1', toSectionUid: 's2', toIndex: 0 });
    expect(dropAction(doc, drop(property('p1', 's1'), { type: 'section-body', sectionUid: 's1' }), newUid)).toEqual({ type: 'moveProperty', uid: 'p1', toSectionUid: 's1', toIndex: 2 });
  });

  it('onto a tab: to the end of its first section; a tab without sections takes nothing', () => {
    expect(dropAction(doc, drop(property('p1', 's1'), tab('t2')), newUid)).toEqual({ type: 'moveProperty', uid: 'p1', toSectionUid: 's3', toIndex: 1 });
    expect(dropAction(doc, drop(property('p1', 's1'), tab('t3')), newUid)).toBeNull();
  });

  it('a palette attribute becomes a new property where it is dropped', () => {
    const attribute: DragData = { type: 'attribute', attributeUid: 'colour' };
    expect(dropAction(doc, drop(attribute, property('p2', 's1'), above), newUid)).toEqual({ type: 'addProperty', sectionUid: 's1', uid: 'new-uid', attributeUid: 'colour', index: 1 });
    expect(dropAction(doc, drop(attribute, property('p2', 's1'), below), newUid)).toEqual({ type: 'addProperty', sectionUid: 's1', uid: 'new-uid', attributeUid: 'colour', index: 2 });
    // Centre exactly on the middle of the row: not past it, so before.
    expect(dropAction(doc, drop(attribute, property('p2', 's1'), level), newUid)).toEqual({ type: 'addProperty', sectionUid: 's1', uid: 'new-uid', attributeUid: 'colour', index: 1 });
    expect(dropAction(doc, drop(attribute, { type: 'section-body', sectionUid: 's1' }), newUid)).toEqual({ type: 'addProperty', sectionUid: 's1', uid: 'new-uid', attributeUid: 'colour', index: 3 });
  });

  it('does nothing without a target, or for an unknown item', () => {
    expect(dropAction(doc, drop(property('p1', 's1'), null), newUid)).toBeNull();
    expect(dropAction(doc, drop(property('p1', 's1'), property('gone', 's1')), newUid)).toBeNull();
  });
});

describe('cueFor: where the drop line shows', () => {
  it('inside a body or a tab; before or after across lists; none within one sortable list', () => {
    expect(cueFor(drop(property('p1', 's1'), { type: 'section-body', sectionUid: 's2' }))).toEqual({ id: 'section-body:s2', position: 'inside' });
    expect(cueFor(drop(property('p1', 's1'), tab('t2')))).toEqual({ id: 'tab:t2', position: 'inside' });
    expect(cueFor(drop(property('p1', 's1'), property('p4', 's3'), above))).toEqual({ id: 'property:p4', position: 'before' });
    expect(cueFor(drop(property('p1', 's1'), property('p4', 's3'), below))).toEqual({ id: 'property:p4', position: 'after' });
    expect(cueFor(drop(property('p1', 's1'), property('p2', 's1')))).toBeNull();
  });
});
