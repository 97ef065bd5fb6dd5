import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { DropZone } from './moves';
import { RenameField } from './rename-field';
import type { TreeNode, VisibleRow } from './tree';

/** What every draggable and droppable row carries, so handlers and announcements need no lookups. */
export type RowData = { type: TreeNode['kind']; parent: string | null; label: string };

type TreeRowProps = {
  row: VisibleRow;
  active: boolean;
  selected: boolean;
  /** Set while the row's name is being edited; `draft` and `failure` when it reopened after a failed save. */
  renaming: RenameState | null;
  dropZone: DropZone | null;
  dropInvalid: boolean;
  registerElement: (id: string, element: HTMLElement | null) => void;
  onClick: (node: TreeNode) => void;
  onDoubleClick: (node: TreeNode) => void;
  onToggle: (node: TreeNode) => void;
  onFocus: (node: TreeNode) => void;
  /** The tree's keys (use-tree-keyboard.ts), on the item that has the focus. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onRename: (node: TreeNode, name: string) => void;
  onRenameCancel: () => void;
};

/** `base`: the name when the editor started typing, what a colleague's rename is detected against. */
export type RenameState = { id: string; base: string; attempt: number; draft?: string; failure?: string };

/** "folder “Spring”": how announcements and messages name a row (in the language shown when they are said). */
export function rowLabel(node: TreeNode): string {
  const name = node.name;
  return node.kind === 'folder'
    ? t({ message: `folder “${name}”`, comment: 'A folder named in a sentence ("Moved folder “Spring” to …")' })
    : t({ message: `saved search “${name}”`, comment: 'A saved search named in a sentence ("Moved saved search “Red shoes” to …")' });
}

export function TreeRow({ row, active, selected, renaming, dropZone, dropInvalid, registerElement, onClick, onDoubleClick, onToggle, onFocus, onKeyDown, onRename, onRenameCancel }: TreeRowProps) {
  const { t: tr } = useLingui();
  const { node, level, setSize, posInSet, expanded } = row;
  const label = rowLabel(node);
  const data: RowData = { type: node.kind, parent: node.parentUid, label };
  const drag = useDraggable({ id: node.id, data, disabled: renaming !== null });
  const drop = useDroppable({ id: node.id, data });

  const classes = ['tree-row', `tree-row-${node.kind}`];
  if (selected) classes.push('tree-row-selected');
  if (drag.isDragging) classes.push('tree-row-dragging');
  if (dropZone) classes.push(dropInvalid ? 'tree-drop-invalid' : `tree-drop-${dropZone}`);

  return (
    <li
      ref={(element) => {
        drag.setNodeRef(element);
        drop.setNodeRef(element);
        registerElement(node.id, element);
      }}
      role="treeitem"
      id={`tree-item-${node.id}`}
      aria-level={level}
      aria-setsize={setSize}
      aria-posinset={posInSet}
      aria-expanded={expanded}
      aria-selected={selected}
      aria-describedby={drag.attributes['aria-describedby']}
      tabIndex={active ? 0 : -1}
      className={classes.join(' ')}
      style={{ paddingLeft: `${0.4 + (level - 1) * 1.25}rem` }}
      data-node-id={node.id}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocus(node);
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target instanceof HTMLInputElement) return;
        onClick(node);
      }}
      onDoubleClick={(event) => {
        if (event.target instanceof HTMLInputElement) return;
        onDoubleClick(node);
      }}
      {...drag.listeners}
    >
      <span
        className="tree-toggle"
        aria-hidden="true"
        onClick={(event) => {
          event.stopPropagation();
          onToggle(node);
        }}
      >
        {node.kind === 'folder' && !isEmptyFolder(node) ? (expanded ? '▾' : '▸') : ''}
      </span>
      <TreeIcon kind={node.kind} open={expanded === true} />
      {renaming ? (
        <RenameField
          key={renaming.attempt}
          initial={nameOf(node)}
          draft={renaming.draft}
          failure={renaming.failure}
          label={tr`New name for ${label}`}
          onSubmit={(name) => onRename(node, name)}
          onCancel={onRenameCancel}
        />
      ) : (
        <span className="tree-name">{node.name}</span>
      )}
      {isEmptyFolder(node) && (
        <span className="tree-empty">
          <Trans comment="Beside a folder that holds nothing">empty</Trans>
        </span>
      )}
      {node.isPrivate && (
        <span className="badge badge-private">
          <Trans>Private</Trans>
        </span>
      )}
      {node.kind === 'search' && node.failed && (
        <span className="badge badge-failed">
          <Trans comment="A saved search whose calculation failed">Failed</Trans>
        </span>
      )}
    </li>
  );
}

/** The record's own name (null and '' as ''), not the placeholder the tree shows for a nameless one. */
export function nameOf(node: TreeNode): string {
  return (node.kind === 'folder' ? node.folder.Name : node.search.Name) ?? '';
}

/** An open empty folder looks as if it held the rows below it: say it is empty instead. */
function isEmptyFolder(node: TreeNode): boolean {
  return node.kind === 'folder' && node.folders.length === 0 && node.searches.length === 0;
}

/** Drawn, not emoji: Chromium on Linux often has no emoji font. */
function TreeIcon({ kind, open }: { kind: TreeNode['kind']; open: boolean }) {
  if (kind === 'folder') {
    return (
      <svg className="tree-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d={open ? 'M1 3.5h5l1.5 1.5H15v1.5H4L1.5 13V3.5z M4 7h11.5L13 13H1.5z' : 'M1 3.5h5l1.5 1.5H15V13H1z'} fill="#d9a520" stroke="#a77a10" strokeWidth="0.8" />
      </svg>
    );
  }
  return (
    <svg className="tree-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="6.5" cy="6.5" r="4.2" fill="none" stroke="#1f5fbf" strokeWidth="1.8" />
      <path d="M9.7 9.7l4.3 4.3" stroke="#1f5fbf" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
