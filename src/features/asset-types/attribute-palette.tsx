import { typeLabel } from '../../api/attribute-type-names';
import { useDraggable } from '@dnd-kit/core';
import { memo, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useRowWindow } from '../../components/use-row-window';
import type { AttributeInfo } from './designer-context';

type PaletteProps = {
  attributes: ReadonlyMap<string, AttributeInfo>;
  placements: ReadonlyMap<string, number>;
  target: { uid: string; name: string } | null;
  onAdd: (attributeUid: string) => void;
};

const VIRTUALIZE_ABOVE = 100;
const ROW_HEIGHT = 40;

/** Every attribute, by its name in the first language; drag one onto a section or press “Add to section”. */
export const AttributePalette = memo(function AttributePalette({ attributes, placements, target, onAdd }: PaletteProps) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const sorted = useMemo(() => [...attributes.entries()].sort((a, b) => a[1].name.localeCompare(b[1].name)), [attributes]);
  const matches = useMemo(() => {
    const needle = deferredQuery.trim().toLowerCase();
    if (!needle) return sorted;
    return sorted.filter(([, info]) => info.name.toLowerCase().includes(needle) || (info.attribute.Alias ?? '').toLowerCase().includes(needle));
  }, [sorted, deferredQuery]);

  return (
    <aside className="palette" aria-labelledby="palette-heading">
      <h2 id="palette-heading">Attributes</h2>
      <div className="field">
        <label htmlFor="palette-search">Search attributes</label>
        <input id="palette-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      </div>
      <p className="palette-target" aria-live="polite">
        {target ? (
          <>
            Adds to <strong>{target.name}</strong>
          </>
        ) : (
          'Add a section to place attributes.'
        )}
      </p>
      <p className="muted palette-count">
        {matches.length} of {sorted.length}
      </p>
      {matches.length > VIRTUALIZE_ABOVE ? (
        <VirtualPalette matches={matches} placements={placements} canAdd={target !== null} onAdd={onAdd} />
      ) : (
        <ul className="palette-list">
          {matches.map(([uid, info]) => (
            <PaletteRow key={uid} uid={uid} info={info} placed={placements.get(uid) ?? 0} canAdd={target !== null} onAdd={onAdd} />
          ))}
        </ul>
      )}
    </aside>
  );
});

type Match = [string, AttributeInfo];

function VirtualPalette({ matches, placements, canAdd, onAdd }: { matches: Match[]; placements: ReadonlyMap<string, number>; canAdd: boolean; onAdd: (uid: string) => void }) {
  const scroller = useRef<HTMLDivElement>(null);
  const view = useRowWindow({ count: matches.length, rowHeight: ROW_HEIGHT, scrollRef: scroller });
  return (
    <div ref={scroller} className="palette-scroller">
      <ul className="palette-list" style={{ height: view.totalSize, position: 'relative' }}>
        {view.rows.map((row) => {
          const [uid, info] = matches[row.index]!;
          return (
            <PaletteRow
              key={uid}
              uid={uid}
              info={info}
              placed={placements.get(uid) ?? 0}
              canAdd={canAdd}
              onAdd={onAdd}
              top={row.start}
            />
          );
        })}
      </ul>
    </div>
  );
}

type PaletteRowProps = { uid: string; info: AttributeInfo; placed: number; canAdd: boolean; onAdd: (uid: string) => void; top?: number };

const PaletteRow = memo(function PaletteRow({ uid, info, placed, canAdd, onAdd, top }: PaletteRowProps) {
  const { setNodeRef, setActivatorNodeRef, listeners, isDragging } = useDraggable({ id: `palette:${uid}`, data: { type: 'attribute', attributeUid: uid } });
  const style = top === undefined ? undefined : { position: 'absolute' as const, top, left: 0, right: 0, height: ROW_HEIGHT };
  return (
    <li ref={setNodeRef} style={style} className={`palette-row${placed > 0 ? ' is-placed' : ''}${placed > 1 ? ' is-duplicate' : ''}${isDragging ? ' is-dragging' : ''}`}>
      <button type="button" ref={setActivatorNodeRef} className="drag-handle" tabIndex={-1} aria-label={`Drag ${info.name} onto a section`} {...listeners}>
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="palette-name" title={info.name}>
        {info.name}
        <span className="muted"> · {typeLabel(info.type)}</span>
      </span>
      {placed > 0 && <span className={`chip ${placed > 1 ? 'chip-warning' : 'chip-placed'}`}>{placed > 1 ? `Placed ${placed}×` : 'Placed'}</span>}
      <button type="button" className="button-small" disabled={!canAdd} onClick={() => onAdd(uid)} aria-label={`Add to section: ${info.name}`} title="Add to section">
        Add
      </button>
    </li>
  );
});
