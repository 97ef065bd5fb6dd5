import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragMoveEvent,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { dropTarget, type DropZone, type KeyboardMove, type MoveTarget } from './moves';
import { TreeRow, type RenameState, type RowData } from './tree-row';
import type { Tree, TreeNode, VisibleRow } from './tree';
import { useTreeKeyboard } from './use-tree-keyboard';

const ROOT_DROP_ID = 'root';

type SearchTreeProps = {
  tree: Tree;
  rows: readonly VisibleRow[];
  activeId: string | null;
  selectedId: string | null;
  renaming: RenameState | null;
  /** Bumped when focus should follow the active item (keyboard and programmatic moves). */
  focusRequest: number;
  describedBy: string;
  onActiveChange: (id: string, focus: boolean) => void;
  onSetExpanded: (id: string, open: boolean) => void;
  onActivate: (node: TreeNode) => void;
  onRequestRename: (node: TreeNode) => void;
  onRename: (node: TreeNode, name: string) => void;
  onRenameCancel: () => void;
  onRequestDelete: (node: TreeNode) => void;
  onMove: (node: TreeNode, target: MoveTarget) => void;
  onKeyboardMove: (node: TreeNode, move: KeyboardMove) => void;
};

type DropState = { overId: string; zone: DropZone; valid: boolean };

const label = (data: unknown) => (data as RowData | undefined)?.label ?? t`the item`;
const placeLabel = (over: { id: unknown; data: { current?: unknown } }) => (over.id === ROOT_DROP_ID ? t`the top level` : label(over.data.current));

/** Drags speak in names, never ids (DESIGN.md: announcements use labels), in the language shown when they are said. */
const announcements: Announcements = {
  onDragStart: ({ active }) => {
    const item = label(active.data.current);
    return t`Picked up ${item}.`;
  },
  onDragOver: ({ active, over }) => {
    const item = label(active.data.current);
    if (!over) return t`${item} is not over a drop place.`;
    const place = placeLabel(over);
    return t`${item} is over ${place}.`;
  },
  onDragEnd: ({ active, over }) => {
    const item = label(active.data.current);
    if (!over) return t`${item} was dropped where it was.`;
    const place = placeLabel(over);
    return t`${item} was dropped on ${place}.`;
  },
  onDragCancel: ({ active }) => {
    const item = label(active.data.current);
    return t`Moving ${item} was cancelled.`;
  },
};

function zoneFor(event: DragMoveEvent, kind: TreeNode['kind'] | undefined): DropZone {
  const over = event.over;
  const pointer = event.activatorEvent as PointerEvent | undefined;
  if (!over || !pointer || typeof pointer.clientY !== 'number') return 'into';
  const y = pointer.clientY + event.delta.y;
  const fraction = (y - over.rect.top) / over.rect.height;
  if (kind !== 'folder') return fraction < 0.5 ? 'before' : 'after';
  return fraction < 0.25 ? 'before' : fraction > 0.75 ? 'after' : 'into';
}

