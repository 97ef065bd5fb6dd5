import { useId, useState, type ReactNode } from 'react';

/**
 * A button that shows and hides a panel below the toolbar (WAI-ARIA APG disclosure). The panel is
 * made when it first opens (not with the page's first paint), then stays mounted while hidden, so
 * what was chosen in it is kept.
 */
export function Disclosure({ label, children }: { label: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className="tr-disclosure"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
      >
        {label}{' '}
        <span aria-hidden="true" className="tr-disclosure-mark">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <div id={panelId} className="tr-disclosure-panel" hidden={!open}>
        {opened && children}
      </div>
    </>
  );
}
