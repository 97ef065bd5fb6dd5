import { useRef } from 'react';

/** The same Map object while the counts are equal, so a move (which places nothing) does not re-render the palette. */
export function useStableCounts(next: ReadonlyMap<string, number>): ReadonlyMap<string, number> {
  const previous = useRef(next);
  const current = previous.current;
  if (current !== next && (current.size !== next.size || [...next].some(([key, count]) => current.get(key) !== count))) {
    previous.current = next;
  }
  return previous.current;
}
