import { useRef, type KeyboardEvent } from 'react';
import type { KeyboardMove } from './moves';
import { childrenOf, type TreeNode, type VisibleRow } from './tree';

type Handlers = {
  rows: readonly VisibleRow[];
  activeId: string | null;
  focusItem: (id: string) => void;
  setExpanded: (id: string, open: boolean) => void;
  activate: (node: TreeNode) => void;
  rename: (node: TreeNode) => void;
  remove: (node: TreeNode) => void;
  move: (node: TreeNode, move: KeyboardMove) => void;
};

const TYPE_AHEAD_RESET_MS = 600;

const MOVE_KEYS: Record<string, KeyboardMove> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowRight: 'into-folder-above',
  ArrowLeft: 'out-of-folder',
};

/**
 * The WAI-ARIA APG tree's keys (arrows, Home/End, type-ahead, Enter) plus this page's own:
 * F2 renames, Delete deletes, Ctrl (or ⌘) with an arrow moves the item.
 */
export function useTreeKeyboard({ rows, activeId, focusItem, setExpanded, activate, rename, remove, move }: Handlers) {
  const typed = useRef({ text: '', at: 0 });

  return function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Keys typed into an inline rename field belong to that field.
    if (event.target instanceof HTMLInputElement) return;
    const index = rows.findIndex((row) => row.node.id === activeId);
    const row = rows[index];
    if (!row) return;
    const { node } = row;
    const focusAt = (at: number) => {
      const target = rows[at];
      if (target) focusItem(target.node.id);
    };

    if ((event.ctrlKey || event.metaKey) && MOVE_KEYS[event.key]) {
      event.preventDefault();
      move(node, MOVE_KEYS[event.key]!);
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;

    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(rows.length - 1);
        break;
      case 'ArrowRight':
        if (node.kind !== 'folder') return;
        if (!row.expanded) setExpanded(node.id, true);
        else if (childrenOf(node).length > 0) focusAt(index + 1);
        break;
      case 'ArrowLeft':
        if (node.kind === 'folder' && row.expanded) setExpanded(node.id, false);
        else if (node.parentUid) focusItem(`folder:${node.parentUid}`);
        break;
      case 'Enter':
      case ' ':
        activate(node);
        break;
      case 'F2':
        rename(node);
        break;
      case 'Delete':
        remove(node);
        break;
      default: {
        if (event.key.length !== 1 || event.key === ' ') return;
        const now = Date.now();
        const text = (now - typed.current.at > TYPE_AHEAD_RESET_MS ? '' : typed.current.text) + event.key.toLowerCase();
        typed.current = { text, at: now };
        // A letter typed again and again cycles through the items starting with it (APG tree).
        const repeated = [...text].every((letter) => letter === text[0]);
        const wanted = repeated ? text[0]! : text;
        const start = repeated ? index + 1 : index;
        for (let step = 0; step < rows.length; step++) {
          const candidate = rows[(start + step) % rows.length]!;
          if (candidate.node.name.toLowerCase().startsWith(wanted)) {
            focusItem(candidate.node.id);
            break;
          }
        }
      }
    }
    event.preventDefault();
  };
}
