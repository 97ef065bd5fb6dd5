import { useLingui } from '@lingui/react/macro';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useStore } from './create-store';
import { createToastStore, type ActivityEntry, type Toast, type ToastKind, type ToastOptions, type ToastStore } from './toast-store';

/** `show` answers the toast's id, for `dismiss` once what it says no longer holds. */
export type ToastApi = { show: (message: string, kind?: ToastKind, options?: ToastOptions) => number; dismiss: (id: number) => void };

const ToastContext = createContext<{ toasts: ToastStore; api: ToastApi } | null>(null);

const pickToasts = (state: ReturnType<ToastStore['store']['get']>) => state.toasts;
const pickActivity = (state: ReturnType<ToastStore['store']['get']>) => state.activity;

/**
 * Results of actions, announced politely (errors assertively) and dismissable, and recorded in
 * the tab's Activity. It lives inside the router's layout, so a result reaches the editor on
 * whatever page they are by then, with a link back to the record it is about.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [value] = useState(() => {
    const toasts = createToastStore();
    return { toasts, api: { show: toasts.show, dismiss: toasts.dismiss } };
  });
  const shown = useStore(value.toasts.store, pickToasts);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastColumn className="toasts" role="status" live="polite" toasts={shown.filter((toast) => toast.kind !== 'error')} onDismiss={value.toasts.dismiss} />
      <ToastColumn className="toasts toasts-errors" role="alert" live="assertive" toasts={shown.filter((toast) => toast.kind === 'error')} onDismiss={value.toasts.dismiss} />
    </ToastContext.Provider>
  );
}

type ToastColumnProps = { className: string; role: 'status' | 'alert'; live: 'polite' | 'assertive'; toasts: readonly Toast[]; onDismiss: (id: number) => void };

/** One stack on screen: its toasts announced through its live region, the quiet ones beside it, outside. */
function ToastColumn({ className, role, live, toasts, onDismiss }: ToastColumnProps) {
  const view = (toast: Toast) => <ToastView key={toast.id} toast={toast} onDismiss={onDismiss} />;
  return (
    <div className={className}>
      <div className="toast-stack" role={role} aria-live={live}>
        {toasts.filter((toast) => !toast.quiet).map(view)}
      </div>
      <div className="toast-stack toast-stack-quiet">{toasts.filter((toast) => toast.quiet).map(view)}</div>
    </div>
  );
}

function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  // The editor is on the record already: a link there would lead nowhere new.
  const link = toast.link && toast.link.to !== pathname + search ? toast.link : undefined;
  return (
    <div className={`toast toast-${toast.kind}`}>
      <span>{toast.message}</span>
      {link && (
        <Link className="toast-link" to={link.to} onClick={() => onDismiss(toast.id)}>
          {link.label}
        </Link>
      )}
      {toast.action && (
        <button
          type="button"
          className="toast-action"
          onClick={() => {
            onDismiss(toast.id);
            toast.action?.onClick();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className="button-quiet" onClick={() => onDismiss(toast.id)} aria-label={t`Dismiss message`}>
        ×
      </button>
    </div>
  );
}

function useToastContext() {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast and useActivity need a ToastProvider');
  return value;
}

export function useToast(): ToastApi {
  return useToastContext().api;
}

/** Every outcome shown in this tab, newest first (the last 50). */
export function useActivity(): readonly ActivityEntry[] {
  return useStore(useToastContext().toasts.store, pickActivity);
}
