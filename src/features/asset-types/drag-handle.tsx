import { useLingui } from '@lingui/react/macro';
import type { DraggableSyntheticListeners } from '@dnd-kit/core';
import type { ItemRef } from './keyboard-move';
import { useDesigner } from './designer-context';

type DragHandleProps = {
  item: ItemRef;
  label: string;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  lifted?: boolean;
};

/**
 * The grip of a tab, section or property: a real button named for its item. The pointer
 * drags it through dnd-kit; Space or Enter starts the designer's own keyboard move.
 */
export function DragHandle({ item, label, listeners, setActivatorNodeRef, lifted }: DragHandleProps) {
  const { pickUp, instructionsId } = useDesigner();
  const { t } = useLingui();
  return (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className={`drag-handle${lifted ? ' drag-handle-lifted' : ''}`}
      aria-label={t`Move ${label}`}
      aria-describedby={instructionsId}
      data-handle={item.uid}
      {...listeners}
      onKeyDown={(event) => {
        if ((event.key === ' ' || event.key === 'Enter') && !lifted) {
          event.preventDefault();
          pickUp(item);
        }
      }}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
