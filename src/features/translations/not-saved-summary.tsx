import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { useCellStoreVersion, type CellStore } from './cell-store';

const SHOWN = 5;

/** The cells whose save was refused, with the reasons in full (the cell itself has room for "Not saved" only). */
export function NotSavedSummary({ store, aliasOf }: { store: CellStore; aliasOf: (uid: string) => string }) {
  useCellStoreVersion(store);
  const refused = store.all().flatMap((cell) => (cell.kind === 'refused' ? [cell] : []));
  if (refused.length === 0) return null;
  return (
    <section className="tr-not-saved" aria-label="Cells not saved">
      <strong>
        {refused.length} {refused.length === 1 ? 'cell' : 'cells'} not saved
      </strong>{' '}
      (the text stays in the cell: press Enter there to try again, Escape to take what the server has)
      <ul>
        {refused.slice(0, SHOWN).map((cell) => (
          <li key={`${cell.field}:${cell.cultureCode}:${cell.uid}`}>
            {aliasOf(cell.uid)} {cell.field.toLowerCase()} in {cell.cultureCode}: {cell.reason}
          </li>
        ))}
        {refused.length > SHOWN && <li>and {refused.length - SHOWN} more, marked in the grid.</li>}
      </ul>
    </section>
  );
}

/** Closing or reloading the tab asks first while a cell is typed in or still saving (leaving for another page saves it). */
export function PendingCellsGuard({ store }: { store: CellStore }) {
  useCellStoreVersion(store);
  return <UnsavedChangesGuard when={store.all().some((cell) => cell.kind === 'editing' || cell.kind === 'saving')} scope="tab" />;
}
