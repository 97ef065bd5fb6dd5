import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Dialog } from '../../components/dialog';
import { CheckboxField, FormActions, FormError, TextField } from '../../components/field';
import { useFormSubmit } from '../../components/use-form-submit';

const newFolderSchema = z.object({
  Name: z.string().check(z.trim(), z.minLength(1, 'Enter a name for the folder.'), z.maxLength(200, 'Keep the name under 200 characters.')),
  Private: z.boolean(),
});
export type NewFolderValues = z.output<typeof newFolderSchema>;

/** "New folder": where it goes is said in the title, so nobody creates it in the wrong place by surprise. */
export function NewFolderDialog({ parentLabel, onSubmit, onCancel }: { parentLabel: string; onSubmit: (values: NewFolderValues) => Promise<unknown>; onCancel: () => void }) {
  const form = useForm({ resolver: zodResolver(newFolderSchema), defaultValues: { Name: '', Private: false } });
  const {
    register,
    formState: { errors },
  } = form;
  const { submit, formError, errorRef, pending } = useFormSubmit(form, ['Name'], onSubmit);

  return (
    <Dialog title="New folder" onClose={onCancel} description={<p>The folder is created in {parentLabel}.</p>}>
      <form onSubmit={submit} noValidate>
        <FormError ref={errorRef} message={formError} />
        <TextField label="Folder name" autoComplete="off" data-autofocus error={errors.Name?.message} {...register('Name')} />
        <CheckboxField label="Private (only you see it)" help="Leave unticked to share the folder with all users." {...register('Private')} />
        <FormActions onCancel={onCancel} submitLabel="Create folder" pendingLabel="Creating…" pending={pending} />
      </form>
    </Dialog>
  );
}
