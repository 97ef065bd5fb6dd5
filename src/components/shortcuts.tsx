import { Trans, useLingui } from '@lingui/react/macro';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LoadBoundary, useLazyPart } from './load-boundary';
import type { Shortcut, ShortcutGroup } from './shortcuts-help';

// Loaded when "?" is first pressed: the first page does not carry the dialog.
const loadHelp = () => import('./shortcuts-help');
const pickHelp = (module: Awaited<ReturnType<typeof loadHelp>>) => module.ShortcutsHelp;

type ShortcutsApi = {
  registerSave: (save: () => void) => () => void;
  registerGroup: (title: string, shortcuts: readonly Shortcut[]) => () => void;
};

const ShortcutsContext = createContext<ShortcutsApi | null>(null);

function typingInField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * The app's keyboard shortcuts: Ctrl/⌘+S saves whatever the open page registered (and never
 * opens the browser's save dialog), "?" lists every shortcut of the page.
 */
export function ShortcutsProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [ShortcutsHelp, retryHelp] = useLazyPart(loadHelp, pickHelp);
  const saves = useRef<(() => void)[]>([]);
  const nextId = useRef(1);
  const [groups, setGroups] = useState<ShortcutGroup[]>([]);
  const [helpOpen, setHelpOpen] = useState(false);
  // Counted, so saying the same thing twice is announced twice.
  const [nothingToSave, setNothingToSave] = useState(0);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        const save = saves.current[saves.current.length - 1];
        if (save) save();
        else setNothingToSave((count) => count + 1);
        return;
      }
      if (event.key === '?' && !event.defaultPrevented && !event.ctrlKey && !event.metaKey && !event.altKey && !typingInField(event.target)) {
        event.preventDefault();
        setHelpOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const registerSave = useCallback((save: () => void) => {
    saves.current = [...saves.current, save];
    return () => {
      saves.current = saves.current.filter((candidate) => candidate !== save);
    };
  }, []);

  const registerGroup = useCallback((title: string, shortcuts: readonly Shortcut[]) => {
    const id = nextId.current++;
    setGroups((all) => [...all, { id, title, shortcuts }]);
    return () => setGroups((all) => all.filter((group) => group.id !== id));
  }, []);

  const api = useMemo(() => ({ registerSave, registerGroup }), [registerSave, registerGroup]);

  return (
    <ShortcutsContext.Provider value={api}>
      {children}
      <div className="visually-hidden" role="status" aria-live="polite">
        {nothingToSave > 0 && (
          <span key={nothingToSave}>
            <Trans>Nothing to save on this page.</Trans>
          </span>
        )}
      </div>
      {helpOpen && (
        <LoadBoundary what={t`the shortcuts`} onRetry={retryHelp} onClose={() => setHelpOpen(false)}>
          <ShortcutsHelp groups={groups} onClose={() => setHelpOpen(false)} />
        </LoadBoundary>
      )}
    </ShortcutsContext.Provider>
  );
}

export function useShortcutsApi(): ShortcutsApi {
  const api = useContext(ShortcutsContext);
  if (!api) throw new Error('Shortcuts need a ShortcutsProvider');
  return api;
}

/** Ctrl/⌘+S runs `save` while the calling component is mounted and `save` is given. */
export function useSaveShortcut(save: (() => void) | null) {
  const { registerSave } = useShortcutsApi();
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  const enabled = save !== null;
  useEffect(() => (enabled ? registerSave(() => latest.current?.()) : undefined), [enabled, registerSave]);
}

/** Lists a page's own shortcuts in the "?" help while the page is mounted. */
export function usePageShortcuts(title: string, shortcuts: readonly Shortcut[]) {
  const { registerGroup } = useShortcutsApi();
  const key = JSON.stringify(shortcuts);
  useEffect(() => registerGroup(title, JSON.parse(key) as Shortcut[]), [registerGroup, title, key]);
}
