import { Dialog } from './dialog';

export type Shortcut = { keys: string; action: string };
export type ShortcutGroup = { id: number; title: string; shortcuts: readonly Shortcut[] };

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD_KEY = isMac ? '⌘' : 'Ctrl';

const EVERYWHERE: Shortcut[] = [
  { keys: `${MOD_KEY} K`, action: 'Go to a page, record or action' },
  { keys: `${MOD_KEY} S`, action: 'Save the form or designer that is open' },
  { keys: '?', action: 'Show these shortcuts' },
];

/** The "?" dialog: the shortcuts that work everywhere, then those of the open page. */
export function ShortcutsHelp({ groups, onClose }: { groups: readonly ShortcutGroup[]; onClose: () => void }) {
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose}>
      <ShortcutTable title="Everywhere" shortcuts={EVERYWHERE} />
      {groups.map((group) => (
        <ShortcutTable key={group.id} title={group.title} shortcuts={group.shortcuts} />
      ))}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}

function ShortcutTable({ title, shortcuts }: { title: string; shortcuts: readonly Shortcut[] }) {
  return (
    <table className="shortcut-table">
      <caption>{title}</caption>
      <tbody>
        {shortcuts.map((shortcut) => (
          <tr key={shortcut.keys + shortcut.action}>
            <th scope="row">
              <kbd>{shortcut.keys}</kbd>
            </th>
            <td>{shortcut.action}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
