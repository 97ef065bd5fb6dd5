import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AssetType } from '../../api/asset-types';
import { Dialog } from '../../components/dialog';
import { FormActions, FormError, TextField } from '../../components/field';
import { KeptInputOffer } from '../../components/kept-input-offer';
import { useDraftOffer } from '../../components/use-draft-offer';
import { useFormSubmit } from '../../components/use-form-submit';
import type { TypedAssetType } from './asset-type-creates';
import { newAssetTypeDrafts, useAssetTypeCreateCheck } from './kept-asset-type-create';
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
  const { submit, formError, errorRef, pending } = useFormSubmit(form, ['Alias', 'Label'], onSubmit);

  return (
    <form onSubmit={submit} noValidate>
      <FormError ref={errorRef} message={formError} />
      <TextField label={t`Alias`} autoComplete="off" spellCheck={false} data-autofocus help={t`Unique; used by integrations.`} error={errors.Alias?.message} {...register('Alias')} />
      <TextField label={t`Label`} autoComplete="off" help={t`Shown to editors in the backoffice.`} error={errors.Label?.message} {...register('Label')} />
      <FormActions onCancel={onCancel} submitLabel={t`Create`} pendingLabel={t`Creating…`} pending={pending} />
    </form>
  );
}

type NewAssetTypeDialogProps = Omit<NewAssetTypeFormProps, 'initialValues'> & {
  /** Kept input is restored: the create it belongs to was sent under `uid`. */
  onRestore: (uid: string | null | undefined) => void;
};

/**
 * "New asset type": the form in a dialog. What was typed for a create that did not go through (refused, or cut off by a
 * reload) is offered back; one the server made after all is said, and not offered.
 */
export function NewAssetTypeDialog({ existing, onSubmit, onCancel, onRestore }: NewAssetTypeDialogProps) {
  const { t } = useLingui();
  const draft = useDraftOffer(newAssetTypeDrafts, useAssetTypeCreateCheck(existing));
  const [restored, setRestored] = useState<TypedAssetType | null>(null);
  const restore = () => {
    onRestore(draft.kept?.createdUid);
    setRestored(draft.restore());
  };
  return (
    <Dialog title={t`New asset type`} onClose={onCancel}>
      {draft.kept && <KeptInputOffer onRestore={restore} onDiscard={draft.discard} />}
      <NewAssetTypeForm existing={existing} initialValues={restored} onSubmit={onSubmit} onCancel={onCancel} />
    </Dialog>
  );
}
