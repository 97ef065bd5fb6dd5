import type { ClientRect, DragEndEvent } from '@dnd-kit/core';
import { describe, expect, it, vi } from 'vitest';
import type { AssetType } from '../../api/asset-types';
import { designerReducer, initialDesignerState, type DesignerAction } from './designer-reducer';
import { dropAction, isAfter, type DragData } from './drop-action';
import { tabsOf } from './layout-tree';

const prop = (uid: string) => ({ Uid: uid, AttributeUid: `attr-${uid}`, Type: 'AttributeSetup' });
const section = (uid: string, properties: string[]) => ({ Uid: uid, Headline: uid, Type: 'DynamicSectionSetup', Properties: properties.map(prop) });
const tab = (uid: string, sections: ReturnType<typeof section>[]) => ({ Uid: uid, Label: uid, Type: 'DynamicTabSetup', Sections: sections });

// t1: sA(p1 p2 p3) sB(p4 p5) sC(p7) | fixed | t2: s3(p6) | t3: s4(p8) | t4: (no sections)
const layout: AssetType = {
  Uid: 'at',
  Alias: 'photo',
  Label: 'Photo',
  HotspotDefinitions: [],
  Configuration: {
    Tabs: [
      tab('t1', [section('sA', ['p1', 'p2', 'p3']), section('sB', ['p4', 'p5']), section('sC', ['p7'])]),
      { Uid: 'fixed', Type: 'AssetFileTabSetup' },
      tab('t2', [section('s3', ['p6'])]),
      tab('t3', [section('s4', ['p8'])]),
      tab('t4', []),
    ],
  },
};

/** The layout as "tab: section(p p) ..." lines, to see where a drop put things. */
function shape(doc: AssetType): string[] {
  return tabsOf(doc).map((t) => `${t.Uid}:${(t.Sections ?? []).map((s) => ` ${s.Uid}(${(s.Properties ?? []).map((p) => p.Uid).join(' ')})`).join('')}`);
}

function apply(action: DesignerAction | null): string[] {
  if (!action) throw new Error('expected an action');
  return shape(designerReducer(initialDesignerState(layout), action).present);
}

const OVER: ClientRect = { top: 100, left: 100, width: 80, height: 40, bottom: 140, right: 180 };
const rect = (top: number, left: number): ClientRect => ({ top, left, width: 80, height: 40, bottom: top + 40, right: left + 80 });
/** The dragged item's rect: its centre above / left of the target's middle, or below / right of it. */
const DRAGGED = { before: rect(70, 70), after: rect(110, 110) };

type Target = DragData & { id?: string };

function event(active: DragData, over: Target | null, where: 'before' | 'after' = 'before'): DragEndEvent {
  return {
    active: { id: active.uid ?? `attribute:${active.attributeUid}`, data: { current: active }, rect: { current: { initial: DRAGGED[where], translated: DRAGGED[where] } } },
    over: over && { id: over.id ?? over.uid ?? 'x', rect: OVER, disabled: false, data: { current: over } },
    delta: { x: 0, y: 0 },
    activatorEvent: new Event('pointerdown'),
    collisions: null,
  } as DragEndEvent;
}

function withDragged(e: DragEndEvent, translated: ClientRect | null): DragEndEvent {
  return { ...e, active: { ...e.active, rect: { current: { initial: translated, translated } } } };
}

const drop = (active: DragData, over: Target | null, where: 'before' | 'after' = 'before') => dropAction(layout, event(active, over, where), () => 'new-1');

const tabItem = (uid: string): DragData => ({ type: 'tab', uid });
const sectionItem = (uid: string, tabUid: string): DragData => ({ type: 'section', uid, parentId: tabUid });
const propertyItem = (uid: string, sectionUid: string): DragData => ({ type: 'property', uid, parentId: sectionUid });
const attributeItem = (attributeUid: string): DragData => ({ type: 'attribute', attributeUid });
const sectionBody = (sectionUid: string): Target => ({ type: 'section-body', sectionUid, id: `section-body:${sectionUid}` });
const tabBody = (tabUid: string): Target => ({ type: 'tab-body', tabUid, id: `tab-body:${tabUid}` });

