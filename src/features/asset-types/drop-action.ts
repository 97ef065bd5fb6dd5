import type { Active, DragEndEvent, DragMoveEvent, Over } from '@dnd-kit/core';
import type { AssetType } from '../../api/asset-types';
import type { DropCue } from './designer-context';
import type { DesignerAction } from './designer-reducer';
import { findTab, isFixedTab, locateProperty, locateSection, propertiesOf, sectionsOf, tabsOf } from './layout-tree';

/** The drop arithmetic of the designer's one DndContext: pure, so it is unit-tested apart from React. */
export type DragType = 'tab' | 'section' | 'property' | 'attribute';
export type DragData = { type: DragType | 'section-body' | 'tab-body'; uid?: string; parentId?: string; sectionUid?: string; tabUid?: string; attributeUid?: string; label?: string };

export const dataOf = (entry: Active | Over | null | undefined) => entry?.data.current as DragData | undefined;

/** Whether the dragged item's centre is past the middle of what it is over (below, or right for tabs). */
function isAfter(event: DragMoveEvent | DragEndEvent): boolean {
  const dragged = event.active.rect.current.translated;
  const over = event.over?.rect;
  if (!dragged || !over) return false;
  if (dataOf(event.active)?.type === 'tab') return dragged.left + dragged.width / 2 > over.left + over.width / 2;
  return dragged.top + dragged.height / 2 > over.top + over.height / 2;
}

export function cueFor(event: DragMoveEvent): DropCue {
  const source = dataOf(event.active);
  const target = dataOf(event.over);
  if (!source || !target || !event.over || event.over.id === event.active.id) return null;
  const id = String(event.over.id);
  if (target.type === 'section-body' || target.type === 'tab-body') return { id, position: 'inside' };
  if (target.type === 'tab' && source.type !== 'tab') return { id, position: 'inside' };
  // Within one list the sortable strategy already opens the gap; across lists a line shows where.
  if (source.type !== 'attribute' && source.parentId === target.parentId) return null;
  return { id, position: isAfter(event) ? 'after' : 'before' };
}

/** Turns a finished pointer drag into the one reducer action it means, or null. */
export function dropAction(doc: AssetType, event: DragEndEvent, newUid: () => string): DesignerAction | null {
  const source = dataOf(event.active);
  const target = dataOf(event.over);
  if (!source || !target || !event.over) return null;
  const after = isAfter(event) ? 1 : 0;
  switch (source.type) {
    case 'tab': {
      if (target.type !== 'tab') return null;
      const dynamic = tabsOf(doc).filter((tab) => !isFixedTab(tab));
      const toIndex = dynamic.findIndex((tab) => tab.Uid === target.uid);
      return toIndex < 0 ? null : { type: 'moveTab', uid: source.uid!, toIndex };
    }
    case 'section': {
      if (target.type === 'tab' || target.type === 'tab-body') {
        const tab = findTab(doc, (target.uid ?? target.tabUid)!);
        return tab ? { type: 'moveSection', uid: source.uid!, toTabUid: tab.Uid, toIndex: sectionsOf(tab).length } : null;
      }
      if (target.type !== 'section') return null;
      const at = locateSection(doc, target.uid!);
      if (!at) return null;
      const toTabUid = tabsOf(doc)[at.tabIndex]!.Uid;
      const sameTab = source.parentId === toTabUid;
      return { type: 'moveSection', uid: source.uid!, toTabUid, toIndex: sameTab ? at.index : at.index + after };
    }
    case 'property':
    case 'attribute': {
      const place = propertyPlace(doc, target, source, after);
      if (!place) return null;
      if (source.type === 'attribute') return { type: 'addProperty', sectionUid: place.sectionUid, uid: newUid(), attributeUid: source.attributeUid!, index: place.index };
      return { type: 'moveProperty', uid: source.uid!, toSectionUid: place.sectionUid, toIndex: place.index };
    }
  }
  return null;
}

function propertyPlace(doc: AssetType, target: DragData, source: DragData, after: number): { sectionUid: string; index: number } | null {
  if (target.type === 'section-body') {
    const at = locateSection(doc, target.sectionUid!);
    if (!at) return null;
    const section = sectionsOf(tabsOf(doc)[at.tabIndex]!)[at.index]!;
    const length = propertiesOf(section).length;
    return { sectionUid: section.Uid, index: source.parentId === section.Uid ? length - 1 : length };
  }
  if (target.type === 'tab') {
    const tab = findTab(doc, target.uid!);
    const first = tab ? sectionsOf(tab)[0] : undefined;
    return first ? { sectionUid: first.Uid, index: propertiesOf(first).length } : null;
  }
  if (target.type !== 'property') return null;
  const at = locateProperty(doc, target.uid!);
  if (!at) return null;
  const sectionUid = target.parentId!;
  return { sectionUid, index: source.type === 'property' && source.parentId === sectionUid ? at.index : at.index + after };
}
