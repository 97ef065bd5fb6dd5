import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Which sections the designer shows folded: kept for as long as the designer is open (across tab
 * switches), outside React state so folding one section re-renders only that section.
 */
export function createCollapseStore() {
  let collapsed: ReadonlySet<string> = new Set();
  const listeners = new Set<() => void>();
  const publish = (next: Set<string>) => {
    collapsed = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => collapsed,
    toggle(uid: string) {
      const next = new Set(collapsed);
      if (!next.delete(uid)) next.add(uid);
      publish(next);
    },
    setAll(uids: readonly string[], fold: boolean) {
      const next = new Set(collapsed);
      for (const uid of uids) {
        if (fold) next.add(uid);
        else next.delete(uid);
      }
      publish(next);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
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
  const collapsed = useSyncExternalStore(store.subscribe, () => store.get().has(uid));
  return [collapsed, () => store.toggle(uid)];
}

/** Whether every one of these sections is folded, and a way to fold or unfold them all. */
export function useCollapseAll(uids: readonly string[]): [allCollapsed: boolean, setAll: (fold: boolean) => void] {
  const store = useCollapseStore();
  const allCollapsed = useSyncExternalStore(store.subscribe, () => uids.length > 0 && uids.every((uid) => store.get().has(uid)));
  return [allCollapsed, (fold) => store.setAll(uids, fold)];
}
