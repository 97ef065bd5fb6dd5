import {
  closestCenter,
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useRef, useState, type Dispatch, type ReactNode, type RefObject } from 'react';
import type { AssetType } from '../../api/asset-types';
import { DropCueContext, type DropCue } from './designer-context';
import type { DesignerAction } from './designer-reducer';
import { dataOf, dropAction, isAfter, type DragData, type DragType } from './drop-action';
import type { Labeller } from './keyboard-move';

/** What each kind of dragged item may land on, best first (DESIGN.md: draggables carry data.type). */
const ACCEPTS: Record<DragType, string[]> = {
  tab: ['tab'],
  section: ['section', 'tab', 'tab-body'],
  property: ['property', 'section-body', 'tab'],
  attribute: ['property', 'section-body', 'tab'],
};

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

function cueFor(event: DragMoveEvent): DropCue {
  const source = dataOf(event.active);
  const target = dataOf(event.over);
  if (!source || !target || !event.over || event.over.id === event.active.id) return null;
  const id = String(event.over.id);
  if (target.type === 'section-body') return { id, position: 'inside', sectionUid: target.sectionUid };
  if (target.type === 'tab-body') return { id, position: 'inside' };
  if (target.type === 'tab' && source.type !== 'tab') return { id, position: 'inside' };
  // Within one list the sortable strategy already opens the gap; across lists a line shows where.
  if (source.type !== 'attribute' && source.parentId === target.parentId) return null;
  const position = isAfter(event) ? 'after' : 'before';
  return target.type === 'property' ? { id, position, sectionUid: target.parentId } : { id, position };
}
