import { useCallback, useLayoutEffect, useRef, useState, type Dispatch } from 'react';
import type { AssetType } from '../../api/asset-types';
import { describeStep } from './describe-step';
import { historyMessage } from './designer-messages';
import type { DesignerAction, DesignerState } from './designer-reducer';
import type { Labeller } from './keyboard-move';

type Options = {
  state: DesignerState;
  dispatch: Dispatch<DesignerAction>;
  labels: Labeller;
  announce: (message: string) => void;
};

/**
 * Undo and Redo that say what they did ("Undid: moved “Subtitle” to section “Classification”."):
 * announced, and shown under the toolbar for as long as the layout is the one they left.
 */
export function useUndoRedo({ state, dispatch, labels, announce }: Options) {
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });
  const [note, setNote] = useState<{ text: string; doc: AssetType } | null>(null);

  const step = useCallback(
    (kind: 'undo' | 'redo') => {
      const { past, future, present, gestureStart } = stateRef.current;
      const target = kind === 'undo' ? past[past.length - 1] : future[0];
      dispatch({ type: kind });
      // The reducer ignores both during a move gesture: nothing happened, so nothing is said.
      if (!target || gestureStart) return;
      const text = historyMessage(kind, kind === 'undo' ? describeStep(target, present, labels) : describeStep(present, target, labels));
      setNote({ text, doc: target });
      announce(text);
    },
    [announce, dispatch, labels],
  );
  const undo = useCallback(() => step('undo'), [step]);
  const redo = useCallback(() => step('redo'), [step]);
  return { undo, redo, note: note && note.doc === state.present ? note.text : null };
}
