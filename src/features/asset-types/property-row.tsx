import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { typeLabel } from '../../api/attribute-type-names';
import { shortId } from '../../components/short-id';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo } from 'react';
import type { AssetTypeProperty } from '../../api/asset-types';
import { useDesigner, useDropCue } from './designer-context';
import { FLAG_LABELS } from './designer-messages';
import { DragHandle } from './drag-handle';

type PropertyRowProps = {
  property: AssetTypeProperty;
  sectionUid: string;
  selected: boolean;
  lifted: boolean;
  placedTwice: boolean;
  /** In a long section, the row's place: numbers, not a style object, so a render of the list leaves the other rows alone. */
  top?: number;
  height?: number;
};

export function propertyName(attributeName: string | undefined, attributeUid: string): string {
  const id = shortId(attributeUid);
  return attributeName ?? t`Unknown attribute ${id}`;
}

/** One placed attribute. Memoized: a move elsewhere in the layout leaves it alone. */
export const PropertyRow = memo(function PropertyRow({ property, sectionUid, selected, lifted, placedTwice, top, height }: PropertyRowProps) {
  const { select, attributes } = useDesigner();
  const { i18n } = useLingui();
  const cue = useDropCue(property.Uid);
  const info = attributes.get(property.AttributeUid);
  const name = propertyName(info?.name, property.AttributeUid);
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id: property.Uid,
    data: { type: 'property', parentId: sectionUid, uid: property.Uid },
  });
  const cueClass = cue ? ` drop-${cue}` : '';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's field names of the switches (their labels are FLAG_LABELS)
  const flags = (['Mandatory', 'ReadOnly', 'Unchangeable', 'Inherits'] as const).filter((flag) => property[flag]);
  return (
    <li
      ref={setNodeRef}
      style={{ ...(top !== undefined && { position: 'absolute', top, left: 0, right: 0, height }), transform: CSS.Translate.toString(transform), transition }}
      className={`property-row${selected ? ' is-selected' : ''}${lifted ? ' is-lifted' : ''}${isDragging ? ' is-dragging' : ''}${!info ? ' is-unknown' : ''}${cueClass}`}
    >
      <DragHandle item={{ type: 'property', uid: property.Uid }} label={name} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} lifted={lifted} />
      <button type="button" className="item-select" aria-pressed={selected} onClick={() => select({ type: 'property', uid: property.Uid })}>
        {name}
      </button>
      <span className="property-meta">
        {info && <span className="chip">{typeLabel(info.type)}</span>}
        {flags.map((flag) => (
          <span key={flag} className="chip chip-flag">
            {i18n._(FLAG_LABELS[flag])}
          </span>
        ))}
        {placedTwice && (
          <span className="chip chip-warning">
            <Trans>Placed twice</Trans>
          </span>
        )}
        {!info && (
          <span className="chip chip-warning">
            <Trans>Unknown attribute</Trans>
          </span>
        )}
      </span>
    </li>
  );
});
