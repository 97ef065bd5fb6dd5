import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCreateUid } from '../../api/outbox-create';
import { createOrFind } from '../../api/unknown-outcome';
import { savedSearchQueries, useCreateSavedSearch, type SavedSearch } from '../../api/saved-searches';
import { DuplicateAction } from '../../components/duplicate-action';
import { useConnection } from '../../components/use-connection';
import { savedSearchCopy } from './saved-search-form-schema';

const nameProblem = (name: string) => (name === '' ? t`Enter a name.` : name.length > 200 ? t`Keep the name under 200 characters.` : null);

/** "Duplicate…" in the saved search editor: a copy of the saved search (as the server has it) in the same folder, last, then opened. */
export function DuplicateSavedSearch({ search, nextSortOrder }: { search: SavedSearch; nextSortOrder: number }) {
  const { t: tr } = useLingui();
  const create = useCreateSavedSearch();
  const createUid = useCreateUid();
  const queryClient = useQueryClient();
  const name = search.Name || tr`Unnamed search`;
  const original = search.Name ?? '';
  const copyName = tr`${original} (copy)`;
  const { currentUserUid } = useConnection();
  return (
    <DuplicateAction
      title={tr`Duplicate “${name}”`}
      description={
        <p>
          <Trans>The copy gets the query, columns and settings as saved on the server (not changes unsaved here) and goes last in the same folder.</Trans>
        </p>
      }
      fields={[{ name: 'Name', label: tr`Name of the copy`, initial: copyName, problem: nameProblem }]}
      onAsk={createUid.forget}
      duplicate={async ({ Name }) => {
        const { uid, sentBefore } = createUid.next();
        const copy = { ...savedSearchCopy(search, { Name: Name!, SortOrder: nextSortOrder }, currentUserUid), Uid: uid };
        const held = async () => {
          // The batch endpoint answers an unknown uid with nothing.
          const [found] = await queryClient.fetchQuery({ ...savedSearchQueries.batch([uid]), staleTime: 0, retry: false });
          return found ?? null;
        };
        let found: SavedSearch | null;
        try {
          ({ found } = await createOrFind(() => create.mutateAsync(copy), held, sentBefore));
        } catch (error) {
          createUid.failed(uid, error);
          throw error;
        }
        createUid.forget();
        if (found) void queryClient.invalidateQueries({ queryKey: savedSearchQueries.all().queryKey });
        const from = name;
        // Made by an earlier try whose answer did not come: it has the name that try sent.
        const copied = (found ?? copy).Name ?? '';
        return { path: `/saved-searches/${uid}`, message: t`Saved search “${from}” duplicated as “${copied}”.` };
      }}
    />
  );
}
