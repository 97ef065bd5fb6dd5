import { useCallback, useLayoutEffect, useRef, type Dispatch } from 'react';
import type { DesignerAction } from './designer-reducer';
import type { ItemRef } from './keyboard-move';

type PaletteAddsOptions = {
  /** The section the palette adds to, or none yet. */
  target: { uid: string; name: string } | null;
  placements: ReadonlyMap<string, number>;
  attributeName: (uid: string) => string;
  dispatch: Dispatch<DesignerAction>;
  select: (item: ItemRef) => void;
  announce: (message: string) => void;
};

const newUid = () => crypto.randomUUID();

/**
 * The palette's "Add" (one attribute) and "Add N to section" (the ticked ones, one step to
 * undo): each new property is selected and announced, and a second placement is named.
 * The callbacks keep their identity, so the palette's rows do not re-render per change.
 */
export function usePaletteAdds(options: PaletteAddsOptions) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const onAddAttribute = useCallback((attributeUid: string) => {
    const { target, placements, attributeName, dispatch, select, announce } = latest.current;
    if (!target) return;
    const uid = newUid();
    const name = attributeName(attributeUid);
    dispatch({ type: 'addProperty', sectionUid: target.uid, uid, attributeUid });
    select({ type: 'property', uid });
    const already = placements.get(attributeUid) ?? 0;
    announce(already > 0 ? `${name} added to ${target.name}. It was already placed: it is now placed twice, which a save refuses.` : `${name} added to ${target.name}.`);
  }, []);

  const onAddAttributes = useCallback((attributeUids: string[]) => {
    const { target, placements, attributeName, dispatch, select, announce } = latest.current;
    if (!target || attributeUids.length === 0) return;
    const properties = attributeUids.map((attributeUid) => ({ uid: newUid(), attributeUid }));
    dispatch({ type: 'addProperties', sectionUid: target.uid, properties });
    select({ type: 'property', uid: properties.at(-1)!.uid });
    const twice = attributeUids.filter((attributeUid) => (placements.get(attributeUid) ?? 0) > 0).map(attributeName);
    announce(`${attributeUids.length} attributes added to ${target.name}.${twice.length ? ` Already placed, now twice (a save refuses that): ${twice.join(', ')}.` : ''} Undo takes them all back.`);
  }, []);

  return { onAddAttribute, onAddAttributes };
}
