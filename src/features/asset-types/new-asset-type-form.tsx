import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useCreateAssetTypeOnce } from '../../api/asset-type-create-once';
import type { AssetType, CreateSession } from '../../api/asset-types';
import { Dialog } from '../../components/dialog';
import { FormActions, FormError, TextField } from '../../components/field';
import { KeptInputOffer } from '../../components/kept-input-offer';
import { useToast } from '../../components/toast';
import { useDraftOffer } from '../../components/use-draft-offer';
import { useFormSubmit } from '../../components/use-form-submit';
import { assetTypeName } from './asset-types-table';
import { NEW_ASSET_TYPES, unusedChanges, type TypedAssetType } from './asset-type-creates';
import { assetTypeCopyDrafts, newAssetTypeDrafts, useAssetTypeCreateCheck } from './kept-asset-type-create';
import { newAssetTypeSchema, type NewAssetTypeValues } from './new-asset-type-schema';

type NewAssetTypeFormProps = {
  existing: readonly AssetType[];
  /** Values to start from (kept input restored): they show as typed. */
  initialValues?: TypedAssetType | null;
  onSubmit: (values: NewAssetTypeValues) => Promise<unknown>;
  onCancel: () => void;
};

function NewAssetTypeForm({ existing, initialValues, onSubmit, onCancel }: NewAssetTypeFormProps) {
  const { t } = useLingui();
  const form = useForm({ resolver: zodResolver(newAssetTypeSchema(existing)), defaultValues: { Alias: '', Label: '' } });
  const {
    register,
    reset,
    formState: { errors },
  } = form;
  useEffect(() => {
    if (initialValues) reset(initialValues, { keepDefaultValues: true });
  }, [initialValues, reset]);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names (the API's)
  const { submit, formError, pending } = useFormSubmit(form, ['Alias', 'Label'], onSubmit);

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={formError} />
      <TextField label={t`Alias`} autoComplete="off" spellCheck={false} data-autofocus help={t`Unique; used by integrations.`} error={errors.Alias?.message} {...register('Alias')} />
      <TextField label={t`Label`} autoComplete="off" help={t`Shown to editors in the backoffice.`} error={errors.Label?.message} {...register('Label')} />
      <FormActions onCancel={onCancel} submitLabel={t`Create`} pendingLabel={t`Creating…`} pending={pending} />
    </form>
  );
}

type NewAssetTypeDialogProps = Omit<NewAssetTypeFormProps, 'initialValues' | 'onSubmit'> & {
  /** The list's: it outlives the dialog, so a retry after a lost answer sends the same uid. */
  session: CreateSession;
};

/**
 * "New asset type": the form in a dialog; the created asset type opens. What was typed for a create that did not go
 * through (refused, or cut off by a reload) is offered back; one the server made after all is said, and not offered.
 * The create is here, not in the list: the list's first visit does not carry what only a create says.
 */
export function NewAssetTypeDialog({ existing, session, onCancel }: NewAssetTypeDialogProps) {
  const createOnce = useCreateAssetTypeOnce(session);
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const draft = useDraftOffer(newAssetTypeDrafts, useAssetTypeCreateCheck(existing));
  const [restored, setRestored] = useState<TypedAssetType | null>(null);
  // Cancelled while the create was on its way: the asset type made is said (with a link), and the page stays where the
  // editor went on (another New asset type may be open, with what is typed there).
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  const restore = () => {
    const uid = draft.kept?.createdUid;
    if (uid) createOnce.resume(uid);
    setRestored(draft.restore());
  };
  const create = async (values: NewAssetTypeValues) => {
    const alias = values.Alias;
    // The API answers an empty 200, so the client names the new asset type to open it next.
    // Through the outbox: a reload in the middle asks first, and the dialog offers what was typed back.
    const created = await createOnce.create({ resource: NEW_ASSET_TYPES, label: t`New asset type ${alias}`, link: '/asset-types?new', values }, (Uid) => ({
      Uid,
      Alias: values.Alias,
      Label: values.Label,
      AllowedFileTypes: [0],
      SpecifiedExtensions: [],
      HotspotDefinitions: [],
      Configuration: { Tabs: [] },
    }));
    const label = assetTypeName(created);
    const unused = unusedChanges(created, values);
    const message = unused ? `${t`Asset type ${label} created.`} ${unused}` : t`Asset type ${label} created.`;
    const path = `/asset-types/${created.Uid}`;
    const kind = unused ? 'info' : 'success';
    if (!open.current) {
      toast.show(message, kind, { link: { to: path, label: t`Open` } });
      return;
    }
    toast.show(message, kind);
    navigate(path);
  };
  return (
    <Dialog title={t`New asset type`} onClose={onCancel}>
      {draft.kept && <KeptInputOffer onRestore={restore} onDiscard={draft.discard} />}
      <NewAssetTypeForm existing={existing} initialValues={restored} onSubmit={create} onCancel={onCancel} />
    </Dialog>
  );
}

/**
 * The input kept of a copy of an asset type deleted since (a reload cut the copy off), offered on the list: its designer,
 * where it would be offered, is gone. A copy the server made after all is said, as in the designer. Otherwise the editor
 * makes it a new asset type (it becomes New asset type's kept input, offered in that dialog as New's own are) or
 * discards it. Fetched only when the device keeps such input: the list's first visit does not carry it.
 */
export function KeptCopyOfDeleted({ sourceUid, list, onCreate }: { sourceUid: string; list: readonly AssetType[]; onCreate: () => void }) {
  const { t } = useLingui();
  const drafts = useMemo(() => assetTypeCopyDrafts(sourceUid), [sourceUid]);
  const draft = useDraftOffer(drafts, useAssetTypeCreateCheck(list));
  const { kept } = draft;
  if (!kept) return null;
  const { Alias: alias, Label: label } = kept.values;
  return (
    <KeptInputOffer
      message={
        <Trans>
          <strong>
            Your copy {label} ({alias}) was not made:
          </strong>{' '}
          the asset type it copied has been deleted since. What you typed was kept on this device.
        </Trans>
      }
      restoreLabel={t`Create it as a new asset type`}
      onRestore={() => {
        void drafts.adopt(kept, NEW_ASSET_TYPES).then(onCreate);
        draft.dismiss();
      }}
      onDiscard={draft.discard}
    />
  );
}
