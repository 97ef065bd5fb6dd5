import { Trans, useLingui } from '@lingui/react/macro';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { AssetTypeSection } from '../../api/asset-types';
import { useRowWindow } from '../../components/use-row-window';
import { useDropCue } from './designer-context';
import { propertiesOf } from './layout-tree';
import { PropertyRow } from './property-row';

/** Above this many properties a section renders only the rows on screen. */
const VIRTUALIZE_ABOVE = 40;
const ROW_HEIGHT = 44;
/** The space between two rows, as between the rows of a short section. */
const ROW_GAP = 4;

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
  const listLabel = usePropertiesLabel(section);

  return (
    <SortableContext items={items} strategy={verticalListSortingStrategy}>
      <div ref={setNodeRef} className={className}>
        {properties.length === 0 ? (
          <p className="drop-empty">
            <Trans>No properties yet. Drag an attribute or a property here, or use “Add to section”.</Trans>
          </p>
        ) : properties.length > VIRTUALIZE_ABOVE ? (
          <VirtualRows section={section} selectedUid={selectedUid} liftedUid={liftedUid} duplicateAttributes={duplicateAttributes} />
        ) : (
          <ul className="property-rows" aria-label={listLabel}>
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

/** A long section grows with its rows and scrolls with the page (one scroll for the whole canvas); only the rows on screen are rendered. */
function VirtualRows({ section, selectedUid, liftedUid, duplicateAttributes }: PropertyListProps) {
  const properties = propertiesOf(section);
  const list = useRef<HTMLUListElement>(null);
  const view = useRowWindow({ count: properties.length, rowHeight: ROW_HEIGHT, scrollRef: list, overscan: 6, inPage: true });
  const listLabel = usePropertiesLabel(section);
  const liftedIndex = liftedUid ? properties.findIndex((property) => property.Uid === liftedUid) : -1;
  // A keyboard move may carry the item out of the window: it stays rendered, so its handle keeps focus.
  const rows = liftedIndex >= 0 && !view.rows.some((row) => row.index === liftedIndex) ? [...view.rows, { index: liftedIndex, start: liftedIndex * ROW_HEIGHT }] : view.rows;

  // ...and the page follows it (its scroll margin keeps it clear of the sticky toolbar). The rows
  // follow the scroll in this same frame: left to the scroll event, they came in a render of their
  // own just after the paint, whose frame changed nothing on screen (the rows it adds are out of
  // view), and Chromium then counted the key's release as lasting until the next key's paint.
  const { measure } = view;
  useLayoutEffect(() => {
    if (liftedIndex < 0) return;
    list.current
      ?.querySelector(`[data-handle="${CSS.escape(liftedUid ?? '')}"]`)
      ?.closest('li')
      ?.scrollIntoView?.({ block: 'nearest' });
    measure();
  }, [liftedIndex, liftedUid, measure]);

  return (
    <ul ref={list} className="property-rows" aria-label={listLabel} style={{ height: view.totalSize, position: 'relative' }}>
      {rows.map((row) => {
        const property = properties[row.index]!;
        return (
          <PropertyRow
            key={property.Uid}
            property={property}
            sectionUid={section.Uid}
            selected={property.Uid === selectedUid}
            lifted={property.Uid === liftedUid}
            placedTwice={duplicateAttributes.has(property.AttributeUid)}
            top={row.start}
            height={ROW_HEIGHT - ROW_GAP}
          />
        );
      })}
    </ul>
  );
}

/** The name of a section's list of properties, for screen readers. */
function usePropertiesLabel(section: AssetTypeSection): string {
  const { t } = useLingui();
  const headline = section.Headline;
  return headline ? t`Properties of ${headline}` : t`Properties of this section`;
}
