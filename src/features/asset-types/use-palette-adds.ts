import { plural, t } from '@lingui/core/macro';
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
    const section = target.name;
    announce(already > 0 ? t`${name} added to ${section}. It was already placed: it is now placed twice, which a save refuses.` : t`${name} added to ${section}.`);
  }, []);

  const onAddAttributes = useCallback((attributeUids: string[]) => {
    const { target, placements, attributeName, dispatch, select, announce } = latest.current;
    if (!target || attributeUids.length === 0) return;
    const properties = attributeUids.map((attributeUid) => ({ uid: newUid(), attributeUid }));
    dispatch({ type: 'addProperties', sectionUid: target.uid, properties });
    select({ type: 'property', uid: properties.at(-1)!.uid });
    const twice = attributeUids.filter((attributeUid) => (placements.get(attributeUid) ?? 0) > 0).map(attributeName);
    const [section, names] = [target.name, twice.join(', ')];
    announce(
      twice.length > 0
        ? plural(attributeUids.length, {
            one: `# attribute added to ${section}. Already placed, now twice (a save refuses that): ${names}. Undo takes them all back.`,
            other: `# attributes added to ${section}. Already placed, now twice (a save refuses that): ${names}. Undo takes them all back.`,
          })
        : plural(attributeUids.length, { one: `# attribute added to ${section}. Undo takes them all back.`, other: `# attributes added to ${section}. Undo takes them all back.` }),
    );
  }, []);

  return { onAddAttribute, onAddAttributes };
}
