import { Component, lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { LoadError } from './page-state';

type LoadBoundaryProps = {
  what: string;
  onRetry: (failure: unknown) => void;
  /** Shown while the part loads (nothing by default). */
  loading?: ReactNode;
  /**
   * For a part that opens over the page (a dialog): its failure shows over the page too, with a Close
   * that gives up opening it (where it would sit, in the shell's header or at its end, it would not be seen).
   */
  onClose?: () => void;
  /** With `onClose`, for a part nobody opened (the work continued at start): the failure stays in the page and leaves the focus where it is. */
  inPage?: boolean;
  children: ReactNode;
};

/**
 * Around a part of a page fetched on demand (a lazy chunk): `loading` while it loads; if it cannot
 * load (offline, or a new deployment replaced the file), the part says so with a retry, and the rest
 * of the page (with what the editor typed there) stays; without it the route's error page would
 * replace everything.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean; error: unknown }> {
  state = { failed: false, error: null as unknown };
  /**
   * What had the focus when the part was asked for: it has it back when the failure goes (and the part opens, or not).
   * A part asked for as the page starts, when nothing had it, leaves it to the page's main area.
   */
  private readonly opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  /** Over the page, the failure takes the focus (Try again), as the dialog would have. */
  private readonly focusFailure = (box: HTMLElement | null) => box?.querySelector('button')?.focus();

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  render() {
    if (!this.state.failed) return <Suspense fallback={this.props.loading}>{this.props.children}</Suspense>;
    const { error } = this.state;
    const { what, onRetry, onClose, inPage } = this.props;
    // Either way the focus goes back where it was, and a fresh part is made (React keeps a failed one failed): Try again
    // renders it now; Close (over the page) gives up opening it, and it is fetched again when next opened.
    const then = (next: () => void) => () => {
      (this.opener?.isConnected ? this.opener : document.querySelector<HTMLElement>('main'))?.focus();
      onRetry(error);
      next();
    };
    const retry = then(() => this.setState({ failed: false, error: null }));
    const close = onClose && then(onClose);
    const failure = <LoadError error={error} what={what} onRetry={retry} onClose={close} />;
    if (!close || inPage) return failure;
    return (
      <div ref={this.focusFailure} className="over-page">
        {failure}
      </div>
    );
  }
}

/**
 * Imports a module fetched on demand, again after `failure`: Chromium keeps a failed module fetch for
 * the page's life (a second import() of the same file fails at once, without asking the server), so
 * the file named in the failure (a built .js, or in the dev server the .ts/.tsx itself) is asked for under a fresh query string. Without a failure, or one that
 * names no file, it is `load()`.
 */
function importAgain<M>(load: () => Promise<M>, failure?: unknown): Promise<M> {
  const url = failure instanceof Error ? /https?:\/\/\S+\.[jt]sx?/.exec(failure.message)?.[0] : undefined;
  return url ? (import(/* @vite-ignore */ `${url}?retry=${Date.now()}`) as Promise<M>) : load();
}

/** Per part (its module-level `load`): what it picked once fetched, or its last failure to come. */
const parts = new Map<() => Promise<unknown>, { part?: unknown; failure?: unknown }>();

/** As after a reload: nothing fetched yet (each test starts so). */
export const forgetFetchedParts = () => parts.clear();

/**
 * What `pick` takes from a module fetched on demand: fetched once, then at hand; after a failure, the next call
 * asks for the file anew (importAgain). `load` and `pick` are module-level functions.
 */
export async function importPart<M, T>(load: () => Promise<M>, pick: (module: M) => T): Promise<T> {
  const known = parts.get(load);
  if (known?.part) return known.part as T;
  try {
    const part = pick(await importAgain(load, known?.failure));
    // The file fetched again was one the part imports, not the part's own: that needs a reload.
    if (!part) throw known?.failure;
    parts.set(load, { part });
    return part;
  } catch (failure) {
    parts.set(load, { failure });
    throw failure;
  }
}

/**
 * A part of a page fetched on demand (`load` and `pick`: module-level functions), and the retry for its
 * LoadBoundary: React keeps a failed lazy component failed, so a retry makes a fresh one. Once fetched, a part
 * renders at once wherever it is mounted again (no loading state).
 */
export function useLazyPart<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  const make = useCallback(() => (parts.get(load)?.part as ComponentType<P> | undefined) ?? lazy(async () => ({ default: await importPart(load, pick) })), [load, pick]);
  const [Part, setPart] = useState(make);
  const retry = useCallback(() => setPart(() => make()), [make]);
  return [Part, retry] as const;
}