describe('isAfter', () => {
  it('compares centres vertically for sections and properties, strictly past the middle', () => {
    const at = (top: number) => withDragged(event(propertyItem('p1', 'sA'), propertyItem('p2', 'sA')), rect(top, 500));
    // The target's middle is at 120: a dragged centre of 120 (top 100) is not past it, 121 is.
    expect(isAfter(at(100))).toBe(false);
    expect(isAfter(at(101))).toBe(true);
    expect(isAfter(at(99))).toBe(false);
  });

  it('compares centres horizontally for tabs', () => {
    // Right of the target but above it: a tab is after, a section would not be.
    const rightButAbove = rect(0, 110);
    const tabDrag = event(tabItem('t1'), tabItem('t2'));
    const sectionDrag = event(sectionItem('sA', 't1'), sectionItem('sB', 't1'));
    expect(isAfter(withDragged(tabDrag, rightButAbove))).toBe(true);
    expect(isAfter(withDragged(sectionDrag, rightButAbove))).toBe(false);
  });

  it('is false without a measured drag', () => {
    expect(isAfter(withDragged(event(propertyItem('p1', 'sA'), propertyItem('p2', 'sA'), 'after'), null))).toBe(false);
  });
});

describe('dropAction: tabs', () => {
  it('moves a tab to the dropped-on tab’s index among the dynamic tabs (fixed tabs not counted)', () => {
    expect(drop(tabItem('t1'), tabItem('t3'))).toEqual({ type: 'moveTab', uid: 't1', toIndex: 2 });
    expect(apply(drop(tabItem('t1'), tabItem('t3'))).map((line) => line.split(':')[0])).toEqual(['t2', 'fixed', 't3', 't1', 't4']);
    expect(drop(tabItem('t4'), tabItem('t2'), 'after')).toEqual({ type: 'moveTab', uid: 't4', toIndex: 1 });
    expect(drop(tabItem('t2'), tabItem('t1'))).toEqual({ type: 'moveTab', uid: 't2', toIndex: 0 });
  });

  it('never targets a fixed tab, nor anything but a tab', () => {
    expect(drop(tabItem('t1'), { type: 'tab', uid: 'fixed' })).toBeNull();
    expect(drop(tabItem('t1'), sectionItem('sA', 't1'))).toBeNull();
    expect(drop(tabItem('t1'), tabBody('t2'))).toBeNull();
  });
});

