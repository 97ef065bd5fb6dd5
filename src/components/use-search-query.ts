import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

// The URL follows the search box after a pause in typing: a URL write re-renders the whole page.
const URL_WRITE_DELAY_MS = 300;

/**
 * The search box keeps its own state so typing never waits for the list or the URL; the list
 * follows a deferred copy, and the URL follows after a pause in typing.
 */
export function useSearchQuery(urlQuery: string, write: (query: string) => void) {
  const [query, setQuery] = useState(urlQuery);
  const latest = useRef(urlQuery);
  const written = useRef(new Set<string>());
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The timer calls the latest write: react-router's functional update sees the search params of
  // the render that made it, so an older one would undo a filter chosen since the keystroke.
  const latestWrite = useRef(write);
  useLayoutEffect(() => {
    latestWrite.current = write;
  });
  // Runs only when the URL changes: our own writes (possibly arriving late) are ignored.
  useEffect(() => {
    if (urlQuery === latest.current) written.current.clear();
    // A URL we did not write (a link, back/forward): the box shows what the URL says.
    else if (!written.current.has(urlQuery)) {
      clearTimeout(pending.current);
      latest.current = urlQuery;
      setQuery(urlQuery);
    }
  }, [urlQuery]);
  useEffect(() => () => clearTimeout(pending.current), []);
  const change = useCallback((next: string) => {
    setQuery(next);
    latest.current = next;
    written.current.add(next);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => latestWrite.current(next), URL_WRITE_DELAY_MS);
  }, []);
  // The latest query, for writes of other parameters (read in event handlers, never in render).
  const currentQuery = useCallback(() => latest.current, []);
  return { query, setQuery: change, currentQuery };
}
