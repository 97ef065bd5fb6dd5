import { useCreateSavedSearch, type SavedSearch } from '../../api/saved-searches';
import { DuplicateAction } from '../../components/duplicate-action';
import { useConnection } from '../../components/use-connection';
import { savedSearchCopy } from './saved-search-form-schema';

const nameProblem = (name: string) => (name === '' ? 'Enter a name.' : name.length > 200 ? 'Keep the name under 200 characters.' : null);

/** "Duplicate…" in the saved search editor: a copy of the saved search (as the server has it) in the same folder, last, then opened. */
export function DuplicateSavedSearch({ search, nextSortOrder }: { search: SavedSearch; nextSortOrder: number }) {
  const create = useCreateSavedSearch();
  const { currentUserUid } = useConnection();
  return (
    <DuplicateAction
      title={`Duplicate “${search.Name || 'Unnamed search'}”`}
      description={<p>The copy gets the query, columns and settings as saved on the server (not changes unsaved here) and goes last in the same folder.</p>}
      fields={[{ name: 'Name', label: 'Name of the copy', initial: `${search.Name ?? ''} (copy)`, problem: nameProblem }]}
      duplicate={async ({ Name }) => {
        const copy = savedSearchCopy(search, { Name: Name!, SortOrder: nextSortOrder }, currentUserUid);
        await create.mutateAsync(copy);
        return { path: `/saved-searches/${copy.Uid}`, message: `Saved search “${search.Name}” duplicated as “${copy.Name}”.` };
      }}
    />
  );
}
