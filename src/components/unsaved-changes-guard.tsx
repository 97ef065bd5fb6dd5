import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './dialog';

type GuardProps = {
  when: boolean;
  /**
   * 'page' asks when the page is left; 'url' also when only the query string changes (a
   * dialog that lives in the URL, closed by Back or by its own Cancel); 'tab' only when the
   * browser tab is closed or reloaded (a page that saves as it is left).
   */
  scope?: 'page' | 'url' | 'tab';
  title?: string;
  message?: string;
  confirmLabel?: string;
};

/**
 * Asks before unsaved changes are left behind: in-app navigation (Back included) gets a
 * dialog, closing or reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesGuard({ when, scope = 'page', title, message, confirmLabel }: GuardProps) {
  const { t } = useLingui();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && scope !== 'tab' && (currentLocation.pathname !== nextLocation.pathname || (scope === 'url' && currentLocation.search !== nextLocation.search)),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={title ?? t`Leave without saving?`}
      message={message ?? t`Your changes have not been saved. Leave and lose them?`}
      confirmLabel={confirmLabel ?? t`Leave without saving`}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}
