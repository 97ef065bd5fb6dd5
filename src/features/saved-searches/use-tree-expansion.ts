import { useCallback, useState } from 'react';
import { ancestorFolderIds, type Tree } from './tree';

/** Which folders are open: the top level at first, and always the way to the open search. */
export function useTreeExpansion(tree: Tree, selectedId: string | null) {
  const [expanded, setExpandedSet] = useState<ReadonlySet<string>>(() => new Set(tree.folders.map((folder) => folder.id)));

  const reveal = useCallback(
    (parentUid: string | null) => {
      const chain = ancestorFolderIds(tree, parentUid);
      setExpandedSet((current) => (chain.every((id) => current.has(id)) ? current : new Set([...current, ...chain])));
    },
    [tree],
  );

  // The way to the open search is opened while rendering (React's pattern for state that follows
  // props), not in an effect that would render the tree twice.
  const selectedParent = selectedId ? (tree.byId.get(selectedId)?.parentUid ?? null) : null;
  const [revealedFor, setRevealedFor] = useState<{ tree: Tree; parent: string | null } | null>(null);
  if (revealedFor?.tree !== tree || revealedFor.parent !== selectedParent) {
    setRevealedFor({ tree, parent: selectedParent });
    reveal(selectedParent);
  }

  const setExpanded = useCallback((id: string, open: boolean) => {
    setExpandedSet((current) => {
      if (current.has(id) === open) return current;
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const toggle = useCallback(
    (id: string) =>
      setExpandedSet((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  return { expanded, reveal, setExpanded, toggle };
}
