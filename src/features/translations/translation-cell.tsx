import { memo, useEffect, useId, useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useCellState, type CellAddress, type CellStore } from './cell-store';
import { pastedColumn } from './translation-model';

type TranslationCellProps = CellAddress & {
  store: CellStore;
  alias: string;
  /** What the server has for this cell. */
  serverText: string;
  rowIndex: number;
  onCommit: (cell: CellAddress, text: string, base?: string) => void;
  onPasteColumn: (rowIndex: number, cell: CellAddress, lines: string[]) => void;
};

/** The server text an edit starts from: while our own save runs, what that save sends. */
function baseOf(state: ReturnType<typeof useCellState>, serverText: string): string {
  if (state?.kind === 'editing') return state.base;
  if (state?.kind === 'saving') return state.text;
  return serverText;
}

/** Moves focus to the same language's cell of another row, scrolled into view. */
function focusCell(from: HTMLInputElement, rowIndex: number) {
  const grid = from.closest('[role="table"]');
  const target = grid?.querySelector<HTMLInputElement>(`input[data-row="${rowIndex}"][data-culture="${from.dataset.culture}"]`);
  if (!target) return false;
  target.focus();
  // As in a spreadsheet (and as Tab does): typing replaces what the cell holds.
  target.select();
  target.scrollIntoView?.({ block: 'nearest' });
  return true;
}

/**
 * One translation: a text input named "<alias> name in <culture>". Enter saves and moves down
 * (Shift+Enter up), leaving the cell (Tab, a click elsewhere) saves, Escape goes back to what
 * the server has. A proposal is saved only when accepted (Enter or its button).
 */
export const TranslationCell = memo(function TranslationCell({ store, uid, field, cultureCode, alias, serverText, rowIndex, onCommit, onPasteColumn }: TranslationCellProps) {
  const address = { uid, field, cultureCode };
  const stored = useCellState(store, address);
  // "Saved" stays only while the server has what was saved: a colleague's later text is not marked as ours.
  const state = stored?.kind === 'saved' && stored.text !== serverText ? undefined : stored;
  const messageId = useId();
  const text = state && state.kind !== 'saved' ? state.text : serverText;
  const label = `${alias} ${field.toLowerCase()} in ${cultureCode}`;
  // Read from the store, not from this render: Enter's move fires a blur before the re-render.
  const commit = (kinds: readonly string[] = ['editing', 'proposal', 'refused']) => {
    const current = store.get(address);
    if (current && current.kind !== 'saved' && kinds.includes(current.kind)) onCommit(address, current.text, current.kind === 'editing' ? current.base : undefined);
  };

  // A cell scrolled out of the window (or left for another page) while typed in is left, as a blur
  // would leave it: what was typed is saved.
  const latestCommit = useRef(onCommit);
  useLayoutEffect(() => {
    latestCommit.current = onCommit;
  });
  useEffect(
    () => () => {
      const current = store.get({ uid, field, cultureCode });
      if (current?.kind === 'editing') latestCommit.current({ uid, field, cultureCode }, current.text, current.base);
    },
    [store, uid, field, cultureCode],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
      focusCell(event.currentTarget, rowIndex + (event.shiftKey ? -1 : 1));
    } else if (event.key === 'Tab') {
      // Tab moves on by itself; it saves a refused cell again too (leaving by a click does not).
      commit();
    } else if (event.key === 'Escape' && state && state.kind !== 'saving') {
      event.preventDefault();
      store.set(address, undefined);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const lines = pastedColumn(event.clipboardData.getData('text/plain'));
    if (!lines) return;
    event.preventDefault();
    onPasteColumn(rowIndex, address, lines);
  };

  return (
    <div className={`tr-cell tr-cell-${state?.kind ?? 'server'}`}>
      <input
        type="text"
        aria-label={label}
        data-row={rowIndex}
        data-culture={cultureCode}
        value={text}
        aria-invalid={state?.kind === 'refused' || undefined}
        aria-describedby={state && state.kind !== 'editing' ? messageId : undefined}
        onChange={(event) => store.set(address, { kind: 'editing', text: event.target.value, base: baseOf(stored, serverText) })}
        onKeyDown={onKeyDown}
        onBlur={() => commit(['editing'])}
        onPaste={onPaste}
      />
      {state?.kind === 'proposal' && (
        <button type="button" className="tr-accept" aria-label={`Accept “${state.text}” for ${label}`} title="Accept this proposal" onClick={() => commit()}>
          ✓
        </button>
      )}
      {state && state.kind !== 'editing' && (
        <span id={messageId} className={`tr-status${state.kind === 'proposal' ? ' visually-hidden' : ''}`} title={state.kind === 'refused' ? state.reason : undefined}>
          {state.kind === 'saved' ? 'Saved' : state.kind === 'saving' ? 'Saving…' : state.kind === 'proposal' ? 'Proposed' : 'Not saved'}
          {state.kind === 'refused' && <span className="visually-hidden">: {state.reason}</span>}
        </span>
      )}
    </div>
  );
});
