import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { AssetTypeTab } from '../../api/asset-types';
import { useDesigner } from './designer-context';

type TabOverflowMenuProps = {
  tabs: readonly AssetTypeTab[];
  activeTabUid: string | null;
  nameOf: (tab: AssetTypeTab) => string;
  onActivate: (uid: string) => void;
};

/** Every tab in a menu (WAI-ARIA menu button), for when the strip is too narrow to show them all. */
export function TabOverflowMenu({ tabs, activeTabUid, nameOf, onActivate }: TabOverflowMenuProps) {
  const { select } = useDesigner();
  const { t } = useLingui();
  const count = tabs.length;
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
  useEffect(() => {
    if (!open) return;
    const all = items();
    (all.find((item) => item.getAttribute('aria-checked') === 'true') ?? all[0])?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function onMenuKey(event: KeyboardEvent) {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next: Record<string, number> = { ArrowDown: (at + 1) % all.length, ArrowUp: (at - 1 + all.length) % all.length, Home: 0, End: all.length - 1 };
    if (event.key in next) {
      event.preventDefault();
      all[next[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  }

  return (
    <div className="tab-overflow" ref={wrapper}>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Trans>All tabs ({count})</Trans> <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={menuId} ref={menu} role="menu" aria-label={t`All tabs`} className="tab-overflow-menu" onKeyDown={onMenuKey}>
          {tabs.map((tab) => (
            <li key={tab.Uid} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={tab.Uid === activeTabUid}
                tabIndex={-1}
                onClick={() => {
                  onActivate(tab.Uid);
                  select({ type: 'tab', uid: tab.Uid });
                  close();
                }}
              >
                {nameOf(tab)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
