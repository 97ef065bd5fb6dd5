import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { horizontalListSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { AssetTypeTab } from '../../api/asset-types';
import { useDesigner, useDropCue } from './designer-context';
import { DragHandle } from './drag-handle';
import { isFixedTab } from './layout-tree';
import { TabOverflowMenu } from './tab-overflow-menu';

type TabStripProps = {
  tabs: readonly AssetTypeTab[];
  activeTabUid: string | null;
  selectedUid: string | null;
  liftedUid: string | null;
  onActivate: (uid: string) => void;
  onAddTab: () => void;
};

/** "FileTab" or "AssetFileTabSetup" reads as "File tab" or "Asset file tab": a built-in tab, named by its kind. */
function fixedTabName(type: string): string {
  // The service's kind of tab in words ("AssetFileTabSetup" → "Asset file"); the service has no other name for it.
  const words = type
    .replace(/(Tab)?Setup$/, '')
    .replace(/Tab$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  const kind = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  return t`${kind} tab (built in)`;
}

export function tabName(tab: AssetTypeTab): string {
  if (isFixedTab(tab)) return fixedTabName(tab.Type ?? '');
  return tab.Label?.trim() || t`Untitled tab`;
}

/**
 * The tabs in order, in one row; dynamic tabs reorder horizontally, fixed tabs keep their place. A row too long for
 * the canvas scrolls sideways and offers every tab in the "All tabs" menu; the arrow keys move between tabs.
 */
export function TabStrip({ tabs, activeTabUid, selectedUid, liftedUid, onActivate, onAddTab }: TabStripProps) {
  const dynamicUids = useMemo(() => tabs.filter((tab) => !isFixedTab(tab)).map((tab) => tab.Uid), [tabs]);
  const { t } = useLingui();
  const chips = useRef<HTMLUListElement>(null);
  const overflowing = useOverflow(chips, tabs.length);

  // The open tab is scrolled into the row (a keyboard move or the menu may open one that is out of sight), and again
  // when the row narrows: "All tabs" appears once it overflows, and longer Danish or German words take more room.
  useLayoutEffect(() => {
    const row = chips.current;
    if (!row || !activeTabUid) return;
    const reveal = () => {
      const chip = row.querySelector<HTMLElement>(`[data-tab="${window.CSS.escape(activeTabUid)}"]`);
      if (!chip) return;
      if (chip.offsetLeft < row.scrollLeft) row.scrollLeft = chip.offsetLeft;
      else if (chip.offsetLeft + chip.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = chip.offsetLeft + chip.offsetWidth - row.clientWidth;
    };
    reveal();
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reveal);
    resizes?.observe(row);
    return () => resizes?.disconnect();
  }, [activeTabUid, tabs.length]);

  // The tabs pattern's keys between the tabs' own buttons (a list of tabs with handles cannot be a tablist).
  const moveFocus = useCallback((event: KeyboardEvent<HTMLButtonElement>) => {
    const all = [...(chips.current?.querySelectorAll<HTMLElement>('.item-select') ?? [])];
    const at = all.indexOf(event.currentTarget);
    const next: Record<string, number> = { ArrowRight: Math.min(at + 1, all.length - 1), ArrowLeft: Math.max(at - 1, 0), Home: 0, End: all.length - 1 };
    if (at < 0 || !(event.key in next)) return;
    event.preventDefault();
    all[next[event.key]!]?.focus();
  }, []);

  return (
    <div className="tab-strip">
      <SortableContext items={dynamicUids} strategy={horizontalListSortingStrategy}>
        <ul ref={chips} className={`tab-chips${overflowing ? ' is-overflowing' : ''}`} aria-label={t`Tabs`}>
          {tabs.map((tab) => (
            <TabChip key={tab.Uid} tab={tab} active={tab.Uid === activeTabUid} selected={tab.Uid === selectedUid} lifted={tab.Uid === liftedUid} onActivate={onActivate} onKeyDown={moveFocus} />
          ))}
        </ul>
      </SortableContext>
      {overflowing && <TabOverflowMenu tabs={tabs} activeTabUid={activeTabUid} nameOf={tabName} onActivate={onActivate} />}
      <button type="button" onClick={onAddTab}>
        <Trans>Add tab</Trans>
      </button>
    </div>
  );
}

/** Whether a row's content is wider than the row: measured when the row resizes and when its items change. */
function useOverflow(row: RefObject<HTMLElement | null>, itemCount: number): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizes?.observe(element);
    return () => resizes?.disconnect();
  }, [row, itemCount]);
  return overflowing;
}

type TabChipProps = {
  tab: AssetTypeTab;
  active: boolean;
  selected: boolean;
  lifted: boolean;
  onActivate: (uid: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
};

const TabChip = memo(function TabChip({ tab, active, selected, lifted, onActivate, onKeyDown }: TabChipProps) {
  const { select } = useDesigner();
  const { t } = useLingui();
  const cue = useDropCue(tab.Uid);
  const fixed = isFixedTab(tab);
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id: tab.Uid,
    data: { type: 'tab', uid: tab.Uid },
    disabled: fixed,
  });
  const name = tabName(tab);
  const cueClass = cue ? ` drop-${cue}` : '';
  return (
    <li
      ref={setNodeRef}
      data-tab={tab.Uid}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`tab-chip${active ? ' is-active' : ''}${selected ? ' is-selected' : ''}${fixed ? ' is-fixed' : ''}${lifted ? ' is-lifted' : ''}${isDragging ? ' is-dragging' : ''}${cueClass}`}
    >
      {fixed ? (
        <span className="fixed-mark" title={t`Fixed tab: keeps its place`} aria-hidden="true">
          ▣
        </span>
      ) : (
        <DragHandle item={{ type: 'tab', uid: tab.Uid }} label={name} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} lifted={lifted} />
      )}
      <button
        type="button"
        className="item-select"
        aria-current={active ? 'true' : undefined}
        onKeyDown={onKeyDown}
        onClick={() => {
          onActivate(tab.Uid);
          select({ type: 'tab', uid: tab.Uid });
        }}
      >
        {name}
      </button>
    </li>
  );
});
