import { createContext, useCallback, useContext } from 'react';
import { createStore, useStore } from '../../components/create-store';

/**
 * Which sections the designer shows folded: kept for as long as the designer is open (across tab
 * switches), outside React state so folding one section re-renders only that section.
 */
export function createCollapseStore() {
  const store = createStore<ReadonlySet<string>>(new Set());
  return {
    ...store,
    toggle(uid: string) {
      store.set((collapsed) => {
        const next = new Set(collapsed);
        if (!next.delete(uid)) next.add(uid);
        return next;
      });
    },
    setAll(uids: readonly string[], fold: boolean) {
      store.set((collapsed) => {
        const next = new Set(collapsed);
        for (const uid of uids) {
          if (fold) next.add(uid);
          else next.delete(uid);
        }
        return next;
      });
    },
  };
}
type CollapseStore = ReturnType<typeof createCollapseStore>;
export const CollapseContext = createContext<CollapseStore | null>(null);

function useCollapseStore(): CollapseStore {
  const store = useContext(CollapseContext);
  if (!store) throw new Error('section folding needs the designer');
  return store;
}

/** Whether this section is folded, and a way to fold or unfold it. */
export function useSectionCollapse(uid: string): [collapsed: boolean, toggle: () => void] {
  const store = useCollapseStore();
  const collapsed = useStore(
    store,
    useCallback((folded: ReadonlySet<string>) => folded.has(uid), [uid]),
  );
  return [collapsed, () => store.toggle(uid)];
}

/** Whether every one of these sections is folded, and a way to fold or unfold them all. */
export function useCollapseAll(uids: readonly string[]): [allCollapsed: boolean, setAll: (fold: boolean) => void] {
  const store = useCollapseStore();
  const allCollapsed = useStore(
    store,
    useCallback((folded: ReadonlySet<string>) => uids.length > 0 && uids.every((uid) => folded.has(uid)), [uids]),
  );
  return [allCollapsed, (fold) => store.setAll(uids, fold)];
}
