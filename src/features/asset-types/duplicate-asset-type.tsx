import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { assetTypeCopy } from '../../api/asset-type-copy';
import { useCreateAssetTypeOnce } from '../../api/asset-type-create-once';
import { assetTypeQueries, copiesOf, type AssetType } from '../../api/asset-types';
import { outbox } from '../../api/outbox';
import { keptCreates } from '../../api/outbox-create';
import { THIS_PAGE } from '../../api/record-lock';
import { DuplicateAction } from '../../components/duplicate-action';
import { LoadBoundary, useLazyPart } from '../../components/load-boundary';
import { unusedChanges } from './asset-type-creates';
import type { KeptCopy } from './kept-copy-check';
import { newAssetTypeSchema } from './new-asset-type-schema';

// The check of input kept of a copy (rare: a reload cut a copy off) loads only when the device keeps some.
const loadKeptCheck = () => import('./kept-copy-check');
const pickKeptCheck = (module: Awaited<ReturnType<typeof loadKeptCheck>>) => module.KeptCopyCheck;

/** "Duplicate…" in the designer: a copy of the saved asset type (new alias and label; every tab, section and property a new uid), then opened. */
export function DuplicateAssetType({ assetType }: { assetType: AssetType }) {
  const { t } = useLingui();
  // The asset types in use are read when "Duplicate…" is pressed: the designer opens without the whole
  // list (its largest asset type has 5,000 properties), and its first moves do not wait on reading it.
  const [asked, setAsked] = useState(false);
  const queryClient = useQueryClient();
  const create = useCreateAssetTypeOnce();
  // A copy a reload cut off: one the server made is said, else what was typed is offered back in the dialog.
  // Checked for input kept before this designer opened, and again each time the dialog is opened, as New asset type
  // checks at each opening: an earlier page life's, or this page's own that went no further (refused, or its answer
  // lost, or restored, then the dialog closed). A copy this page sends, or another tab starts, while the dialog is open
  // is not checked mid-way (its refusal is said in the dialog).
  const [askedAt, setAskedAt] = useState(Date.now);
  const keptHere = useSyncExternalStore(outbox.subscribe, () =>
    keptCreates(copiesOf(assetType.Uid)).some((entry) => entry.updatedAt <= askedAt && (entry.page !== THIS_PAGE || entry.state !== 'sending')),
  );
  const [KeptCopyCheck, retryKeptCheck] = useLazyPart(loadKeptCheck, pickKeptCheck);
  const [offer, setOffer] = useState<KeptCopy | null>(null);
  const draft = keptHere ? offer : null;
  // Kept input opens the dialog by itself: its checks need the aliases in use too.
  const existing = useQuery({ ...assetTypeQueries.all(), enabled: asked || draft !== null });
  // The same rules as "New asset type": one place says what a good alias and label are.
  const rules = newAssetTypeSchema(existing.data ?? []).shape;
  const problem = (rule: (typeof rules)['Alias']) => (value: string) => {
    const result = rule.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? t`Not valid.`);
  };
  // Nothing is sent before the aliases in use are known, so a taken one is said at the field (if they cannot be
  // read, the server still refuses a taken alias, and the dialog shows its answer).
  const aliasProblem = (value: string) => problem(rules.Alias)(value) ?? (existing.data || existing.isError ? null : t`Checking the aliases in use… Try again in a moment.`);
  const name = assetType.Label || assetType.Alias;
  const copyLabel = assetType.Label ?? assetType.Alias ?? '';
  return (
    <>
      {keptHere && (
        <LoadBoundary what={t`the input kept for a copy`} onRetry={retryKeptCheck} inPage>
          <KeptCopyCheck key={askedAt} sourceUid={assetType.Uid} onOffer={setOffer} />
        </LoadBoundary>
      )}
      <DuplicateAction
        onAsk={() => {
          create.forget();
          setAsked(true);
          setAskedAt(Date.now());
        }}
        title={name ? t`Duplicate ${name}` : t`Duplicate asset type`}
        description={
          <p>
            <Trans>The copy gets the layout, file types and hotspots as saved on the server (not changes unsaved here); every tab, section and property gets a new uid.</Trans>
          </p>
        }
        fields={[
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an alias is an identifier for integrations, not text for people
          { name: 'Alias', label: t`Alias of the copy`, initial: `${assetType.Alias ?? ''}Copy`, problem: aliasProblem },
          { name: 'Label', label: t`Label of the copy`, initial: t`${copyLabel} (copy)`, problem: problem(rules.Label) },
        ]}
        kept={
          draft && {
            onRestore: () => {
              if (draft.kept.createdUid) create.resume(draft.kept.createdUid);
              return draft.restore();
            },
            onDiscard: draft.discard,
          }
        }
        duplicate={async (values) => {
          const typed = { Alias: values.Alias!, Label: values.Label! };
          const newLabel = typed.Label;
          const from = name || assetType.Uid;
          // Through the outbox: a reload in the middle (of the read below too) asks first, and this designer offers what was typed back.
          const keep = { resource: copiesOf(assetType.Uid), label: t`Copy ${newLabel} of asset type ${from}`, link: `/asset-types/${assetType.Uid}`, values: typed };
          const created = await create.create(keep, async (Uid) => {
            // Read again: the designer's copy is as it was opened, and a colleague (or another tab) may have saved since.
            // Tried once: the dialog says at once that the server cannot be reached (what was typed stays, and Create the
            // copy tries again), rather than after retries.
            const saved = await queryClient.fetchQuery({ ...assetTypeQueries.detail(assetType.Uid), staleTime: 0, retry: false });
            return { ...assetTypeCopy(saved, typed), Uid };
          });
          const copyName = created.Label;
          const duplicated = t`Asset type ${name} duplicated as ${copyName}.`;
          const unused = unusedChanges(created, typed);
          return { path: `/asset-types/${created.Uid}`, message: unused ? `${duplicated} ${unused}` : duplicated, kind: unused ? 'info' : 'success' };
        }}
      />
    </>
  );
}
