import { useState } from 'react';

const sameCounts = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) => a.size === b.size && [...b].every(([key, count]) => a.get(key) === count);

/** The same Map object while the counts are equal, so a move (which places nothing) does not re-render the palette. */
export function useStableCounts(next: ReadonlyMap<string, number>): ReadonlyMap<string, number> {
  // Kept from the previous render (React's pattern for it), not in a ref read during render.
  const [stable, setStable] = useState(next);
  if (stable === next || sameCounts(stable, next)) return stable;
  setStable(next);
  return next;
}
