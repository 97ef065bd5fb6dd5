import { createContext, useContext, useSyncExternalStore, type Dispatch } from 'react';
import type { Attribute } from '../../api/attributes';
import type { DesignerAction } from './designer-reducer';
import type { ItemRef, Labeller } from './keyboard-move';

export type AttributeInfo = { name: string; type: string; attribute: Attribute };

/** Stable callbacks and lookups the designer's parts share; its value never changes identity while open. */
export type DesignerApi = {
  dispatch: Dispatch<DesignerAction>;
  select: (item: ItemRef) => void;
  /** Starts a keyboard move of the item (Space or Enter on its handle). */
  pickUp: (item: ItemRef) => void;
  attributes: ReadonlyMap<string, AttributeInfo>;
  labels: Labeller;
  /** Id of the element that explains how to move items with the keyboard. */
  instructionsId: string;
};

export const DesignerContext = createContext<DesignerApi | null>(null);

export function useDesigner(): DesignerApi {
  const api = useContext(DesignerContext);
  if (!api) throw new Error('useDesigner needs the designer');
  return api;
}

/** The drop cue shown while a pointer drag hovers: a line before or after an item, or a highlighted container. */
export type DropCue = { id: string; position: 'before' | 'after' | 'inside' } | null;
type CuePosition = NonNullable<DropCue>['position'];

/**
 * The cue lives outside React state: a drag moves it many times a second, and only the two
 * items it leaves and reaches should re-render, not every row (memo holds during drags).
 */
export function createDropCueStore() {
  let cue: DropCue = null;
  const listeners = new Set<() => void>();
  return {
    get: () => cue,
    set(next: DropCue) {
      if (next?.id === cue?.id && next?.position === cue?.position) return;
      cue = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
type DropCueStore = ReturnType<typeof createDropCueStore>;
export const DropCueContext = createContext<DropCueStore | null>(null);

const noSubscription = () => () => {};

/** Where the cue is on the item with this drop id, or null: re-renders the caller only when that changes. */
export function useDropCue(id: string): CuePosition | null {
  const store = useContext(DropCueContext);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, () => {
    const cue = store?.get();
    return cue?.id === id ? cue.position : null;
  });
}
