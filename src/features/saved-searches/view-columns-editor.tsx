import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { newKey } from './query-model';
import type { FieldOption } from './query-editor';
import type { EditableColumn } from './saved-search-form-schema';

type ViewColumnsEditorProps = {
  value: EditableColumn[];
  onChange: (columns: EditableColumn[]) => void;
  fields: readonly FieldOption[];
  error?: string;
};

/** The result view's columns: reorder by drag, by keyboard (Space, arrows, Space) or the up/down buttons. */
export function ViewColumnsEditor({ value, onChange, fields, error }: ViewColumnsEditorProps) {
  const [adding, setAdding] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const labelOf = (uid: string) => fields.find((field) => field.uid === uid)?.label ?? `Unknown field ${uid}`;
  const columnLabel = (key: unknown) => {
    const index = value.findIndex((column) => column.key === key);
    return index < 0 ? 'the column' : `column “${labelOf(value[index]!.FieldUid)}”`;
  };
  const position = (key: unknown) => value.findIndex((column) => column.key === key) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${columnLabel(active.id)}, position ${position(active.id)} of ${value.length}.`,
    onDragOver: ({ active, over }) => (over ? `${columnLabel(active.id)} is at position ${position(over.id)} of ${value.length}.` : `${columnLabel(active.id)} is not over the list.`),
    onDragEnd: ({ active, over }) => (over ? `${columnLabel(active.id)} dropped at position ${position(over.id)} of ${value.length}.` : `${columnLabel(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${columnLabel(active.id)} was cancelled.`,
  };

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= value.length) return;
    onChange(arrayMove(value, from, to));
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    moveTo(
      value.findIndex((column) => column.key === active.id),
      value.findIndex((column) => column.key === over.id),
    );
  }

  const available = fields.filter((field) => !value.some((column) => column.FieldUid === field.uid));

  return (
    <fieldset className="view-columns">
      <legend>View columns</legend>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {value.length === 0 ? (
        <p className="field-help">No columns: the result view shows its default columns.</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: 'Press Space to pick up the column, arrow keys to move it, Space again to drop it, Escape to cancel.' } }}>
          <SortableContext items={value.map((column) => column.key)} strategy={verticalListSortingStrategy}>
            <ol className="column-list" aria-label="Columns in display order">
              {value.map((column, index) => (
                <ColumnRow
                  key={column.key}
                  column={column}
                  label={labelOf(column.FieldUid)}
                  index={index}
                  count={value.length}
                  onWidth={(Width) => onChange(value.map((candidate) => (candidate.key === column.key ? { ...candidate, Width } : candidate)))}
                  onMove={(to) => moveTo(index, to)}
                  onRemove={() => onChange(value.filter((candidate) => candidate.key !== column.key))}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <div className="inline-field">
        <select aria-label="Field to add as a column" value={adding} onChange={(event) => setAdding(event.target.value)}>
          <option value="">Choose a field…</option>
          {available.map((field) => (
            <option key={field.uid} value={field.uid}>
              {field.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={adding === ''}
          onClick={() => {
            onChange([...value, { key: newKey(), FieldUid: adding, Width: '', extra: {} }]);
            setAdding('');
          }}
        >
          Add column
        </button>
      </div>
    </fieldset>
  );
}

type ColumnRowProps = { column: EditableColumn; label: string; index: number; count: number; onWidth: (width: string) => void; onMove: (to: number) => void; onRemove: () => void };

function ColumnRow({ column, label, index, count, onWidth, onMove, onRemove }: ColumnRowProps) {
  const sortable = useSortable({ id: column.key, data: { type: 'column', parent: 'view-columns', label } });
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition };
  return (
    <li ref={sortable.setNodeRef} style={style} className={`column-row${sortable.isDragging ? ' column-row-dragging' : ''}`}>
      <button type="button" className="drag-handle" aria-label={`Reorder column ${label}`} {...sortable.attributes} {...sortable.listeners}>
        ⠿
      </button>
      <span className="column-name">{label}</span>
      <label className="inline-field">
        Width
        <input className="width-input" inputMode="numeric" aria-label={`Width of ${label}`} value={column.Width} onChange={(event) => onWidth(event.target.value)} />
      </label>
      <button type="button" className="button-quiet" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
        ↑
      </button>
      <button type="button" className="button-quiet" aria-label={`Move ${label} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        ↓
      </button>
      <button type="button" className="button-quiet" aria-label={`Remove column ${label}`} onClick={onRemove}>
        Remove
      </button>
    </li>
  );
}
