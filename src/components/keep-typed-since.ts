import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { deepEqual } from '../api/three-way-merge';

/**
 * After a save, what the server has becomes the form's baseline while what was typed during the
 * save stays, unsaved. `sent` is the form's values when Save was pressed. (RHF's keepDirtyValues
 * takes a field typed in while the save ran as part of its new default, so it no longer counts
 * as unsaved and its leave guard lets it go.)
 */
export function resetKeepingTypedSince<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, saved: V, sent: V | null) {
  const now = form.getValues();
  const before = sent ?? now;
  form.reset(saved);
  for (const name of Object.keys(now) as Path<V>[]) {
    const value = now[name as keyof V];
    if (!deepEqual(value, before[name as keyof V])) form.setValue(name, value as PathValue<V, Path<V>>, { shouldDirty: true });
  }
}
