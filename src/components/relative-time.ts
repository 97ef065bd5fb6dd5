import { useSyncExternalStore } from 'react';

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** "just now", "3 minutes ago", "2 hours ago", in the browser's language. */
export function timeAgo(timestamp: number, now = Date.now()): string {
  const minutes = Math.floor((now - timestamp) / 60_000);
  if (minutes < 1) return 'just now';
  return minutes < 60 ? relative.format(-minutes, 'minute') : relative.format(-Math.floor(minutes / 60), 'hour');
}

// One clock for every "n minutes ago" on screen, ticking while any is shown.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let minute = Math.floor(Date.now() / 60_000);

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    minute = Math.floor(Date.now() / 60_000);
    listeners.forEach((notify) => notify());
  }, 15_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Re-renders the caller when the minute changes, so relative times stay true. */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, () => minute);
}
