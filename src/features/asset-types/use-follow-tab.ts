import { useCallback, useLayoutEffect, useRef } from 'react';

/** Every keyboard step asks to follow its item; only a real change of tab may touch the URL (a router navigation). */
export function useFollowTab(setParam: (name: string, value: string | null) => void, activeTabUid: string | null) {
  const followed = useRef(activeTabUid);
  // A tab opened by a click (or Back) is the one followed from then on.
  useLayoutEffect(() => {
    followed.current = activeTabUid;
  }, [activeTabUid]);
  return useCallback(
    (uid: string) => {
      if (followed.current === uid) return;
      followed.current = uid;
      setParam('tab', uid);
    },
    [setParam],
  );
}
