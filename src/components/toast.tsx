import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

type ToastKind = 'success' | 'error' | 'info';

/** What a toast may offer besides its message: a way back to the record, or a retry. */
type ToastOptions = {
  link?: { to: string; label: string };
  action?: { label: string; onClick: () => void };
};

type Toast = { id: number; kind: ToastKind; message: string } & ToastOptions;

type ToastApi = { show: (message: string, kind?: ToastKind, options?: ToastOptions) => void };

const ToastContext = createContext<ToastApi | null>(null);

const VISIBLE_MS = 6000;

/**
 * Results of actions, announced politely (errors assertively) and dismissable. It lives
 * inside the router's layout, so a result reaches the editor on whatever page they are
 * by then, with a link back to the record it is about.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);

  const show = useCallback(
    (message: string, kind: ToastKind = 'success', options: ToastOptions = {}) => {
      const id = nextId.current++;
      setToasts((all) => [...all.slice(-3), { id, kind, message, ...options }]);
      // Errors, and anything that offers an action, stay until dismissed: someone may need to read them twice.
      if (kind !== 'error' && !options.action) setTimeout(() => dismiss(id), VISIBLE_MS);
    },
    [dismiss],
  );

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts
          .filter((toast) => toast.kind !== 'error')
          .map((toast) => (
            <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
      </div>
      <div className="toasts toasts-errors" role="alert" aria-live="assertive">
        {toasts
          .filter((toast) => toast.kind === 'error')
          .map((toast) => (
            <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  return (
    <div className={`toast toast-${toast.kind}`}>
      <span>{toast.message}</span>
      {toast.link && (
        <Link className="toast-link" to={toast.link.to} onClick={() => onDismiss(toast.id)}>
          {toast.link.label}
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
      <button type="button" className="button-quiet" onClick={() => onDismiss(toast.id)} aria-label="Dismiss message">
        ×
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
