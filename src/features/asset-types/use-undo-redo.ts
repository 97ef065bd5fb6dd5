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
 * The dispatch it returns notes which item each step was about: a swap of two neighbours reads
 * the same either way round, and the editor moved one of them.
 */
export function useUndoRedo({ state, dispatch, labels, announce }: Options) {
  const stateRef = useRef(state);
  const subject = useRef<string | null>(null);
  const subjects = useRef(new WeakMap<AssetType, string>());
  useLayoutEffect(() => {
    stateRef.current = state;
    if (subject.current) subjects.current.set(state.present, subject.current);
  });
  const [note, setNote] = useState<{ text: string; doc: AssetType } | null>(null);

  const tracked = useCallback(
    (action: DesignerAction) => {
      if ('uid' in action) subject.current = action.uid;
      dispatch(action);
    },
    [dispatch],
  );

  const step = useCallback(
    (kind: 'undo' | 'redo') => {
      const { past, future, present, gestureStart } = stateRef.current;
      const target = kind === 'undo' ? past[past.length - 1] : future[0];
      subject.current = null;
      dispatch({ type: kind });
      // The reducer ignores both during a move gesture: nothing happened, so nothing is said.
      if (!target || gestureStart) return;
      const [before, after] = kind === 'undo' ? [target, present] : [present, target];
      const text = historyMessage(kind, describeStep(before, after, labels, subjects.current.get(after)));
      setNote({ text, doc: target });
      announce(text);
    },
    [announce, dispatch, labels],
  );
  const undo = useCallback(() => step('undo'), [step]);
  const redo = useCallback(() => step('redo'), [step]);
  return { dispatch: tracked, undo, redo, note: note && note.doc === state.present ? note.text : null };
}
