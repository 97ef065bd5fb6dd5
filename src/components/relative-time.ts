import { t } from '@lingui/core/macro';
import { perFormattingLocale } from '../i18n/interface-language';
import { createStore, perQueryClient, useStore, type Store } from './create-store';

const relative = perFormattingLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

/** "just now", "3 minutes ago", "2 hours ago", in the interface's language. */
export function timeAgo(timestamp: number, now = Date.now()): string {
  const minutes = Math.floor((now - timestamp) / 60_000);
  if (minutes < 1) return t`just now`;
  return minutes < 60 ? relative().format(-minutes, 'minute') : relative().format(-Math.floor(minutes / 60), 'hour');
}

const currentMinute = () => Math.floor(Date.now() / 60_000);

/** One clock for every "n minutes ago" on screen, ticking while any is shown. */
function createMinuteClock(): Store<number> {
  const minute = createStore(currentMinute());
  let timer: ReturnType<typeof setInterval> | undefined;
  let watchers = 0;
  return {
    ...minute,
    subscribe(listener) {
      const unsubscribe = minute.subscribe(listener);
      if (watchers++ === 0) {
        minute.set(currentMinute());
        timer = setInterval(() => minute.set(currentMinute()), 15_000);
      }
      return () => {
        unsubscribe();
        if (--watchers === 0) clearInterval(timer);
      };
    },
  };
}

const useClock = perQueryClient(createMinuteClock);

/** Re-renders the caller when the minute changes, so relative times stay true. */
export function useMinuteClock(): number {
  return useStore(useClock());
}
