import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FieldPicker } from './field-picker';
import { newKey } from './query-model';
import { fieldChoices, fieldsByUid, type FieldOption } from './query-words';
import type { EditableColumn } from './saved-search-form-schema';

/** The picker's input: where the focus goes after a column is added, or the last one removed. */
const ADDER = '.column-adder input';

type ViewColumnsEditorProps = {
  value: EditableColumn[];
  onChange: (columns: EditableColumn[]) => void;
  fields: readonly FieldOption[];
  error?: string;
};

/** The result view's columns: reorder by drag, by keyboard (Space, arrows, Space) or the up/down buttons. */
export function ViewColumnsEditor({ value, onChange, fields, error }: ViewColumnsEditorProps) {
  const { t } = useLingui();
  const [announcement, setAnnouncement] = useState('');
  const root = useRef<HTMLFieldSetElement>(null);
  // A button that moves, removes or adds may be disabled or gone after the change: focus goes where the user can carry on.
  const focusAfterChange = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfterChange.current) return;
    root.current?.querySelector<HTMLElement>(focusAfterChange.current)?.focus();
    focusAfterChange.current = null;
  });
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const labelOf = (uid: string) => fields.find((field) => field.uid === uid)?.label ?? t`Unknown field ${uid}`;
  const columnLabel = (key: unknown) => {
    const index = value.findIndex((column) => column.key === key);
    if (index < 0) return t`the column`;
    const name = labelOf(value[index]!.FieldUid);
    return t`column “${name}”`;
  };
  const position = (key: unknown) => value.findIndex((column) => column.key === key) + 1;
  const count = value.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const column = columnLabel(active.id);
      const at = position(active.id);
      return t`Picked up ${column}, position ${at} of ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      const column = columnLabel(active.id);
      if (!over) return t`${column} is not over the list.`;
      const at = position(over.id);
      return t`${column} is at position ${at} of ${count}.`;
    },
    onDragEnd: ({ active, over }) => {
      const column = columnLabel(active.id);
      if (!over) return t`${column} dropped.`;
      const at = position(over.id);
      return t`${column} dropped at position ${at} of ${count}.`;
    },
    onDragCancel: ({ active }) => {
      const column = columnLabel(active.id);
      return t`Moving ${column} was cancelled.`;
    },
  };

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= value.length) return;
    onChange(arrayMove(value, from, to));
  };

  function moveWithButton(index: number, direction: 'up' | 'down') {
    const to = direction === 'up' ? index - 1 : index + 1;
    const atEdge = direction === 'up' ? to === 0 : to === value.length - 1;
    const keep = atEdge ? (direction === 'up' ? 'down' : 'up') : direction;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    focusAfterChange.current = `[data-column="${value[index]!.key}"] [data-action="${keep}"]`;
    moveTo(index, to);
  }

  function remove(index: number) {
    const neighbour = value[index + 1] ?? value[index - 1];
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    focusAfterChange.current = neighbour ? `[data-column="${neighbour.key}"] [data-action="remove"]` : ADDER;
    onChange(value.filter((_, at) => at !== index));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    moveTo(
      value.findIndex((column) => column.key === active.id),
      value.findIndex((column) => column.key === over.id),
    );
  }

  const byUid = fieldsByUid(fields);
  // The filter's picker over the fields not yet shown: picking one adds it at the end.
  const available = useMemo(() => {
    const shown = new Set(value.map((column) => column.FieldUid));
    return fieldChoices(fields).filter((choice) => !shown.has(choice.value));
  }, [fields, value]);

  function add(fieldUid: string) {
    onChange([...value, { key: newKey(), FieldUid: fieldUid, Width: '', extra: {} }]);
    const name = labelOf(fieldUid);
    setAnnouncement(t`Column “${name}” added.`);
    focusAfterChange.current = ADDER;
  }

  return (
    <fieldset ref={root} className="view-columns">
      <legend>
        <Trans>View columns</Trans>
      </legend>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {value.length === 0 ? (
        <p className="field-help">
          <Trans>No columns: the result view shows its default columns.</Trans>
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t`Press Space to pick up the column, arrow keys to move it, Space again to drop it, Escape to cancel.` } }}
        >
          <SortableContext items={value.map((column) => column.key)} strategy={verticalListSortingStrategy}>
            <ol className="column-list" aria-label={t`Columns in display order`}>
              {value.map((column, index) => (
                <ColumnRow
                  key={column.key}
                  column={column}
                  label={labelOf(column.FieldUid)}
                  index={index}
                  count={value.length}
                  onWidth={(Width) => onChange(value.map((candidate) => (candidate.key === column.key ? { ...candidate, Width } : candidate)))}
                  onMove={(direction) => moveWithButton(index, direction)}
                  onRemove={() => remove(index)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <div className="column-adder">
        <FieldPicker name={t`Field to add as a column`} fieldUid="" fields={byUid} options={available} invalid={false} onPick={add} />
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}

type ColumnRowProps = { column: EditableColumn; label: string; index: number; count: number; onWidth: (width: string) => void; onMove: (direction: 'up' | 'down') => void; onRemove: () => void };

function ColumnRow({ column, label, index, count, onWidth, onMove, onRemove }: ColumnRowProps) {
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: column.key, data: { type: 'column', parent: 'view-columns', label } });
  const { t } = useLingui();
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style} data-column={column.key} className={`column-row${isDragging ? ' column-row-dragging' : ''}`}>
      <button type="button" className="drag-handle" aria-label={t`Reorder column ${label}`} {...attributes} {...listeners}>
        ⠿
      </button>
      <span className="column-name">{label}</span>
      <label className="inline-field">
        <Trans>Width</Trans>
        <input className="width-input" inputMode="numeric" aria-label={t`Width of ${label}`} value={column.Width} onChange={(event) => onWidth(event.target.value)} />
      </label>
      <button type="button" className="button-quiet" aria-label={t`Move ${label} up`} data-action="up" disabled={index === 0} onClick={() => onMove('up')}>
        ↑
      </button>
      <button type="button" className="button-quiet" aria-label={t`Move ${label} down`} data-action="down" disabled={index === count - 1} onClick={() => onMove('down')}>
        ↓
      </button>
      <button type="button" className="button-quiet" aria-label={t`Remove column ${label}`} data-action="remove" onClick={onRemove}>
        <Trans>Remove</Trans>
      </button>
    </li>
  );
}
