import { useEffect } from 'react';

/** Ctrl+Z / Ctrl+Shift+Z (Cmd on macOS; Ctrl+Y too) undo and redo the layout, wherever the focus is in the page. */
export function useDesignerShortcuts({ undo, redo, enabled }: { undo: () => void; redo: () => void; enabled: boolean }) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      // A dialog is open: its fields keep their own shortcuts.
      if (document.querySelector('[aria-modal="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if ((key === 'z' && event.shiftKey) || (key === 'y' && event.ctrlKey)) {
        event.preventDefault();
        redo();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, redo, enabled]);
}
