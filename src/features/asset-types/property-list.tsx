import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useEffect, useMemo, useRef } from 'react';
import type { AssetTypeSection } from '../../api/asset-types';
import { useRowWindow } from '../../components/use-row-window';
import { useDropCue } from './designer-context';
import { propertiesOf } from './layout-tree';
import { PropertyRow } from './property-row';

/** Above this many properties a section renders only the rows in its scroll window. */
const VIRTUALIZE_ABOVE = 40;
const ROW_HEIGHT = 44;

type PropertyListProps = {
  section: AssetTypeSection;
  selectedUid: string | null;
  liftedUid: string | null;
  duplicateAttributes: ReadonlySet<string>;
};

export function PropertyList({ section, selectedUid, liftedUid, duplicateAttributes }: PropertyListProps) {
  const properties = propertiesOf(section);
  const items = useMemo(() => properties.map((property) => property.Uid), [properties]);
  const bodyId = `section-body:${section.Uid}`;
  const cueInside = useDropCue(bodyId) === 'inside';
  const { setNodeRef } = useDroppable({ id: bodyId, data: { type: 'section-body', sectionUid: section.Uid } });
  const className = `property-list${cueInside ? ' drop-inside' : ''}`;

  return (
    <SortableContext items={items} strategy={verticalListSortingStrategy}>
      <div ref={setNodeRef} className={className}>
        {properties.length === 0 ? (
          <p className="drop-empty">No properties yet. Drag an attribute or a property here, or use “Add to section”.</p>
        ) : properties.length > VIRTUALIZE_ABOVE ? (
          <VirtualRows section={section} selectedUid={selectedUid} liftedUid={liftedUid} duplicateAttributes={duplicateAttributes} />
        ) : (
          <ul className="property-rows" aria-label={`Properties of ${section.Headline || 'this section'}`}>
            {properties.map((property) => (
              <PropertyRow
                key={property.Uid}
                property={property}
                sectionUid={section.Uid}
                selected={property.Uid === selectedUid}
                lifted={property.Uid === liftedUid}
                placedTwice={duplicateAttributes.has(property.AttributeUid)}
              />
            ))}
          </ul>
        )}
      </div>
    </SortableContext>
  );
}

function VirtualRows({ section, selectedUid, liftedUid, duplicateAttributes }: PropertyListProps) {
  const properties = propertiesOf(section);
  const scroller = useRef<HTMLDivElement>(null);
  const view = useRowWindow({ count: properties.length, rowHeight: ROW_HEIGHT, scrollRef: scroller, overscan: 6 });
  const { scrollToIndex } = view;
  const liftedIndex = liftedUid ? properties.findIndex((property) => property.Uid === liftedUid) : -1;

  // A keyboard move may carry the item out of the window: keep it rendered so its handle keeps focus.
  useEffect(() => {
    if (liftedIndex >= 0) scrollToIndex(liftedIndex);
  }, [liftedIndex, scrollToIndex]);

  return (
    <div ref={scroller} className="property-scroller" tabIndex={-1}>
      <ul className="property-rows" aria-label={`Properties of ${section.Headline || 'this section'}`} style={{ height: view.totalSize, position: 'relative' }}>
        {view.rows.map((row) => {
          const property = properties[row.index]!;
          return (
            <PropertyRow
              key={property.Uid}
              property={property}
              sectionUid={section.Uid}
              selected={property.Uid === selectedUid}
              lifted={property.Uid === liftedUid}
              placedTwice={duplicateAttributes.has(property.AttributeUid)}
              style={{ position: 'absolute', top: row.start, left: 0, right: 0, height: ROW_HEIGHT }}
            />
          );
        })}
      </ul>
    </div>
  );
}
