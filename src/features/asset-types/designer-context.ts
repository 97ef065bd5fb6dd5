import { createContext, useContext, type Dispatch } from 'react';
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
export const DropCueContext = createContext<DropCue>(null);
