import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useShortcutsApi } from './shortcuts';

type DialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra description read when the dialog opens. */
  description?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** For dialogs that show a table (an import's preview). */
  wide?: boolean;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (WAI-ARIA APG dialog pattern): focus moves in, Tab stays in, Escape
 * closes, and focus returns to what opened it. The second click of a double click on a button
 * that closes it never reaches what lies under it (double-click-guard.ts, installed by the shell).
 */
export function Dialog({ title, onClose, children, description, role = 'dialog', wide = false }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  // Ctrl/⌘+S saves the latest registered save: while the dialog is open, none of the page's under it (it would save an
  // editor behind Duplicate…). A form in the dialog registers its own after this (layout effects run before effects).
  const { registerSave } = useShortcutsApi();
  useLayoutEffect(() => registerSave(() => {}), [registerSave]);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    return () => {
      // Opened from a link or a reload (?new, ?edit=): nothing opened it, so focus the page.
      if (opener && opener !== document.body && document.contains(opener)) opener.focus();
      else document.getElementById('main')?.focus();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // In the body, not where it was opened: a dialog opened from inside a form (Duplicate… in the attribute editor) has its
    // own form, and a form inside a form is not submitted by the browser as its own. Its submit must not reach the one
    // around it in React's tree either, which would save what is typed there too.
    createPortal(
      <div className="dialog-backdrop" onSubmit={(event) => event.stopPropagation()}>
        <div
          ref={panel}
          className={wide ? 'dialog dialog-wide' : 'dialog'}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <h2 id={titleId}>{title}</h2>
          {description && <div id={descriptionId}>{description}</div>}
          {children}
        </div>
      </div>,
      document.body,
    )
  );
}

type ConfirmDialogProps = {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** May answer a promise: the button stays disabled until it settles. */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
  pending?: boolean;
  destructive?: boolean;
};

/**
 * Asks before anything is destroyed or thrown away; Cancel has the focus. The confirm button
 * acts once: a double click must not delete twice (the second DELETE would answer "Not found"
 * for a delete that worked). It is usable again when the work it started has finished (its
 * promise settled, or `pending` went back to false) and the dialog is still open.
 */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, onConfirm, onCancel, pending = false, destructive = true }: ConfirmDialogProps) {
  const { t } = useLingui();
  const acting = useRef(false);
  const wasPending = useRef(false);
  const [working, setWorking] = useState(false);
  useEffect(() => {
    if (pending) wasPending.current = true;
    else if (wasPending.current) {
      wasPending.current = false;
      acting.current = false;
      setWorking(false);
    }
  }, [pending]);

  function confirm(event: React.MouseEvent<HTMLButtonElement>) {
    // A ref, not state: a second click can arrive before React has rendered the disabled button.
    if (acting.current) return;
    acting.current = true;
    const button = event.currentTarget;
    // A disabled button drops the focus to the page, out of the dialog (and out of reach of Escape): keep it in the dialog.
    if (document.activeElement === button) button.closest<HTMLElement>('[role="alertdialog"]')?.focus();
    button.disabled = true;
    setWorking(true);
    const result = onConfirm();
    if (result instanceof Promise) {
      void result.finally(() => {
        acting.current = false;
        setWorking(false);
      });
    }
  }

  const busy = pending || working;
  return (
    <Dialog title={title} onClose={onCancel} description={message} role="alertdialog">
      <div className="dialog-actions">
        <button type="button" onClick={onCancel} data-autofocus>
          {cancelLabel ?? t`Cancel`}
        </button>
        <button type="button" className={destructive ? 'button-danger' : 'button-primary'} onClick={confirm} disabled={busy}>
          {busy ? t`Working…` : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
