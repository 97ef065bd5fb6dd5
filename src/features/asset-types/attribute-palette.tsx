import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { typeLabel } from '../../api/attribute-type-names';
import { useDraggable } from '@dnd-kit/core';
import { memo, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useRowWindow } from '../../components/use-row-window';
import { formatNumber } from '../../components/format';
import type { AttributeInfo } from './designer-context';

type PaletteProps = {
  attributes: ReadonlyMap<string, AttributeInfo>;
  placements: ReadonlyMap<string, number>;
  target: { uid: string; name: string } | null;
  onAdd: (attributeUid: string) => void;
  /** Adds the ticked attributes to the target section at once (one step to undo). */
  onAddMany: (attributeUids: string[]) => void;
};

const VIRTUALIZE_ABOVE = 100;
const ROW_HEIGHT = 40;

/** Every attribute, by its name in the first language; drag one onto a section, press “Add to section”, or tick several and add them at once. */
export const AttributePalette = memo(function AttributePalette({ attributes, placements, target, onAdd, onAddMany }: PaletteProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const onTick = useCallback(
    (uid: string) =>
      setTicked((current) => {
        const next = new Set(current);
        if (!next.delete(uid)) next.add(uid);
        return next;
      }),
    [],
  );
  const deferredQuery = useDeferredValue(query);
  const sorted = useMemo(() => [...attributes.entries()].sort((a, b) => a[1].name.localeCompare(b[1].name)), [attributes]);
  const matches = useMemo(() => {
    const needle = deferredQuery.trim().toLowerCase();
    if (!needle) return sorted;
    return sorted.filter(([, info]) => info.name.toLowerCase().includes(needle) || (info.attribute.Alias ?? '').toLowerCase().includes(needle));
  }, [sorted, deferredQuery]);

  const total = sorted.length;
  const shown = formatNumber(matches.length);
  const tickedCount = ticked.size;
  const hidden = hiddenTicked(ticked, matches);
  const targetName = target?.name;
  return (
    <aside className="palette" aria-labelledby="palette-heading">
      <h2 id="palette-heading">
        <Trans>Attributes</Trans>
      </h2>
      <div className="field">
        <label htmlFor="palette-search">
          <Trans>Search attributes</Trans>
        </label>
        <input id="palette-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      </div>
      <p className="palette-target" aria-live="polite">
        {target ? (
          <Trans>
            Adds to <strong>{targetName}</strong>
          </Trans>
        ) : (
          t`Add a section to place attributes.`
        )}
      </p>
      <p className="muted palette-count">
        {matches.length === sorted.length
          ? t`${plural(total, { one: '# attribute', other: '# attributes' })}`
          : t`${plural(total, { one: `Showing ${shown} of # attribute`, other: `Showing ${shown} of # attributes` })}`}
      </p>
      {ticked.size > 0 && (
        <div className="palette-selection" role="group" aria-label={t`Ticked attributes`}>
          <span>{hidden > 0 ? t`${tickedCount} ticked (${hidden} hidden by the search)` : t`${tickedCount} ticked`}</span>
          <button
            type="button"
            className="button-small button-primary"
            disabled={target === null}
            onClick={() => {
              // In the palette's order, so the section reads as the list did.
              onAddMany(sorted.flatMap(([uid]) => (ticked.has(uid) ? [uid] : [])));
              setTicked(new Set());
            }}
          >
            <Trans>Add {tickedCount} to section</Trans>
          </button>
          <button type="button" className="button-small" onClick={() => setTicked(new Set())}>
            <Trans>Clear</Trans>
          </button>
        </div>
      )}
      {matches.length > VIRTUALIZE_ABOVE ? (
        <VirtualPalette matches={matches} placements={placements} canAdd={target !== null} onAdd={onAdd} ticked={ticked} onTick={onTick} />
      ) : (
        <ul className="palette-list">
          {matches.map(([uid, info]) => (
            <PaletteRow key={uid} uid={uid} info={info} placed={placements.get(uid) ?? 0} canAdd={target !== null} onAdd={onAdd} ticked={ticked.has(uid)} onTick={onTick} />
          ))}
        </ul>
      )}
    </aside>
  );
});

type Match = [string, AttributeInfo];

const hiddenTicked = (ticked: ReadonlySet<string>, matches: readonly Match[]) => ticked.size - matches.filter(([uid]) => ticked.has(uid)).length;

type VirtualPaletteProps = {
  matches: Match[];
  placements: ReadonlyMap<string, number>;
  canAdd: boolean;
  onAdd: (uid: string) => void;
  ticked: ReadonlySet<string>;
  onTick: (uid: string) => void;
};

function VirtualPalette({ matches, placements, canAdd, onAdd, ticked, onTick }: VirtualPaletteProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const view = useRowWindow({ count: matches.length, rowHeight: ROW_HEIGHT, scrollRef: scroller });
  return (
    <div ref={scroller} className="palette-scroller">
      <ul className="palette-list" style={{ height: view.totalSize, position: 'relative' }}>
        {view.rows.map((row) => {
          const [uid, info] = matches[row.index]!;
          return <PaletteRow key={uid} uid={uid} info={info} placed={placements.get(uid) ?? 0} canAdd={canAdd} onAdd={onAdd} ticked={ticked.has(uid)} onTick={onTick} top={row.start} />;
        })}
      </ul>
    </div>
  );
}

type PaletteRowProps = {
  uid: string;
  info: AttributeInfo;
  placed: number;
  canAdd: boolean;
  onAdd: (uid: string) => void;
  ticked: boolean;
  onTick: (uid: string) => void;
  top?: number;
};

const PaletteRow = memo(function PaletteRow({ uid, info, placed, canAdd, onAdd, ticked, onTick, top }: PaletteRowProps) {
  const { setNodeRef, setActivatorNodeRef, listeners, isDragging } = useDraggable({ id: `palette:${uid}`, data: { type: 'attribute', attributeUid: uid } });
  const { t } = useLingui();
  const name = info.name;
  const style = top === undefined ? undefined : { position: 'absolute' as const, top, left: 0, right: 0, height: ROW_HEIGHT };
  return (
    <li ref={setNodeRef} style={style} className={`palette-row${placed > 0 ? ' is-placed' : ''}${placed > 1 ? ' is-duplicate' : ''}${isDragging ? ' is-dragging' : ''}`}>
      <button type="button" ref={setActivatorNodeRef} className="drag-handle" tabIndex={-1} aria-label={t`Drag ${name} onto a section`} {...listeners}>
        <span aria-hidden="true">⠿</span>
      </button>
      <input type="checkbox" checked={ticked} onChange={() => onTick(uid)} aria-label={t`Tick ${name}`} />
      <span className="palette-name" title={info.name}>
        {info.name}
        <span className="muted"> · {typeLabel(info.type)}</span>
      </span>
      {placed > 0 && <span className={`chip ${placed > 1 ? 'chip-warning' : 'chip-placed'}`}>{placed > 1 ? t`Placed ${placed}×` : t`Placed`}</span>}
      <button type="button" className="button-small" disabled={!canAdd} onClick={() => onAdd(uid)} aria-label={t`Add to section: ${name}`} title={t`Add to section`}>
        <Trans>Add</Trans>
      </button>
    </li>
  );
});
