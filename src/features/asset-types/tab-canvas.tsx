import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import type { AssetTypeTab } from '../../api/asset-types';
import { useDropCue } from './designer-context';
import { isFixedTab, sectionsOf } from './layout-tree';
import { SectionCard } from './section-card';
import { useCollapseAll } from './section-collapse';
import { tabName } from './tab-strip';

type TabCanvasProps = {
  tab: AssetTypeTab | undefined;
  selectedUid: string | null;
  liftedUid: string | null;
  duplicateAttributes: ReadonlySet<string>;
  onAddSection: (tabUid: string) => void;
};

/** Only the active tab's sections are rendered: the other tabs cost nothing until opened. */
export function TabCanvas({ tab, selectedUid, liftedUid, duplicateAttributes, onAddSection }: TabCanvasProps) {
  if (!tab) return <p className="canvas-empty">This asset type has no tabs yet. Add one with “Add tab”.</p>;
  if (isFixedTab(tab)) {
    return (
      <div className="canvas-empty">
        <h2>{tabName(tab)}</h2>
        <p>
          A built-in tab: the asset editor shows it as it is. It keeps its place and its settings
          {tab.ViewPermission || tab.SavePermission ? ' (including its permissions)' : ''}; there are no sections to design in it.
        </p>
      </div>
    );
  }
  return <DynamicTabCanvas tab={tab} selectedUid={selectedUid} liftedUid={liftedUid} duplicateAttributes={duplicateAttributes} onAddSection={onAddSection} />;
}

function DynamicTabCanvas({ tab, selectedUid, liftedUid, duplicateAttributes, onAddSection }: TabCanvasProps & { tab: AssetTypeTab }) {
  const sections = sectionsOf(tab);
  const items = useMemo(() => sections.map((section) => section.Uid), [sections]);
  const bodyId = `tab-body:${tab.Uid}`;
  const cueInside = useDropCue(bodyId) === 'inside';
  const { setNodeRef } = useDroppable({ id: bodyId, data: { type: 'tab-body', tabUid: tab.Uid } });
  const [allFolded, foldAll] = useCollapseAll(items);
  return (
    <div className="tab-canvas">
      <h2 className="visually-hidden">Sections of {tabName(tab)}</h2>
      {sections.length > 1 && (
        <button type="button" className="button-quiet fold-all" onClick={() => foldAll(!allFolded)}>
          {allFolded ? 'Show all sections’ properties' : 'Fold all sections'}
        </button>
      )}
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <div ref={setNodeRef} className={`section-stack${cueInside ? ' drop-inside' : ''}`}>
          {sections.length === 0 && <p className="drop-empty">No sections in this tab yet. Add one, or drag a section here.</p>}
          {sections.map((section) => (
            <SectionCard key={section.Uid} section={section} tabUid={tab.Uid} selectedUid={selectedUid} liftedUid={liftedUid} duplicateAttributes={duplicateAttributes} />
          ))}
        </div>
      </SortableContext>
      <button type="button" onClick={() => onAddSection(tab.Uid)}>
        Add section
      </button>
    </div>
  );
}
