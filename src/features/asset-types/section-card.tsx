import { t } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useId } from 'react';
import type { AssetTypeSection } from '../../api/asset-types';
import { useDesigner, useDropCue } from './designer-context';
import { DragHandle } from './drag-handle';
import { propertiesOf } from './layout-tree';
import { PropertyList } from './property-list';
import { useSectionCollapse } from './section-collapse';

type SectionCardProps = {
  section: AssetTypeSection;
  tabUid: string;
  selectedUid: string | null;
  liftedUid: string | null;
  duplicateAttributes: ReadonlySet<string>;
};

export function sectionName(section: AssetTypeSection): string {
  return section.Headline?.trim() || t`Untitled section`;
}

/** A section and its properties. Memoized: untouched sections keep their identity in the reducer. */
export const SectionCard = memo(function SectionCard({ section, tabUid, selectedUid, liftedUid, duplicateAttributes }: SectionCardProps) {
  const { select } = useDesigner();
  const { t } = useLingui();
  const cue = useDropCue(section.Uid);
  const headingId = useId();
  const bodyId = useId();
  const [folded, toggleFolded] = useSectionCollapse(section.Uid);
  // A folded section opens while it holds the property being moved with the keyboard (the move needs its row).
  const collapsed = folded && !(liftedUid !== null && propertiesOf(section).some((property) => property.Uid === liftedUid));
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id: section.Uid,
    data: { type: 'section', parentId: tabUid, uid: section.Uid },
  });
  const name = sectionName(section);
  const selected = selectedUid === section.Uid;
  const lifted = liftedUid === section.Uid;
  const count = propertiesOf(section).length;
  const cueClass = cue ? ` drop-${cue}` : '';
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`section-card${selected ? ' is-selected' : ''}${lifted ? ' is-lifted' : ''}${isDragging ? ' is-dragging' : ''}${cueClass}`}
    >
      <header className="section-header">
        <DragHandle item={{ type: 'section', uid: section.Uid }} label={name} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} lifted={lifted} />
        <h3 id={headingId}>
          <button type="button" className="item-select" aria-pressed={selected} onClick={() => select({ type: 'section', uid: section.Uid })}>
            {name}
          </button>
        </h3>
        <span className="muted">
          <Plural value={count} one="# property" other="# properties" />
        </span>
        <button
          type="button"
          className="button-quiet section-fold"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          aria-label={collapsed ? t`Show the properties of ${name}` : t`Fold the properties of ${name}`}
          onClick={toggleFolded}
        >
          {collapsed ? t`Show` : t`Fold`}
        </button>
      </header>
      <div id={bodyId} hidden={collapsed}>
        {section.Description && <p className="section-description">{section.Description}</p>}
        {!collapsed && <PropertyList section={section} selectedUid={selectedUid} liftedUid={liftedUid} duplicateAttributes={duplicateAttributes} />}
      </div>
    </section>
  );
});
