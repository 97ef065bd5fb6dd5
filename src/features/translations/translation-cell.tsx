import { i18n } from '@lingui/core';
import { select, t as tNow } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo, useEffect, useId, useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useCellState, type CellAddress, type CellStore } from './cell-store';
import { pastedColumn, type TranslationField } from './translation-model';
import { forgetHeldCells } from './use-cell-saves';

type TranslationCellProps = CellAddress & {
  store: CellStore;
  alias: string;
  /** What the server has for this cell. */
  serverText: string;
  rowIndex: number;
  /** The cell's column in the grid (the attribute is column 0). */
  col: number;
  /** Whether this cell is the grid's one tab stop. */
  tabbable: boolean;
  onCommit: (cell: CellAddress, text: string, base?: string) => void;
  onPasteColumn: (rowIndex: number, cell: CellAddress, lines: string[]) => void;
};

/** The server text an edit starts from: while our own save runs, what that save sends; after a refusal, what the refused one started from. */
function baseOf(state: ReturnType<typeof useCellState>, serverText: string): string {
  if (state?.kind === 'editing') return state.base;
  if (state?.kind === 'saving') return state.text;
  if (state?.kind === 'refused' && state.base !== undefined) return state.base;
  return serverText;
}

/** Typing into a cell refused over a colleague's text (or already typed over one) goes on knowing it: only Enter saves it over theirs. */
const overConflict = (state: ReturnType<typeof useCellState>) => (state?.kind === 'refused' && !state.failedOnTheWay) || (state?.kind === 'editing' && state.overConflict === true);

// Stands for the alias in a column's label; no translation of the message can contain it.
const ALIAS_SLOT = '\u0000';
const labelTemplates = new WeakMap<object, Map<string, string>>();

/**
 * A cell's name, "<alias> name in <culture>". The cells of a column differ only in the alias, so the message is
 * formatted once per column (per catalog) with a slot for it: formatting it for each cell held the grid's first paint.
 */
function cellLabel(field: TranslationField, cultureCode: string, rowAlias: string): string {
  let templates = labelTemplates.get(i18n.messages);
  if (!templates) labelTemplates.set(i18n.messages, (templates = new Map()));
  const key = `${i18n.locale}\n${field}\n${cultureCode}`;
  let template = templates.get(key);
  if (template === undefined) {
    const alias = ALIAS_SLOT;
    template = tNow`${select(field, { Name: `${alias} name in ${cultureCode}`, other: `${alias} description in ${cultureCode}` })}`;
    templates.set(key, template);
  }
  return template.split(ALIAS_SLOT).join(rowAlias);
}

/**
 * One translation: a text box named "<alias> name in <culture>", one line until focused, then as
 * tall as its text. Enter saves (the grid moves down), leaving the cell (Tab, a click elsewhere)
 * saves what was typed, Escape goes back to what the server has. A proposal is saved only when accepted (Enter
 * or its button).
 */
export const TranslationCell = memo(function TranslationCell({ store, uid, field, cultureCode, alias, serverText, rowIndex, col, tabbable, onCommit, onPasteColumn }: TranslationCellProps) {
  const { t } = useLingui();
  const address = { uid, field, cultureCode };
  const stored = useCellState(store, address);
  // "Saved" stays only while the server has what was saved: a colleague's later text is not marked as ours.
  const state = stored?.kind === 'saved' && stored.text !== serverText ? undefined : stored;
  const messageId = useId();
  const text = state && state.kind !== 'saved' ? state.text : serverText;
  const label = cellLabel(field, cultureCode, alias);
  // Read from the store, not from this render: Enter's move fires a blur before the re-render. Enter (`override`) saves a
  // text typed over a colleague's without the check; leaving the cell checks again, and is refused again.
  const commit = (kinds: readonly string[] = ['editing', 'proposal', 'refused'], override = false) => {
    const current = store.get(address);
    if (!current || current.kind === 'saved' || !kinds.includes(current.kind)) return;
    const base = current.kind === 'proposal' || (current.kind === 'editing' && !(override && current.overConflict)) ? current.base : undefined;
    onCommit(address, current.text, base);
  };
  // Tab leaves the grid: it saves what was typed (as the blur would) and tries again a save that failed on the way, but
  // never saves over a colleague's text (only Enter does, as the cell's message says) nor accepts a proposal.
  const commitOnTab = () => {
    const current = store.get(address);
    if (current?.kind === 'refused' && current.failedOnTheWay) commit(['refused']);
    else commit(['editing']);
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

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter') {
      // A name is one line: Enter saves, and the grid moves on.
      event.preventDefault();
      commit(undefined, true);
    } else if (event.key === 'Tab') {
      commitOnTab();
    } else if (event.key === 'Escape' && state && state.kind !== 'saving') {
      event.preventDefault();
      // At once, so the grid selects the server's text, not what was typed.
      flushSync(() => store.set(address, undefined));
      // A held copy of a failed save of this cell goes too (typed over since or not).
      void forgetHeldCells([address]);
    }
  };
  const acceptLabel = (proposal: string) => t`Accept “${proposal}” for ${label}`;
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const lines = pastedColumn(event.clipboardData.getData('text/plain'));
    if (!lines) return;
    event.preventDefault();
    onPasteColumn(rowIndex, address, lines);
  };

  return (
    <div className={`tr-cell tr-cell-${state?.kind ?? 'server'}`}>
      <div className="tr-field">
        <textarea
          rows={1}
          aria-label={label}
          tabIndex={tabbable ? 0 : -1}
          data-row={rowIndex}
          data-col={col}
          value={text}
          lang={cultureCode}
          aria-invalid={state?.kind === 'refused' || undefined}
          aria-describedby={state && state.kind !== 'editing' ? messageId : undefined}
          onChange={(event) => store.set(address, { kind: 'editing', text: event.target.value, base: baseOf(stored, serverText), ...(overConflict(stored) && { overConflict: true }) })}
          onKeyDown={onKeyDown}
          onBlur={() => commit(['editing'])}
          onPaste={onPaste}
        />
      </div>
      {state?.kind === 'proposal' && (
        // Out of the tab order: the keyboard accepts with Enter in the cell.
        <button type="button" className="tr-accept" tabIndex={-1} aria-label={acceptLabel(state.text)} title={t`Accept this proposal`} onClick={() => commit()}>
          ✓
        </button>
      )}
      {state && state.kind !== 'editing' && (
        <span id={messageId} className={`tr-status${state.kind === 'proposal' ? ' visually-hidden' : ''}`} title={state.kind === 'refused' ? state.reason : undefined}>
          {state.kind === 'saved' ? t`Saved` : state.kind === 'saving' ? t`Saving…` : state.kind === 'proposal' ? t`Proposed` : t`Not saved`}
          {state.kind === 'refused' && <span className="visually-hidden">: {state.reason}</span>}
        </span>
      )}
    </div>
  );
});
