import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { AssetType } from '../../api/asset-types';
import { FormActions, FormError, TextField } from '../../components/field';
import { useFormSubmit } from '../../components/use-form-submit';
import { newAssetTypeSchema, type NewAssetTypeValues } from './new-asset-type-schema';

type NewAssetTypeFormProps = {
  existing: readonly AssetType[];
  onSubmit: (values: NewAssetTypeValues) => Promise<unknown>;
  onCancel: () => void;
};

export function NewAssetTypeForm({ existing, onSubmit, onCancel }: NewAssetTypeFormProps) {
  const { t } = useLingui();
  const form = useForm({ resolver: zodResolver(newAssetTypeSchema(existing)), defaultValues: { Alias: '', Label: '' } });
  const {
    register,
    formState: { errors },
  } = form;
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
