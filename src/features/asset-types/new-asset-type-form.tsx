import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AssetType } from '../../api/asset-types';
import { FormActions, FormError, TextField } from '../../components/field';
import { applyServerErrors } from '../../components/server-errors';
import { newAssetTypeSchema, type NewAssetTypeValues } from './new-asset-type-schema';

type NewAssetTypeFormProps = {
  existing: readonly AssetType[];
  onSubmit: (values: NewAssetTypeValues) => Promise<unknown>;
  onCancel: () => void;
};

export function NewAssetTypeForm({ existing, onSubmit, onCancel }: NewAssetTypeFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newAssetTypeSchema(existing)), defaultValues: { Alias: '', Label: '' } });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['Alias', 'Label']));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={formError} />
      <TextField label="Alias" autoComplete="off" spellCheck={false} data-autofocus help="Unique; used by integrations." error={errors.Alias?.message} {...register('Alias')} />
      <TextField label="Label" autoComplete="off" help="Shown to editors in the backoffice." error={errors.Label?.message} {...register('Label')} />
      <FormActions onCancel={onCancel} submitLabel="Create" pendingLabel="Creating…" pending={isSubmitting} />
    </form>
  );
}
