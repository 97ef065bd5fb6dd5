import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from './dialog';

export type Shortcut = { keys: string; action: string };
export type ShortcutGroup = { id: number; title: string; shortcuts: readonly Shortcut[] };

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

// The keys as the keyboard labels them: Ctrl is "Strg" on a German keyboard (as in the header's Go to… button).
const EVERYWHERE: { keys: MessageDescriptor | string; action: MessageDescriptor }[] = [
  { keys: isMac ? msg`⌘ K` : msg`Ctrl K`, action: msg`Go to a page, record or action` },
  { keys: isMac ? msg`⌘ S` : msg`Ctrl S`, action: msg`Save the form or designer that is open` },
  { keys: '?', action: msg`Show these shortcuts` },
];

/** The "?" dialog: the shortcuts that work everywhere, then those of the open page. */
export function ShortcutsHelp({ groups, onClose }: { groups: readonly ShortcutGroup[]; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const everywhere = EVERYWHERE.map(({ keys, action }) => ({ keys: typeof keys === 'string' ? keys : i18n._(keys), action: i18n._(action) }));
  return (
    <Dialog title={t`Keyboard shortcuts`} onClose={onClose}>
      <ShortcutTable title={t`Everywhere`} shortcuts={everywhere} />
      {groups.map((group) => (
        <ShortcutTable key={group.id} title={group.title} shortcuts={group.shortcuts} />
      ))}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          <Trans>Close</Trans>
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
