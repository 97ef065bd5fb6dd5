import { Trans, useLingui } from '@lingui/react/macro';
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
  if (!tab)
    return (
      <p className="canvas-empty">
        <Trans>This asset type has no tabs yet. Add one with “Add tab”.</Trans>
      </p>
    );
  if (isFixedTab(tab)) {
    return (
      <div className="canvas-empty">
        <h2>{tabName(tab)}</h2>
        <p>
          {tab.ViewPermission || tab.SavePermission ? (
            <Trans>A built-in tab: the asset editor shows it as it is. It keeps its place and its settings (including its permissions); there are no sections to design in it.</Trans>
          ) : (
            <Trans>A built-in tab: the asset editor shows it as it is. It keeps its place and its settings; there are no sections to design in it.</Trans>
          )}
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
  const { t } = useLingui();
  const name = tabName(tab);
  return (
    <div className="tab-canvas">
      <h2 className="visually-hidden">
        <Trans>Sections of {name}</Trans>
      </h2>
      {sections.length > 1 && (
        <button type="button" className="button-quiet fold-all" onClick={() => foldAll(!allFolded)}>
          {allFolded ? t`Show all sections’ properties` : t`Fold all sections`}
        </button>
      )}
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <div ref={setNodeRef} className={`section-stack${cueInside ? ' drop-inside' : ''}`}>
          {sections.length === 0 && (
            <p className="drop-empty">
              <Trans>No sections in this tab yet. Add one, or drag a section here.</Trans>
            </p>
          )}
          {sections.map((section) => (
            <SectionCard key={section.Uid} section={section} tabUid={tab.Uid} selectedUid={selectedUid} liftedUid={liftedUid} duplicateAttributes={duplicateAttributes} />
          ))}
        </div>
      </SortableContext>
      <button type="button" onClick={() => onAddSection(tab.Uid)}>
        <Trans>Add section</Trans>
      </button>
    </div>
  );
}
