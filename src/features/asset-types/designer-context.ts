import { createContext, useCallback, useContext, type Dispatch } from 'react';
import { createStore, useStore, type Store } from '../../components/create-store';
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
 * The cue lives outside React state, in a store (createStore) the designer makes: a drag moves it
 * many times a second, and only the two items it leaves and reaches should re-render, not every
 * row (memo holds during drags).
 */
export const DropCueContext = createContext<Store<DropCue> | null>(null);

/** An update of the cue to `next`: the same place again keeps the cue, so a drag's many moves over one place notify no one. */
export const cueAt = (next: DropCue) => (cue: DropCue) => (next?.id === cue?.id && next?.position === cue?.position ? cue : next);

/** Outside a designer nothing is dragged: a cue that never moves. */
const noCue = createStore<DropCue>(null);

/** Where the cue is on the item with this drop id, or null: re-renders the caller only when that changes. */
export function useDropCue(id: string): CuePosition | null {
  const pick = useCallback((cue: DropCue) => (cue?.id === id ? cue.position : null), [id]);
  return useStore(useContext(DropCueContext) ?? noCue, pick);
}
