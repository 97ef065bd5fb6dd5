import { describe, expect, it } from 'vitest';
import type { AssetType } from '../../api/asset-types';
import { designerReducer, initialDesignerState } from './designer-reducer';
import { stepMove, type ItemRef } from './keyboard-move';
import { tabsOf } from './layout-tree';

const prop = (uid: string) => ({ Uid: uid, AttributeUid: `attr-${uid}`, Type: 'AttributeSetup' });
const section = (uid: string, properties: string[]) => ({ Uid: uid, Headline: uid, Type: 'DynamicSectionSetup', Properties: properties.map(prop) });
const tab = (uid: string, sections: ReturnType<typeof section>[]) => ({ Uid: uid, Label: uid, Type: 'DynamicTabSetup', Sections: sections });
const doc = (tabs: object[]): AssetType => ({ Uid: 'at', Alias: 'photo', Label: 'Photo', HotspotDefinitions: [], Configuration: { Tabs: tabs as never } });

// t1: sA(p1 p2 p3) sB(p4 p5) sC(p7) | fixed | t2: s3(p6) | t3: s4(p8)
const layout = doc([
  tab('t1', [section('sA', ['p1', 'p2', 'p3']), section('sB', ['p4', 'p5']), section('sC', ['p7'])]),
  { Uid: 'fixed', Type: 'AssetFileTabSetup' },
  tab('t2', [section('s3', ['p6'])]),
  tab('t3', [section('s4', ['p8'])]),
]);

const tabItem = (uid: string): ItemRef => ({ type: 'tab', uid });
const sectionItem = (uid: string): ItemRef => ({ type: 'section', uid });
const propertyItem = (uid: string): ItemRef => ({ type: 'property', uid });

/** The layout as "tab: section(p p) ..." lines, to see where a step put things. */
function shape(assetType: AssetType): string[] {
  return tabsOf(assetType).map((t) => `${t.Uid}:${(t.Sections ?? []).map((s) => ` ${s.Uid}(${(s.Properties ?? []).map((p) => p.Uid).join(' ')})`).join('')}`);
}

function step(item: ItemRef, direction: 'up' | 'down', from: AssetType = layout): string[] {
  const action = stepMove(from, item, direction);
  if (!action) throw new Error('expected a step');
  return shape(designerReducer(initialDesignerState(from), action).present);
}

describe('stepMove: tabs', () => {
  it('steps one place among the dynamic tabs, fixed tabs not counted', () => {
    expect(stepMove(layout, tabItem('t1'), 'down')).toEqual({ type: 'moveTab', uid: 't1', toIndex: 1 });
    expect(stepMove(layout, tabItem('t2'), 'up')).toEqual({ type: 'moveTab', uid: 't2', toIndex: 0 });
    expect(stepMove(layout, tabItem('t2'), 'down')).toEqual({ type: 'moveTab', uid: 't2', toIndex: 2 });
    expect(step(tabItem('t2'), 'up').map((line) => line.split(':')[0])).toEqual(['t2', 'fixed', 't1', 't3']);
  });

  it('stops at the ends, and never moves a fixed tab', () => {
    expect(stepMove(layout, tabItem('t1'), 'up')).toBeNull();
    expect(stepMove(layout, tabItem('t3'), 'down')).toBeNull();
    expect(stepMove(layout, tabItem('fixed'), 'down')).toBeNull();
    expect(stepMove(layout, tabItem('fixed'), 'up')).toBeNull();
    expect(stepMove(layout, tabItem('gone'), 'up')).toBeNull();
  });
});

