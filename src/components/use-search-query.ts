import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigation } from 'react-router-dom';

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
  // A URL write while another navigation is under way would replace it: a result clicked before the pause
  // ended (its page still loading) would leave the editor on the list, a filter chosen meanwhile would be lost.
  // Leaving the page drops the write; a navigation within the page postpones it until that one has landed.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = useRef(false);
  const navigating = useRef(false);
  const postponed = useRef<string | null>(null);
  useLayoutEffect(() => {
    leaving.current = navigation.location !== undefined && navigation.location.pathname !== pathname;
    navigating.current = navigation.state !== 'idle';
    if (leaving.current) {
      clearTimeout(pending.current);
      postponed.current = null;
    } else if (!navigating.current && postponed.current !== null) {
      const next = postponed.current;
      postponed.current = null;
      latestWrite.current(next);
    }
  }, [navigation.state, navigation.location, pathname]);
  // At the timer, the router's own state: a navigation started by a click is there at once, while
  // React may not have rendered it yet (its update is a transition), and the effects above not run.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const change = useCallback(
    (next: string) => {
      setQuery(next);
      latest.current = next;
      written.current.add(next);
      clearTimeout(pending.current);
      postponed.current = null;
      pending.current = setTimeout(() => {
        const now = router?.state;
        const isLeaving = now ? now.navigation.location !== undefined && now.navigation.location.pathname !== now.location.pathname : leaving.current;
        const isNavigating = now ? now.navigation.state !== 'idle' : navigating.current;
        if (isLeaving) return;
        if (isNavigating) postponed.current = next;
        else latestWrite.current(next);
      }, URL_WRITE_DELAY_MS);
    },
    [router],
  );
  // A write postponed by the router's state lands when the router is idle again, even if React never rendered it busy.
  useEffect(
    () =>
      router?.subscribe((state) => {
        if (state.navigation.state !== 'idle' || postponed.current === null) return;
        const next = postponed.current;
        postponed.current = null;
        latestWrite.current(next);
      }),
    [router],
  );
  // The latest query, for writes of other parameters (read in event handlers, never in render).
  const currentQuery = useCallback(() => latest.current, []);
  return { query, setQuery: change, currentQuery };
}
