import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';

// Loaded when first opened: the first page does not carry the panel.
const ActivityPanel = lazy(() => import('./activity-list').then((module) => ({ default: module.ActivityPanel })));

/** "Activity" in the app's header: what happened in this tab (saved, failed, merged, replaced), each with its way back. */
export function ActivityButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Trans>Activity</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ActivityPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