describe('stepMove: sections', () => {
  it('steps one place within its tab', () => {
    expect(stepMove(layout, sectionItem('sA'), 'down')).toEqual({ type: 'moveSection', uid: 'sA', toTabUid: 't1', toIndex: 1 });
    expect(stepMove(layout, sectionItem('sB'), 'up')).toEqual({ type: 'moveSection', uid: 'sB', toTabUid: 't1', toIndex: 0 });
    expect(stepMove(layout, sectionItem('sB'), 'down')).toEqual({ type: 'moveSection', uid: 'sB', toTabUid: 't1', toIndex: 2 });
    expect(step(sectionItem('sB'), 'down')[0]).toBe('t1: sA(p1 p2 p3) sC(p7) sB(p4 p5)');
  });

  it('at an edge steps into the neighbouring dynamic tab: the start going down, the end going up', () => {
    expect(stepMove(layout, sectionItem('sC'), 'down')).toEqual({ type: 'moveSection', uid: 'sC', toTabUid: 't2', toIndex: 0 });
    expect(stepMove(layout, sectionItem('s3'), 'up')).toEqual({ type: 'moveSection', uid: 's3', toTabUid: 't1', toIndex: 3 });
    expect(stepMove(layout, sectionItem('s3'), 'down')).toEqual({ type: 'moveSection', uid: 's3', toTabUid: 't3', toIndex: 0 });
    expect(stepMove(layout, sectionItem('s4'), 'up')).toEqual({ type: 'moveSection', uid: 's4', toTabUid: 't2', toIndex: 1 });
    expect(step(sectionItem('s3'), 'up')[0]).toBe('t1: sA(p1 p2 p3) sB(p4 p5) sC(p7) s3(p6)');
    expect(step(sectionItem('s4'), 'up')[2]).toBe('t2: s3(p6) s4(p8)');
  });

  it('steps into a tab without sections', () => {
    const sparse = doc([tab('t1', [section('sX', ['q1'])]), tab('t2', []), tab('t3', [section('sZ', ['q2'])])]);
    expect(stepMove(sparse, sectionItem('sX'), 'down')).toEqual({ type: 'moveSection', uid: 'sX', toTabUid: 't2', toIndex: 0 });
    expect(stepMove(sparse, sectionItem('sZ'), 'up')).toEqual({ type: 'moveSection', uid: 'sZ', toTabUid: 't2', toIndex: 0 });
  });

  it('stops at the ends', () => {
    expect(stepMove(layout, sectionItem('sA'), 'up')).toBeNull();
    expect(stepMove(layout, sectionItem('s4'), 'down')).toBeNull();
    expect(stepMove(layout, sectionItem('gone'), 'down')).toBeNull();
  });
});

describe('stepMove: properties', () => {
  it('steps one place within its section', () => {
    expect(stepMove(layout, propertyItem('p1'), 'down')).toEqual({ type: 'moveProperty', uid: 'p1', toSectionUid: 'sA', toIndex: 1 });
    expect(stepMove(layout, propertyItem('p2'), 'up')).toEqual({ type: 'moveProperty', uid: 'p2', toSectionUid: 'sA', toIndex: 0 });
    expect(stepMove(layout, propertyItem('p2'), 'down')).toEqual({ type: 'moveProperty', uid: 'p2', toSectionUid: 'sA', toIndex: 2 });
    expect(step(propertyItem('p2'), 'up')[0]).toBe('t1: sA(p2 p1 p3) sB(p4 p5) sC(p7)');
  });

  it('at an edge steps into the neighbouring section: its start going down, its end going up', () => {
    expect(stepMove(layout, propertyItem('p3'), 'down')).toEqual({ type: 'moveProperty', uid: 'p3', toSectionUid: 'sB', toIndex: 0 });
    expect(stepMove(layout, propertyItem('p4'), 'up')).toEqual({ type: 'moveProperty', uid: 'p4', toSectionUid: 'sA', toIndex: 3 });
    expect(stepMove(layout, propertyItem('p5'), 'down')).toEqual({ type: 'moveProperty', uid: 'p5', toSectionUid: 'sC', toIndex: 0 });
    expect(step(propertyItem('p4'), 'up')[0]).toBe('t1: sA(p1 p2 p3 p4) sB(p5) sC(p7)');
  });

  it('crosses tabs, skipping the fixed tab', () => {
    expect(stepMove(layout, propertyItem('p7'), 'down')).toEqual({ type: 'moveProperty', uid: 'p7', toSectionUid: 's3', toIndex: 0 });
    expect(stepMove(layout, propertyItem('p6'), 'up')).toEqual({ type: 'moveProperty', uid: 'p6', toSectionUid: 'sC', toIndex: 1 });
    expect(stepMove(layout, propertyItem('p6'), 'down')).toEqual({ type: 'moveProperty', uid: 'p6', toSectionUid: 's4', toIndex: 0 });
    expect(stepMove(layout, propertyItem('p8'), 'up')).toEqual({ type: 'moveProperty', uid: 'p8', toSectionUid: 's3', toIndex: 1 });
    expect(step(propertyItem('p7'), 'down')).toEqual(['t1: sA(p1 p2 p3) sB(p4 p5) sC()', 'fixed:', 't2: s3(p7 p6)', 't3: s4(p8)']);
  });

  it('crosses a tab without sections and enters an empty section', () => {
    const sparse = doc([tab('t1', [section('sX', ['q1']), section('sY', [])]), tab('t2', []), tab('t3', [section('sZ', ['q2'])])]);
    expect(stepMove(sparse, propertyItem('q1'), 'down')).toEqual({ type: 'moveProperty', uid: 'q1', toSectionUid: 'sY', toIndex: 0 });
    expect(stepMove(sparse, propertyItem('q2'), 'up')).toEqual({ type: 'moveProperty', uid: 'q2', toSectionUid: 'sY', toIndex: 0 });
  });

  it('stops at the ends', () => {
    expect(stepMove(layout, propertyItem('p1'), 'up')).toBeNull();
    expect(stepMove(layout, propertyItem('p8'), 'down')).toBeNull();
    expect(stepMove(layout, propertyItem('gone'), 'up')).toBeNull();
  });
});
