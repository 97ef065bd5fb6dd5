import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ListFreshness } from '../../components/list-freshness';
import { LoadBoundary, useLazyPart } from '../../components/load-boundary';
import { PageHeader } from '../../components/page-header';
import { useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { assetTypeQueries, assetTypeWriteRules, copiesOf, forgetUnanswered, newCreateSession, useDeleteAssetType, type AssetType } from '../../api/asset-types';
import { deepEqual } from '../../api/deep-equal';
import { describeError } from '../../api/api-error';
import { outbox } from '../../api/outbox';
import { ConfirmDialog } from '../../components/dialog';
import { Empty, Loading, LoadError } from '../../components/page-state';
import { useToast } from '../../components/toast';
import { usePageTitle } from '../../components/use-page-title';
import { useSupports, VersionGate } from '../../components/version-gate';
import { assetTypeName, AssetTypesTable } from './asset-types-table';
import './asset-types.css';

// The dialog (with the form library) loads when "New asset type" is first opened, not with the list.
const loadNewDialog = () => import('./new-asset-type-form');
const pickNewDialog = (module: Awaited<ReturnType<typeof loadNewDialog>>) => module.NewAssetTypeDialog;
// The offer of a copy whose asset type was deleted (rare), with New's dialog: loaded only when the device keeps one. A
// loader of its own: a part is kept per loader.
const loadKeptCopy = () => import('./new-asset-type-form');
const pickKeptCopy = (module: Awaited<ReturnType<typeof loadKeptCopy>>) => module.KeptCopyOfDeleted;

const COPIES = copiesOf('');

/**
 * An asset type `list` no longer holds (deleted since) of which the device keeps a copy's input (a reload cut it off, or
 * it was refused): its designer, where that input is offered, is gone, so the list offers it. Null when there is none.
 */
const goneSourceOfKeptCopy = (list: readonly AssetType[]) =>
  outbox
    .list()
    .map((entry) => entry.resource)
    .find((resource) => resource.startsWith(COPIES) && !list.some((assetType) => copiesOf(assetType.Uid) === resource))
    ?.slice(COPIES.length) ?? null;

const sameAssetType = (a: AssetType, b: AssetType) => assetTypeWriteRules.knownFields.every((field) => deepEqual(a[field], b[field]));

export function AssetTypesPage() {
  const { t } = useLingui();
  usePageTitle(t`Asset types`);
  const supported = useSupports('assetTypes');
  return (
    <div className="page">
      {supported ? (
        <AssetTypesList />
      ) : (
        <>
          <h1>
            <Trans>Asset types</Trans>
          </h1>
          <VersionGate feature="assetTypes">{null}</VersionGate>
        </>
      )}
    </div>
  );
}

/** The dialog's state lives in the URL (?new) so it can be shared and reloaded. */
function AssetTypesList() {
  const { t } = useLingui();
  const [NewAssetTypeDialog, retryNewDialog] = useLazyPart(loadNewDialog, pickNewDialog);
  const assetTypes = useQuery(assetTypeQueries.all());
  const [KeptCopyOfDeleted, retryKeptCopy] = useLazyPart(loadKeptCopy, pickKeptCopy);
  const copiedFrom = useSyncExternalStore(outbox.subscribe, () => (assetTypes.data ? goneSourceOfKeptCopy(assetTypes.data) : null));
  // Outlives the dialog: a create tried again in a dialog opened anew after a lost answer sends the same uid.
  const [createSession] = useState(newCreateSession);
  const deleteAssetType = useDeleteAssetType();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<AssetType | null>(null);
  // The asset type in the confirmation was saved again since the list was read: the dialog shows it as it is now.
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  // Which asset type the confirmation is open for now: a Cancel while Delete re-reads it closes the question for good.
  const asking = useRef<AssetType | null>(null);
  const askToDelete = (assetType: AssetType | null, changed = false) => {
    asking.current = assetType;
    setChangedMeanwhile(changed);
    setDeleting(assetType);
  };
  const newButton = useRef<HTMLButtonElement>(null);
  const closeDialog = () => setSearchParams({}, { replace: true });
  const openNewDialog = () => {
    forgetUnanswered(createSession);
    setSearchParams({ new: '' });
  };

  async function confirmDelete() {
    if (!deleting) return;
    // What is deleted is what the confirmation showed: a save made since (a colleague's, another tab's) is shown first, and
    // asked about again. One that cannot be read is left to the delete (gone: it says so; else it fails and says why).
    const latest = await queryClient.fetchQuery({ ...assetTypeQueries.detail(deleting.Uid), staleTime: 0, retry: false }).catch(() => null);
    // Cancelled (or closed) while it was read: nothing is deleted, nor asked again.
    if (asking.current !== deleting) return;
    if (latest && !sameAssetType(latest, deleting)) {
      askToDelete(latest, true);
      void assetTypes.refetch();
      return;
    }
    const list = assetTypes.data ?? [];
    const at = list.findIndex((candidate) => candidate.Uid === deleting.Uid);
    const neighbour = list[at + 1] ?? list[at - 1];
    const name = assetTypeName(deleting);
    try {
      const outcome = await deleteAssetType.mutateAsync(deleting.Uid);
      toast.show(outcome === 'gone' ? t`Asset type ${name} was already deleted, in another tab or by a colleague.` : t`Asset type ${name} deleted.`);
      // The dialog would hand the focus back to the deleted row's button: keep it in the list instead.
      requestAnimationFrame(() => {
        const link = neighbour ? document.querySelector<HTMLElement>(`[data-asset-type="${CSS.escape(neighbour.Uid)}"]`) : null;
        (link ?? newButton.current)?.focus();
      });
    } catch (error) {
      const reason = describeError(error);
      toast.show(t`Could not delete ${name}: ${reason}`, 'error');
    }
    askToDelete(null);
  }

  const deletingName = deleting ? assetTypeName(deleting) : '';
  const deletingAlias = deleting?.Alias ?? null;
  return (
    <>
      <PageHeader
        title={t`Asset types`}
        status={assetTypes.data && <ListFreshness what={t`asset types`} updatedAt={assetTypes.dataUpdatedAt} fetching={assetTypes.isFetching} onRefresh={() => void assetTypes.refetch()} />}
        actions={
          <button ref={newButton} type="button" className="button-primary" onClick={openNewDialog} disabled={!assetTypes.data}>
            <Trans>New asset type</Trans>
          </button>
        }
      />
      <p className="page-note">
        <Trans>Asset types define which properties assets have and how editors see them, in tabs and sections.</Trans>
      </p>
      {assetTypes.data && copiedFrom && (
        <LoadBoundary what={t`the input kept for a copy`} onRetry={retryKeptCopy} inPage>
          <KeptCopyOfDeleted key={copiedFrom} sourceUid={copiedFrom} list={assetTypes.data} onCreate={openNewDialog} />
        </LoadBoundary>
      )}
      {assetTypes.isPending && <Loading label={t`Loading asset types…`} />}
      {assetTypes.isError && <LoadError error={assetTypes.error} what={t`the asset types`} onRetry={() => assetTypes.refetch()} />}
      {assetTypes.data &&
        (assetTypes.data.length === 0 ? (
          <Empty>
            <Trans>No asset types yet. Create the first with “New asset type”.</Trans>
          </Empty>
        ) : (
          <AssetTypesTable assetTypes={assetTypes.data} onDelete={askToDelete} />
        ))}
      {assetTypes.data && searchParams.has('new') && (
        // The dialog opens once its form has loaded, so it never shows half empty.
        <LoadBoundary what={t`the new asset type form`} onRetry={retryNewDialog} loading={<Loading label={t`Loading the form…`} />}>
          <NewAssetTypeDialog existing={assetTypes.data} session={createSession} onCancel={closeDialog} />
        </LoadBoundary>
      )}
      {deleting && (
        <ConfirmDialog
          title={t`Delete asset type ${deletingName}?`}
          message={
            <>
              {changedMeanwhile && (
                <p className="notice" role="status">
                  <Trans>It was saved again since the list was read (by a colleague, or in another tab): this is how it is now. Delete it as it is now?</Trans>
                </p>
              )}
              <p>
                {deletingAlias === null
                  ? t`“${deletingName}” (no alias) and its layout will be deleted. Assets of this type may no longer open.`
                  : t`“${deletingName}” (${deletingAlias}) and its layout will be deleted. Assets of this type may no longer open.`}
              </p>
            </>
          }
          confirmLabel={t`Delete`}
          pending={deleteAssetType.isPending}
          onConfirm={confirmDelete}
          onCancel={() => askToDelete(null)}
        />
      )}
    </>
  );
}
