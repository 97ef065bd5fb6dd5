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
