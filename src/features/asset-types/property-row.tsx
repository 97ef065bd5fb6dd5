import { typeLabel } from '../../api/attribute-type-names';
import { shortId } from '../../components/short-id';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, type CSSProperties } from 'react';
import type { AssetTypeProperty } from '../../api/asset-types';
import { useDesigner, useDropCue } from './designer-context';
import { DragHandle } from './drag-handle';

type PropertyRowProps = {
  property: AssetTypeProperty;
  sectionUid: string;
  selected: boolean;
  lifted: boolean;
  placedTwice: boolean;
  style?: CSSProperties;
};

export function propertyName(attributeName: string | undefined, attributeUid: string): string {
  return attributeName ?? `Unknown attribute ${shortId(attributeUid)}`;
}

/** One placed attribute. Memoized: a move elsewhere in the layout leaves it alone. */
export const PropertyRow = memo(function PropertyRow({ property, sectionUid, selected, lifted, placedTwice, style }: PropertyRowProps) {
  const { select, attributes } = useDesigner();
  const cue = useDropCue(property.Uid);
  const info = attributes.get(property.AttributeUid);
  const name = propertyName(info?.name, property.AttributeUid);
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id: property.Uid,
    data: { type: 'property', parentId: sectionUid, uid: property.Uid },
  });
  const cueClass = cue ? ` drop-${cue}` : '';
  const flags = [property.Mandatory && 'Mandatory', property.ReadOnly && 'Read only', property.Unchangeable && 'Unchangeable', property.Inherits && 'Inherits'].filter(Boolean);
  return (
    <li
      ref={setNodeRef}
      style={{ ...style, transform: CSS.Translate.toString(transform), transition }}
      className={`property-row${selected ? ' is-selected' : ''}${lifted ? ' is-lifted' : ''}${isDragging ? ' is-dragging' : ''}${!info ? ' is-unknown' : ''}${cueClass}`}
    >
      <DragHandle item={{ type: 'property', uid: property.Uid }} label={name} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} lifted={lifted} />
      <button type="button" className="item-select" aria-pressed={selected} onClick={() => select({ type: 'property', uid: property.Uid })}>
        {name}
      </button>
      <span className="property-meta">
        {info && <span className="chip">{typeLabel(info.type)}</span>}
        {flags.map((flag) => (
          <span key={flag as string} className="chip chip-flag">
            {flag}
          </span>
        ))}
        {placedTwice && <span className="chip chip-warning">Placed twice</span>}
        {!info && <span className="chip chip-warning">Unknown attribute</span>}
      </span>
    </li>
  );
});
