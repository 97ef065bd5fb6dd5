import { t } from '@lingui/core/macro';
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
import { useState, type Dispatch, type ReactNode, type RefObject } from 'react';
import type { AssetType } from '../../api/asset-types';
import { createStore } from '../../components/create-store';
import { cueAt, DropCueContext, type DropCue } from './designer-context';
import { itemPhrase } from './designer-messages';
import { CollapseContext, createCollapseStore } from './section-collapse';
import type { DesignerAction } from './designer-reducer';
import type { Labeller } from './keyboard-move';
import { cueFor, dataOf, dropAction, type DragData, type DragType } from './drop-action';

/** What each kind of dragged item may land on, best first (DESIGN.md: draggables carry data.type). */
const ACCEPTS: Record<DragType, string[]> = {
  tab: ['tab'],
  section: ['section', 'tab', 'tab-body'],
  property: ['property', 'section-body', 'tab'],
  attribute: ['property', 'section-body', 'tab'],
};

/** One collision rule for the one DndContext: only targets the dragged kind accepts, the pointer's first. */
const designerCollisions: CollisionDetection = (args) => {
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
  // What the overlay says, worked out when the drag starts (the layout is read then, not while rendering).
  const [overlayLabel, setOverlayLabel] = useState<string | null>(null);
  const [cues] = useState(() => createStore<DropCue>(null));
  const [folds] = useState(createCollapseStore);

  const labelOf = (data: DragData | undefined): string => {
    if (!data) return t`nothing`;
    switch (data.type) {
      case 'tab':
        return itemPhrase('tab', labels.tab(docRef.current, data.uid!));
      case 'section':
        return itemPhrase('section', labels.section(docRef.current, data.uid!));
      case 'property':
        return itemPhrase('property', labels.property(docRef.current, data.uid!));
      case 'attribute': {
        const name = attributeName(data.attributeUid!);
        return t`attribute ${name}`;
      }
      case 'section-body': {
        const name = labels.section(docRef.current, data.sectionUid!);
        return t`the end of section ${name}`;
      }
      case 'tab-body':
        return itemPhrase('tab', labels.tab(docRef.current, data.tabUid!));
    }
  };

  // Each item is named by a phrase ("section Basics"), placed whole into each sentence.
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const item = labelOf(dataOf(active));
      return t`Picked up ${item}.`;
    },
    onDragOver: ({ active, over }) => {
      const [item, target] = [capitalize(labelOf(dataOf(active))), labelOf(dataOf(over))];
      return over ? t`${item} is over ${target}.` : t`${item} is over no drop place.`;
    },
    onDragEnd: ({ active, over }) => {
      const [item, target] = [labelOf(dataOf(active)), labelOf(dataOf(over))];
      return over ? t`Dropped ${item} on ${target}.` : t`Dropped ${item}; nothing moved.`;
    },
    onDragCancel: ({ active }) => {
      const item = labelOf(dataOf(active));
      return t`Cancelled moving ${item}; it is back where it was.`;
    },
  };

  const updateCue = (event: DragMoveEvent) => cues.set(cueAt(cueFor(event)));

  function finish() {
    setOverlayLabel(null);
    cues.set(null);
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
      accessibility={{ announcements, screenReaderInstructions: { draggable: t`Drag with the pointer, or press Space or Enter to move with the arrow keys.` } }}
      onDragStart={(event: DragStartEvent) => setOverlayLabel(capitalize(labelOf(dataOf(event.active))))}
      onDragMove={updateCue}
      onDragOver={updateCue}
      onDragEnd={onDragEnd}
      onDragCancel={finish}
    >
      <DropCueContext.Provider value={cues}>
        <CollapseContext.Provider value={folds}>{children}</CollapseContext.Provider>
      </DropCueContext.Provider>
      <DragOverlay dropAnimation={null}>
        {overlayLabel && (
          <div className="drag-overlay">
            <span aria-hidden="true">⠿</span> {overlayLabel}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
