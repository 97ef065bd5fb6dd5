import { select } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { useCellStoreVersion, type CellStore } from './cell-store';

const SHOWN = 5;

/** The cells whose save was refused, with the reasons in full (the cell itself has room for "Not saved" only). */
export function NotSavedSummary({ store, aliasOf }: { store: CellStore; aliasOf: (uid: string) => string }) {
  const { t } = useLingui();
  useCellStoreVersion(store);
  const refused = store.all().flatMap((cell) => (cell.kind === 'refused' ? [cell] : []));
  if (refused.length === 0) return null;
  const count = refused.length;
  const more = count - SHOWN;
  return (
    <section className="tr-not-saved" aria-label={t`Cells not saved`}>
      <Trans>
        <strong>
          <Plural value={count} one="# cell not saved" other="# cells not saved" />
        </strong>{' '}
        (the text stays in the cell: press Enter there to try again, Escape to take what the server has)
      </Trans>
      <ul>
        {refused.slice(0, SHOWN).map(({ uid, field, cultureCode, reason }) => {
          const alias = aliasOf(uid);
          return (
            <li key={`${field}:${cultureCode}:${uid}`}>{t`${select(field, { Name: `${alias} name in ${cultureCode}: ${reason}`, other: `${alias} description in ${cultureCode}: ${reason}` })}`}</li>
          );
        })}
        {more > 0 && (
          <li>
            <Plural value={more} one="and # more, marked in the grid." other="and # more, marked in the grid." />
          </li>
        )}
      </ul>
    </section>
  );
}

/**
 * Closing or reloading the tab asks first while a cell is typed in, still saving or not saved: a reload would take the
 * text that stays in a "Not saved" cell. Leaving for another page keeps them all (the grid's store is the tab's).
 */
export function PendingCellsGuard({ store }: { store: CellStore }) {
  useCellStoreVersion(store);
  return <UnsavedChangesGuard when={store.all().some((cell) => cell.kind === 'editing' || cell.kind === 'saving' || cell.kind === 'refused')} scope="tab" />;
}