describe('dropAction: sections', () => {
  it('dropped on another tab’s chip or body goes to the end of that tab', () => {
    expect(drop(sectionItem('sA', 't1'), tabItem('t3'))).toEqual({ type: 'moveSection', uid: 'sA', toTabUid: 't3', toIndex: 1 });
    expect(apply(drop(sectionItem('sA', 't1'), tabItem('t3')))[3]).toBe('t3: s4(p8) sA(p1 p2 p3)');
    expect(drop(sectionItem('sA', 't1'), tabBody('t2'))).toEqual({ type: 'moveSection', uid: 'sA', toTabUid: 't2', toIndex: 1 });
    expect(drop(sectionItem('s3', 't2'), tabBody('t4'))).toEqual({ type: 'moveSection', uid: 's3', toTabUid: 't4', toIndex: 0 });
    expect(drop(sectionItem('s3', 't2'), tabItem('t1'))).toEqual({ type: 'moveSection', uid: 's3', toTabUid: 't1', toIndex: 3 });
  });

  it('within its tab takes the index of the section it is over, whichever half', () => {
    expect(drop(sectionItem('sA', 't1'), sectionItem('sC', 't1'), 'before')).toEqual({ type: 'moveSection', uid: 'sA', toTabUid: 't1', toIndex: 2 });
    expect(drop(sectionItem('sA', 't1'), sectionItem('sC', 't1'), 'after')).toEqual({ type: 'moveSection', uid: 'sA', toTabUid: 't1', toIndex: 2 });
    expect(drop(sectionItem('sC', 't1'), sectionItem('sB', 't1'), 'after')).toEqual({ type: 'moveSection', uid: 'sC', toTabUid: 't1', toIndex: 1 });
    expect(apply(drop(sectionItem('sC', 't1'), sectionItem('sB', 't1')))[0]).toBe('t1: sA(p1 p2 p3) sC(p7) sB(p4 p5)');
  });

  it('into another tab lands before or after the section it is over', () => {
    expect(drop(sectionItem('s3', 't2'), sectionItem('sB', 't1'), 'before')).toEqual({ type: 'moveSection', uid: 's3', toTabUid: 't1', toIndex: 1 });
    expect(drop(sectionItem('s3', 't2'), sectionItem('sB', 't1'), 'after')).toEqual({ type: 'moveSection', uid: 's3', toTabUid: 't1', toIndex: 2 });
    expect(apply(drop(sectionItem('s3', 't2'), sectionItem('sB', 't1'), 'before'))[0]).toBe('t1: sA(p1 p2 p3) s3(p6) sB(p4 p5) sC(p7)');
    expect(apply(drop(sectionItem('s3', 't2'), sectionItem('sB', 't1'), 'after'))[0]).toBe('t1: sA(p1 p2 p3) sB(p4 p5) s3(p6) sC(p7)');
  });

  it('never targets a fixed tab, a property or a section body', () => {
    expect(drop(sectionItem('sA', 't1'), { type: 'tab', uid: 'fixed' })).toBeNull();
    expect(drop(sectionItem('sA', 't1'), propertyItem('p6', 's3'))).toBeNull();
    expect(drop(sectionItem('sA', 't1'), sectionBody('s3'))).toBeNull();
    expect(drop(sectionItem('sA', 't1'), sectionItem('gone', 't2'))).toBeNull();
  });
});

describe('dropAction: properties', () => {
  it('within its section takes the index of the property it is over, whichever half', () => {
    expect(drop(propertyItem('p1', 'sA'), propertyItem('p3', 'sA'), 'before')).toEqual({ type: 'moveProperty', uid: 'p1', toSectionUid: 'sA', toIndex: 2 });
    expect(drop(propertyItem('p1', 'sA'), propertyItem('p3', 'sA'), 'after')).toEqual({ type: 'moveProperty', uid: 'p1', toSectionUid: 'sA', toIndex: 2 });
    expect(drop(propertyItem('p3', 'sA'), propertyItem('p2', 'sA'), 'after')).toEqual({ type: 'moveProperty', uid: 'p3', toSectionUid: 'sA', toIndex: 1 });
    expect(apply(drop(propertyItem('p3', 'sA'), propertyItem('p2', 'sA')))[0]).toBe('t1: sA(p1 p3 p2) sB(p4 p5) sC(p7)');
  });

  it('into another section lands before or after the property it is over', () => {
    expect(drop(propertyItem('p6', 's3'), propertyItem('p5', 'sB'), 'before')).toEqual({ type: 'moveProperty', uid: 'p6', toSectionUid: 'sB', toIndex: 1 });
    expect(drop(propertyItem('p6', 's3'), propertyItem('p5', 'sB'), 'after')).toEqual({ type: 'moveProperty', uid: 'p6', toSectionUid: 'sB', toIndex: 2 });
    expect(apply(drop(propertyItem('p6', 's3'), propertyItem('p4', 'sB'), 'after'))[0]).toBe('t1: sA(p1 p2 p3) sB(p4 p6 p5) sC(p7)');
    expect(apply(drop(propertyItem('p1', 'sA'), propertyItem('p4', 'sB'), 'before'))[0]).toBe('t1: sA(p2 p3) sB(p1 p4 p5) sC(p7)');
  });

  it('on a section’s body goes to the end of its list (its own section: the last place)', () => {
    expect(drop(propertyItem('p6', 's3'), sectionBody('sB'))).toEqual({ type: 'moveProperty', uid: 'p6', toSectionUid: 'sB', toIndex: 2 });
    expect(drop(propertyItem('p1', 'sA'), sectionBody('sA'))).toEqual({ type: 'moveProperty', uid: 'p1', toSectionUid: 'sA', toIndex: 2 });
    expect(apply(drop(propertyItem('p1', 'sA'), sectionBody('sA')))[0]).toBe('t1: sA(p2 p3 p1) sB(p4 p5) sC(p7)');
  });

  it('on a tab goes to the end of that tab’s first section', () => {
    expect(drop(propertyItem('p6', 's3'), tabItem('t1'))).toEqual({ type: 'moveProperty', uid: 'p6', toSectionUid: 'sA', toIndex: 3 });
    expect(drop(propertyItem('p1', 'sA'), tabItem('t3'))).toEqual({ type: 'moveProperty', uid: 'p1', toSectionUid: 's4', toIndex: 1 });
  });

  it('never targets a fixed tab, a tab without sections, a section card or a tab body', () => {
    expect(drop(propertyItem('p1', 'sA'), { type: 'tab', uid: 'fixed' })).toBeNull();
    expect(drop(propertyItem('p1', 'sA'), tabItem('t4'))).toBeNull();
    expect(drop(propertyItem('p1', 'sA'), sectionItem('sB', 't1'))).toBeNull();
    expect(drop(propertyItem('p1', 'sA'), tabBody('t2'))).toBeNull();
    expect(drop(propertyItem('p1', 'sA'), propertyItem('gone', 'sB'))).toBeNull();
    expect(drop(propertyItem('p1', 'sA'), sectionBody('gone'))).toBeNull();
  });
});

