import {
  closestCenter,
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  type Over,
} from '@dnd-kit/core';
import { useRef, useState, type Dispatch, type ReactNode, type RefObject } from 'react';
import type { AssetType } from '../../api/asset-types';
import { DropCueContext, type DropCue } from './designer-context';
import type { DesignerAction } from './designer-reducer';
import type { Labeller } from './keyboard-move';
import { findTab, isFixedTab, locateProperty, locateSection, propertiesOf, sectionsOf, tabsOf } from './layout-tree';

type DragType = 'tab' | 'section' | 'property' | 'attribute';
type DragData = { type: DragType | 'section-body' | 'tab-body'; uid?: string; parentId?: string; sectionUid?: string; tabUid?: string; attributeUid?: string; label?: string };

/** What each kind of dragged item may land on, best first (DESIGN.md: draggables carry data.type). */
const ACCEPTS: Record<DragType, string[]> = {
  tab: ['tab'],
  section: ['section', 'tab', 'tab-body'],
  property: ['property', 'section-body', 'tab'],
  attribute: ['property', 'section-body', 'tab'],
};

const dataOf = (entry: Active | Over | null | undefined) => entry?.data.current as DragData | undefined;

/** One collision rule for the one DndContext: only targets the dragged kind accepts, the pointer's first. */
export const designerCollisions: CollisionDetection = (args) => {
  const type = dataOf(args.active)?.type as DragType | undefined;
  const accepted = type ? ACCEPTS[type] : [];
  const containers = args.droppableContainers.filter((container) => accepted.includes((container.data.current as DragData | undefined)?.type ?? ''));
  const rank = (id: unknown) => accepted.indexOf((containers.find((c) => c.id === id)?.data.current as DragData).type);
  const within = pointerWithin({ ...args, droppableContainers: containers });
  if (within.length > 0) return [...within].sort((a, b) => rank(a.id) - rank(b.id));
  const sameKind = type === 'attribute' ? 'property' : type;
  return closestCenter({ ...args, droppableContainers: containers.filter((c) => (c.data.current as DragData).type === sameKind) });
};

type DesignerDndProps = {
  docRef: RefObject<AssetType>;
  dispatch: Dispatch<DesignerAction>;
  labels: Labeller;
  attributeName: (uid: string) => string;
  onActivateTab: (uid: string) => void;
  newUid: () => string;
  children: ReactNode;
};

export function DesignerDnd({ docRef, dispatch, labels, attributeName, onActivateTab, newUid, children }: DesignerDndProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const [active, setActive] = useState<DragData | null>(null);
  const [cue, setCue] = useState<DropCue>(null);
  const cueRef = useRef<DropCue>(null);

  const labelOf = (data: DragData | undefined): string => {
    if (!data) return 'nothing';
    switch (data.type) {
      case 'tab':
        return `tab ${labels.tab(data.uid!)}`;
      case 'section':
        return `section ${labels.section(data.uid!)}`;
      case 'property':
        return `property ${labels.property(data.uid!)}`;
      case 'attribute':
        return `attribute ${attributeName(data.attributeUid!)}`;
      case 'section-body':
        return `the end of section ${labels.section(data.sectionUid!)}`;
      case 'tab-body':
        return `tab ${labels.tab(data.tabUid!)}`;
    }
  };

  const announcements: Announcements = {
    onDragStart: ({ active: a }) => `Picked up ${labelOf(dataOf(a))}.`,
    onDragOver: ({ active: a, over }) => (over ? `${capitalize(labelOf(dataOf(a)))} is over ${labelOf(dataOf(over))}.` : `${capitalize(labelOf(dataOf(a)))} is over no drop place.`),
    onDragEnd: ({ active: a, over }) => (over ? `Dropped ${labelOf(dataOf(a))} on ${labelOf(dataOf(over))}.` : `Dropped ${labelOf(dataOf(a))}; nothing moved.`),
    onDragCancel: ({ active: a }) => `Cancelled moving ${labelOf(dataOf(a))}; it is back where it was.`,
  };

  function updateCue(event: DragMoveEvent) {
    const next = cueFor(event);
    const current = cueRef.current;
    if (next?.id === current?.id && next?.position === current?.position) return;
    cueRef.current = next;
    setCue(next);
  }

  function finish() {
    setActive(null);
    cueRef.current = null;
    setCue(null);
  }

  function onDragEnd(event: DragEndEvent) {
    const action = dropAction(docRef.current, event, newUid);
    finish();
    if (!action) return;
    dispatch(action);
    // A section or property dropped on another tab's header: follow it there.
    const target = dataOf(event.over);
    if (target?.type === 'tab' && action.type !== 'moveTab') onActivateTab(target.uid!);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={designerCollisions}
      accessibility={{ announcements, screenReaderInstructions: { draggable: 'Drag with the pointer, or press Space or Enter to move with the arrow keys.' } }}
      onDragStart={(event: DragStartEvent) => setActive(dataOf(event.active) ?? null)}
      onDragMove={updateCue}
      onDragOver={updateCue}
      onDragEnd={onDragEnd}
      onDragCancel={finish}
    >
      <DropCueContext.Provider value={cue}>{children}</DropCueContext.Provider>
      <DragOverlay dropAnimation={null}>
        {active && (
          <div className="drag-overlay">
            <span aria-hidden="true">⠿</span> {capitalize(labelOf(active))}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whether the dragged item's centre is past the middle of what it is over (below, or right for tabs). */
function isAfter(event: DragMoveEvent | DragEndEvent): boolean {
  const dragged = event.active.rect.current.translated;
  const over = event.over?.rect;
  if (!dragged || !over) return false;
  if (dataOf(event.active)?.type === 'tab') return dragged.left + dragged.width / 2 > over.left + over.width / 2;
  return dragged.top + dragged.height / 2 > over.top + over.height / 2;
}

function cueFor(event: DragMoveEvent): DropCue {
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
