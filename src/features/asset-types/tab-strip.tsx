import { horizontalListSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useMemo } from 'react';
import type { AssetTypeTab } from '../../api/asset-types';
import { useDesigner, useDropCue } from './designer-context';
import { DragHandle } from './drag-handle';
import { isFixedTab } from './layout-tree';

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
  const words = type
    .replace(/(Tab)?Setup$/, '')
    .replace(/Tab$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} tab (built in)`;
}

export function tabName(tab: AssetTypeTab): string {
  if (isFixedTab(tab)) return fixedTabName(tab.Type ?? '');
  return tab.Label?.trim() || 'Untitled tab';
}

/** The tabs in order; dynamic tabs reorder horizontally, fixed tabs keep their place. */
export function TabStrip({ tabs, activeTabUid, selectedUid, liftedUid, onActivate, onAddTab }: TabStripProps) {
  const dynamicUids = useMemo(() => tabs.filter((tab) => !isFixedTab(tab)).map((tab) => tab.Uid), [tabs]);
  return (
    <div className="tab-strip">
      <SortableContext items={dynamicUids} strategy={horizontalListSortingStrategy}>
        <ul className="tab-chips" aria-label="Tabs">
          {tabs.map((tab) => (
            <TabChip key={tab.Uid} tab={tab} active={tab.Uid === activeTabUid} selected={tab.Uid === selectedUid} lifted={tab.Uid === liftedUid} onActivate={onActivate} />
          ))}
        </ul>
      </SortableContext>
      <button type="button" onClick={onAddTab}>
        Add tab
      </button>
    </div>
  );
}

type TabChipProps = { tab: AssetTypeTab; active: boolean; selected: boolean; lifted: boolean; onActivate: (uid: string) => void };

const TabChip = memo(function TabChip({ tab, active, selected, lifted, onActivate }: TabChipProps) {
  const { select } = useDesigner();
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
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`tab-chip${active ? ' is-active' : ''}${selected ? ' is-selected' : ''}${fixed ? ' is-fixed' : ''}${lifted ? ' is-lifted' : ''}${isDragging ? ' is-dragging' : ''}${cueClass}`}
    >
      {fixed ? (
        <span className="fixed-mark" title="Fixed tab: keeps its place" aria-hidden="true">
          ▣
        </span>
      ) : (
        <DragHandle item={{ type: 'tab', uid: tab.Uid }} label={name} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} lifted={lifted} />
      )}
      <button
        type="button"
        className="item-select"
        aria-current={active ? 'true' : undefined}
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
