import { createStore } from './create-store';

export type ToastKind = 'success' | 'error' | 'info';
type ToastLink = { to: string; label: string };

/** What a toast may offer besides its message: a way back to the record, or a retry. */
export type ToastOptions = {
  link?: ToastLink;
  action?: { label: string; onClick: () => void };
  /** Shown and kept in Activity, but not announced: the page the editor is on says it already, where they can act. */
  quiet?: boolean;
};

export type Toast = { id: number; kind: ToastKind; message: string } & ToastOptions;

/** An outcome as Activity lists it: every toast shown, with the time it was shown. */
export type ActivityEntry = { id: number; kind: ToastKind; message: string; at: number; link?: ToastLink };

type ToastState = { toasts: readonly Toast[]; activity: readonly ActivityEntry[] };

const VISIBLE_MS = 6000;
/** Passing messages beyond this many on screen make way, oldest first. */
const MOST_ON_SCREEN = 4;
const MOST_IN_ACTIVITY = 50;

/**
 * Errors and anything offering an action stay until acted on or dismissed: someone may need to
 * read them twice, and a Retry must not vanish. Successes and notes pass (Activity keeps them,
 * with their link).
 */
const staysUntilDismissed = (toast: Toast) => toast.kind === 'error' || toast.action !== undefined;

/** The toasts on screen and the tab's Activity, one store per provider. */
export function createToastStore() {
  const store = createStore<ToastState>({ toasts: [], activity: [] });
  let nextId = 1;

  const dismiss = (id: number) => store.set((state) => (state.toasts.some((toast) => toast.id === id) ? { ...state, toasts: state.toasts.filter((toast) => toast.id !== id) } : state));

  const show = (message: string, kind: ToastKind = 'success', options: ToastOptions = {}) => {
    const toast: Toast = { id: nextId++, kind, message, ...options };
    const entry: ActivityEntry = { id: toast.id, kind, message, at: Date.now(), ...(options.link ? { link: options.link } : {}) };
    store.set((state) => ({
      toasts: makeRoom([...state.toasts, toast]),
      activity: [entry, ...state.activity].slice(0, MOST_IN_ACTIVITY),
    }));
    if (!staysUntilDismissed(toast)) setTimeout(() => dismiss(toast.id), VISIBLE_MS);
    return toast.id;
  };

  return { store, show, dismiss };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** Drops the oldest passing messages until few enough are on screen; the newest always shows. */
function makeRoom(toasts: readonly Toast[]): readonly Toast[] {
  let excess = toasts.length - MOST_ON_SCREEN;
  const newest = toasts[toasts.length - 1];
  return toasts.filter((toast) => {
    if (excess <= 0 || toast === newest || staysUntilDismissed(toast)) return true;
    excess -= 1;
    return false;
  });
}
