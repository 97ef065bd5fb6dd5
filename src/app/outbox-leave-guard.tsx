import { useEffect, useSyncExternalStore } from 'react';
import { outbox, sendingHere } from '../api/outbox';

const isSending = () => sendingHere().length > 0;

/**
 * While this tab is sending anything (a save on its way, a plan with steps left), closing or
 * reloading it asks first, in every page: leaving inside the app lets the work go on, a reload
 * would cut it.
 */
export function OutboxLeaveGuard() {
  const sending = useSyncExternalStore(outbox.subscribe, isSending, isSending);
  useEffect(() => {
    if (!sending) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [sending]);
  return null;
}