describe('dropAction: a palette attribute', () => {
  it('adds a property with the given new uid where it is dropped', () => {
    const newUid = vi.fn(() => 'fresh');
    expect(dropAction(layout, event(attributeItem('a9'), propertyItem('p4', 'sB'), 'after'), newUid)).toEqual({ type: 'addProperty', sectionUid: 'sB', uid: 'fresh', attributeUid: 'a9', index: 1 });
    expect(newUid).toHaveBeenCalledTimes(1);
    expect(drop(attributeItem('a9'), propertyItem('p4', 'sB'), 'before')).toEqual({ type: 'addProperty', sectionUid: 'sB', uid: 'new-1', attributeUid: 'a9', index: 0 });
    expect(apply(drop(attributeItem('a9'), propertyItem('p4', 'sB'), 'after'))[0]).toBe('t1: sA(p1 p2 p3) sB(p4 new-1 p5) sC(p7)');
  });

  it('on a section body or a tab goes after the last property', () => {
    expect(drop(attributeItem('a9'), sectionBody('sA'))).toEqual({ type: 'addProperty', sectionUid: 'sA', uid: 'new-1', attributeUid: 'a9', index: 3 });
    expect(drop(attributeItem('a9'), tabItem('t2'))).toEqual({ type: 'addProperty', sectionUid: 's3', uid: 'new-1', attributeUid: 'a9', index: 1 });
  });

  it('asks for a new uid only when it adds', () => {
    const newUid = vi.fn(() => 'fresh');
    dropAction(layout, event(propertyItem('p1', 'sA'), propertyItem('p4', 'sB')), newUid);
    dropAction(layout, event(attributeItem('a9'), tabItem('t4')), newUid);
    expect(newUid).not.toHaveBeenCalled();
  });
});

describe('dropAction: nothing to do', () => {
  it('is null without a place to drop or with data it does not know', () => {
    expect(drop(propertyItem('p1', 'sA'), null)).toBeNull();
    expect(drop({ type: 'unknown' } as unknown as DragData, propertyItem('p2', 'sA'))).toBeNull();
    expect(drop(propertyItem('p1', 'sA'), { type: 'unknown' } as unknown as Target)).toBeNull();
    const noData = event(propertyItem('p1', 'sA'), propertyItem('p2', 'sA'));
    expect(dropAction(layout, { ...noData, over: { ...noData.over!, data: { current: undefined } } }, () => 'x')).toBeNull();
    expect(dropAction(layout, { ...noData, active: { ...noData.active, data: { current: undefined } } }, () => 'x')).toBeNull();
  });
});
