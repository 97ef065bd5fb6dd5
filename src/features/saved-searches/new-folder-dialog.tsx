import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Dialog } from '../../components/dialog';
import { CheckboxField, FormActions, FormError, TextField } from '../../components/field';
import { useFormSubmit } from '../../components/use-form-submit';

const newFolderSchema = z.object({
  Name: z.string().check(z.trim(), z.minLength(1, { error: () => t`Enter a name for the folder.` }), z.maxLength(200, { error: () => t`Keep the name under 200 characters.` })),
  Private: z.boolean(),
});
export type NewFolderValues = z.output<typeof newFolderSchema>;

/** "New folder": where it goes is said in the title, so nobody creates it in the wrong place by surprise. */
export function NewFolderDialog({ parentPath, onSubmit, onCancel }: { parentPath: string | null; onSubmit: (values: NewFolderValues) => Promise<unknown>; onCancel: () => void }) {
  const { t: tr } = useLingui();
  const form = useForm({ resolver: zodResolver(newFolderSchema), defaultValues: { Name: '', Private: false } });
  const {
    register,
    formState: { errors },
  } = form;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a field's name in the form (the API's), not text
  const { submit, formError, pending } = useFormSubmit(form, ['Name'], onSubmit);

  return (
    <Dialog
      title={tr`New folder`}
      onClose={onCancel}
      description={<p>{parentPath === null ? <Trans>The folder is created in the top level.</Trans> : <Trans>The folder is created in “{parentPath}”.</Trans>}</p>}
    >
      <form onSubmit={submit} noValidate>
        <FormError message={formError} />
        <TextField label={tr`Folder name`} autoComplete="off" data-autofocus error={errors.Name?.message} {...register('Name')} />
        <CheckboxField label={tr`Private (only you see it)`} help={tr`Leave unticked to share the folder with all users.`} {...register('Private')} />
        <FormActions onCancel={onCancel} submitLabel={tr`Create folder`} pendingLabel={tr`Creating…`} pending={pending} />
      </form>
    </Dialog>
  );
}
