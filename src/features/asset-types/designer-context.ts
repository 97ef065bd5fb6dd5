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

/** Where a dragged item would land on one item or container: a line before or after it, or highlighted inside it. */
export type CuePosition = 'before' | 'after' | 'inside' | null;

/**
 * The drop cue shown while a pointer drag hovers. `sectionUid` names the section whose property list
 * it lies in (a property or a section's body), so only that section's rows hear of it.
 */
export type DropCue = { id: string; position: Exclude<CuePosition, null>; sectionUid?: string } | null;

/** Read only by the tab strip and the tab canvas: memoized rows get their own `cue` as a prop, so a drag re-renders only the rows it touches. */
export const DropCueContext = createContext<DropCue>(null);

export function cueAt(cue: DropCue, id: string): CuePosition {
  return cue?.id === id ? cue.position : null;
}