export function SearchTree(props: SearchTreeProps) {
  const { tree, rows, activeId, selectedId, renaming, focusRequest, onActiveChange, onMove } = props;
  const { t: tr } = useLingui();
  const elements = useRef(new Map<string, HTMLElement>());
  const [dragging, setDragging] = useState<TreeNode | null>(null);
  const [drop, setDrop] = useState<DropState | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const registerElement = useCallback((id: string, element: HTMLElement | null) => {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  }, []);

  // A requested focus may name an item the next fetch brings (a new folder): it waits for that row.
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    if (focusRequest > 0) pendingFocus.current = activeId;
  }, [focusRequest, activeId]);
  useEffect(() => {
    const element = pendingFocus.current ? elements.current.get(pendingFocus.current) : undefined;
    if (element) {
      element.focus();
      pendingFocus.current = null;
    }
  });

  const onKeyDown = useTreeKeyboard({
    rows,
    activeId,
    focusItem: (id) => onActiveChange(id, true),
    setExpanded: props.onSetExpanded,
    activate: props.onActivate,
    rename: props.onRequestRename,
    remove: props.onRequestDelete,
    move: props.onKeyboardMove,
  });

  function targetOf(event: DragMoveEvent | DragEndEvent, node: TreeNode): { state: DropState; target: MoveTarget | null } | null {
    if (!event.over) return null;
    const overId = String(event.over.id);
    const overNode = overId === ROOT_DROP_ID ? 'root' : tree.byId.get(overId);
    if (!overNode) return null;
    const zone = zoneFor(event, overNode === 'root' ? undefined : overNode.kind);
    const target = dropTarget(tree, node, overNode, zone);
    return { state: { overId, zone, valid: target !== null }, target };
  }

  function onDragStart(event: DragStartEvent) {
    const node = tree.byId.get(String(event.active.id));
    setDragging(node ?? null);
    if (node) onActiveChange(node.id, false);
  }

  function onDragMove(event: DragMoveEvent) {
    if (!dragging) return;
    const result = targetOf(event, dragging);
    setDrop(result?.state ?? null);
  }

  function onDragEnd(event: DragEndEvent) {
    const node = dragging;
    setDragging(null);
    setDrop(null);
    if (!node) return;
    const result = targetOf(event, node);
    if (result?.target) onMove(node, result.target);
  }

  const activeOrFirst = activeId && rows.some((row) => row.node.id === activeId) ? activeId : (rows[0]?.node.id ?? null);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDragging(null);
        setDrop(null);
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: tr`To move this item with the keyboard, hold Control and press an arrow key, or use Move to….` },
      }}
    >
      <ul role="tree" aria-label={tr`Folders and saved searches`} aria-describedby={props.describedBy} className="search-tree">
        {rows.map((row) => (
          <TreeRow
            key={row.node.id}
            row={row}
            active={row.node.id === activeOrFirst}
            selected={row.node.id === selectedId}
            renaming={row.node.id === renaming?.id ? renaming : null}
            dropZone={drop?.overId === row.node.id ? drop.zone : null}
            dropInvalid={drop?.overId === row.node.id && !drop.valid}
            registerElement={registerElement}
            onClick={(node) => {
              // A click selects a folder (it is where "New folder" puts things); the triangle, a double click or Enter opens it.
              onActiveChange(node.id, true);
              if (node.kind === 'search') props.onActivate(node);
            }}
            onDoubleClick={(node) => {
              if (node.kind === 'folder') props.onActivate(node);
            }}
            onToggle={(node) => {
              onActiveChange(node.id, true);
              props.onSetExpanded(node.id, !rows.find((candidate) => candidate.node.id === node.id)?.expanded);
            }}
            onFocus={(node) => onActiveChange(node.id, false)}
            onKeyDown={onKeyDown}
            onRename={props.onRename}
            onRenameCancel={props.onRenameCancel}
          />
        ))}
      </ul>
      <RootDropZone visible={dragging !== null} highlighted={drop?.overId === ROOT_DROP_ID} />
      <DragOverlay dropAnimation={null}>{dragging && <div className="tree-drag-overlay">{dragging.name}</div>}</DragOverlay>
    </DndContext>
  );
}

function RootDropZone({ visible, highlighted }: { visible: boolean; highlighted: boolean }) {
  const { t: tr } = useLingui();
  const { setNodeRef } = useDroppable({ id: ROOT_DROP_ID, data: { type: 'root', parent: null, label: tr`the top level` } });
  return (
    <div ref={setNodeRef} className={`tree-root-drop${visible ? ' tree-root-drop-visible' : ''}${highlighted ? ' tree-root-drop-over' : ''}`} aria-hidden="true">
      {visible ? tr`Drop here to move to the top level` : ''}
    </div>
  );
}
