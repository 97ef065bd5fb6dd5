type Placed = { Uid: string; SortOrder?: number | null };

/**
 * The sort orders taken in each level of one kind (decisions.md: a level never keeps two items on one SortOrder). A
 * record the import creates with a number another item of its level has here (a copy beside its original, a folder
 * numbered in another environment) takes the next number after the level's last instead: it goes last there.
 */
export function sortOrderPlaces<T extends Placed>(here: readonly T[], levelOf: (item: T) => string | null | undefined) {
  const taken = new Map<string, Map<number, string>>();
  const level = (parent: string | null | undefined) => {
    const key = (parent ?? '').toLowerCase();
    if (!taken.has(key)) taken.set(key, new Map());
    return taken.get(key)!;
  };
  for (const item of here) if (typeof item.SortOrder === 'number') level(levelOf(item)).set(item.SortOrder, item.Uid.toLowerCase());

  return {
    /** The number a new record of this level is written with: its own when free, else one past the level's last. */
    placeNew(uid: string, parent: string | null | undefined, sortOrder: number | null | undefined): number | null | undefined {
      if (typeof sortOrder !== 'number') return sortOrder;
      const numbers = level(parent);
      const holder = numbers.get(sortOrder);
      const free = holder === undefined || holder === uid.toLowerCase() ? sortOrder : Math.max(...numbers.keys()) + 1;
      numbers.set(free, uid.toLowerCase());
      return free;
    },
    /** A record written where the file says (an update): its number is taken from now on. */
    take(uid: string, parent: string | null | undefined, sortOrder: number | null | undefined) {
      if (typeof sortOrder === 'number') level(parent).set(sortOrder, uid.toLowerCase());
    },
  };
}
