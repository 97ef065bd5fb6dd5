import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type Dispatch } from 'react';
import type { AssetType } from '../../api/asset-types';
import { deepEqual } from '../../api/deep-equal';
import { ChangesReview } from '../../components/changes-review';
import { ConflictPanel, type ConflictChoices } from '../../components/conflict-panel';
import { DeletedNotice, ReplacedNotice } from '../../components/save-outcome-notices';
import type { DesignerAction } from './designer-reducer';
import { DraftOffer } from './draft-offer';
import { conflictRow, describeLayoutChanges, type NameOf } from './layout-changes';
import { mergeLayouts } from './layout-merge';
import type { useDraft } from './use-draft';
import type { PendingConflict, useDesignerSave } from './use-designer-save';

type NoticesProps = {
  saver: ReturnType<typeof useDesignerSave>;
  draft: ReturnType<typeof useDraft>;
  /** The base: the server copy the designer opened or last saved. */
  saved: AssetType;
  server: AssetType;
  dispatch: Dispatch<DesignerAction>;
  nameOf: NameOf;
  announce: (message: string) => void;
};

/** What the designer says about the server and the drafts: colleagues' saves, merges, clashes, a draft to restore, a deletion. */
export function DesignerNotices({ saver, draft, saved, server, dispatch, nameOf, announce }: NoticesProps) {
  const { t } = useLingui();
  // Once per offer, not at every move: comparing two 5,000-property layouts takes 10-20 ms.
  const offer = draft.offer;
  const serverChangedSinceDraft = useMemo(() => offer !== null && offer.base !== null && !deepEqual(offer.base, saved), [offer, saved]);
  function restoreDraft() {
    const offer = draft.offer!;
    draft.dismissOffer(false);
    if (!offer.base || deepEqual(offer.base, saved)) {
      dispatch({ type: 'restoreDraft', draft: offer.assetType });
      return;
    }
    // Saved by someone since the draft began: the draft is mine, its base the base, the server theirs.
    const result = mergeLayouts(offer.base, saved, offer.assetType);
    if (result.conflicts.length > 0) saver.holdRestore({ purpose: 'restore', base: offer.base, theirs: saved, mine: offer.assetType, conflicts: result.conflicts });
    else {
      dispatch({ type: 'restoreDraft', draft: result.merged });
      announce(t`Draft restored, merged with the changes saved since it began.`);
    }
  }

  return (
    <>
      <ServerChangedNotice base={saved} server={server} nameOf={nameOf} />
      {saver.mergedNote && <p className="designer-notice">{saver.mergedNote}</p>}
      {draft.offer && (
        <DraftOffer
          savedAt={draft.offer.savedAt}
          serverChanged={serverChangedSinceDraft}
          fromOtherTab={draft.offer.tabId !== draft.tabId}
          onRestore={restoreDraft}
          onDiscard={() => draft.dismissOffer(true)}
        />
      )}
      {saver.conflict && <LayoutConflictPanel conflict={saver.conflict} nameOf={nameOf} pending={saver.saving} onCancel={saver.cancelConflict} onResolve={(choices) => void saver.resolve(choices)} />}
      {saver.deleted && <DeletedNotice what={t`asset type`} pending={saver.saving} onCreateAgain={() => void saver.recreate()} onDismiss={saver.dismissDeleted} />}
      {saver.replaced && <ReplacedNotice fields={saver.replaced.paths} pending={saver.saving} onRestoreMine={() => void saver.restoreMine()} onKeepTheirs={saver.keepTheirs} />}
    </>
  );
}

/** A colleague saved this asset type since it was opened: said quietly, with what changed on request. Nothing on screen is replaced. */
function ServerChangedNotice({ base, server, nameOf }: { base: AssetType; server: AssetType; nameOf: NameOf }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const changed = useMemo(() => !deepEqual(base, server), [base, server]);
  return (
    <div className="designer-notice" role="status">
      {changed && (
        <>
          <p>
            <Trans>Someone saved this asset type since you opened it. Your layout is unchanged; saving merges their changes with yours.</Trans>{' '}
            <button type="button" className="button-link" aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? t`Hide changes` : t`Show changes`}
            </button>
          </p>
          {open && (
            <ChangesReview caption={t`Changed on the server`} beforeLabel={t`When you opened it`} afterLabel={t`Now`} changes={describeLayoutChanges(base, server, nameOf)} labelOf={(path) => path} />
          )}
        </>
      )}
    </div>
  );
}

/** What a save would send, before anything is sent. */
export function ReviewChanges({ base, doc, nameOf, onClose }: { base: AssetType; doc: AssetType; nameOf: NameOf; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <section className="designer-review" aria-label={t`Review changes`}>
      <ChangesReview caption={t`What saving will change`} beforeLabel={t`Saved`} afterLabel={t`Yours`} changes={describeLayoutChanges(base, doc, nameOf)} labelOf={(path) => path} />
      <button type="button" onClick={onClose}>
        <Trans>Close review</Trans>
      </button>
    </section>
  );
}

/** The clashes of a save or a draft restore, named by item, settled per item. */
function LayoutConflictPanel({
  conflict,
  nameOf,
  pending,
  onResolve,
  onCancel,
}: {
  conflict: PendingConflict;
  nameOf: NameOf;
  pending: boolean;
  onResolve: (choices: ConflictChoices) => void;
  onCancel: () => void;
}) {
  const rows = conflict.conflicts.map((item) => conflictRow(item, conflict.base, conflict.theirs, conflict.mine, nameOf));
  const labels = new Map(rows.map((row) => [row.path, row.label]));
  return <ConflictPanel conflicts={rows} labelOf={(path) => labels.get(path) ?? path} pending={pending} onResolve={onResolve} onCancel={onCancel} />;
}
