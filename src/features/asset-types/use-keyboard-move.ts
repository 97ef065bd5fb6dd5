import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject } from 'react';
import type { AssetType } from '../../api/asset-types';
import { applyChange, type DesignerAction } from './designer-reducer';
import { describePosition, itemLabel, KEY_DIRECTIONS, stepMove, type ItemRef, type Labeller } from './keyboard-move';
import { tabOfItem as tabOf } from './designer-selection';
import { itemPhrase } from './designer-messages';

type Options = {
  docRef: RefObject<AssetType>;
  dispatch: Dispatch<DesignerAction>;
  labels: Labeller;
  announce: (message: string) => void;
  /** Called with the tab an item is in after each step, so the view follows it. */
  onFollow: (tabUid: string) => void;
};

/**
 * The designer's keyboard move mode: Space or Enter picks an item up, arrows move it one
 * step (across sections and tabs), Space or Enter drops it, Escape puts it back. Each step is
 * one reducer action inside a gesture, so the whole move is one undo entry; each step is
 * announced with labels. Keys are read on the document: a moved row may be re-created.
 */
export function useKeyboardMove({ docRef, dispatch, labels, announce, onFollow }: Options) {
  const [lifted, setLifted] = useState<ItemRef | null>(null);
  const liftedRef = useRef<ItemRef | null>(null);
  const startDoc = useRef<AssetType | null>(null);

  const where = useCallback((doc: AssetType, item: ItemRef) => describePosition(doc, item, labels), [labels]);

  const pickUp = useCallback(
    (item: ItemRef) => {
      if (liftedRef.current) return;
      liftedRef.current = item;
      startDoc.current = docRef.current;
      setLifted(item);
      dispatch({ type: 'beginGesture' });
      const what = itemPhrase(item.type, itemLabel(docRef.current, item, labels));
      const place = where(docRef.current, item);
      announce(t`Picked up ${what}, ${place}. Arrow keys move it, Space drops it, Escape cancels.`);
    },
    [announce, dispatch, docRef, labels, where],
  );

  useEffect(() => {
    if (!lifted) return;
    const item = lifted;
    const label = itemLabel(docRef.current, item, labels);
    const end = (message: string, action: DesignerAction) => {
      dispatch(action);
      liftedRef.current = null;
      setLifted(null);
      announce(message);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = KEY_DIRECTIONS[event.key];
      if (direction) {
        event.preventDefault();
        event.stopPropagation();
        const action = stepMove(docRef.current, item, direction);
        if (!action) {
          const place = where(docRef.current, item);
          announce(direction === 'up' ? t`${label} cannot move further up; it stays at ${place}.` : t`${label} cannot move further down; it stays at ${place}.`);
          return;
        }
        // The reducer is pure, so the next layout is known now: several keys between two renders stay exact.
        const next = applyChange(docRef.current, action);
        docRef.current = next;
        dispatch(action);
        const place = where(next, item);
        announce(t`${label} moved to ${place}.`);
        const tabUid = tabOf(next, item);
        if (tabUid) onFollow(tabUid);
        return;
      }
      if (event.key === ' ' || event.key === 'Enter' || event.key === 'Tab') {
        if (event.key !== 'Tab') event.preventDefault();
        event.stopPropagation();
        const place = where(docRef.current, item);
        end(t`Dropped ${label} at ${place}.`, { type: 'endGesture' });
      } else if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        const before = startDoc.current ?? docRef.current;
        docRef.current = before;
        const place = where(before, item);
        end(t`Move cancelled. ${label} is back at ${place}.`, { type: 'cancelGesture' });
        const tabUid = tabOf(before, item);
        if (tabUid) onFollow(tabUid);
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [announce, dispatch, docRef, labels, lifted, onFollow, where]);

  return { lifted, pickUp };
}
