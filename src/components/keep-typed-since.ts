import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { deepEqual } from '../api/deep-equal';
import { threeWayMerge, type MergeOptions } from '../api/three-way-merge';

/**
 * After a save, what the server has becomes the form's baseline while what was typed during the
 * save stays, unsaved. `sent` is the form's values when Save was pressed. (RHF's keepDirtyValues
 * takes a field typed in while the save ran as part of its new default, so it no longer counts
 * as unsaved and its leave guard lets it go.)
 */
function resetKeepingTypedSince<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, saved: V, sent: V | null, lists: MergeOptions['lists']) {
  const now = form.getValues();
  const before = sent ?? now;
  form.reset(saved);
  for (const name of Object.keys(now) as Path<V>[]) {
    const value = now[name as keyof V];
    if (deepEqual(value, before[name as keyof V])) continue;
    // A list merged item by item (a search's columns): what was typed since goes over the saved list, whose items a
    // colleague's save merged in stay.
    const typed = lists?.[name] ? threeWayMerge({ [name]: before[name as keyof V] }, { [name]: saved[name as keyof V] }, { [name]: value }, { lists }).merged[name] : value;
    form.setValue(name, typed as PathValue<V, Path<V>>, { shouldDirty: true });
  }
}

/**
 * Typing goes on while a save is on its way. `typedSince` says whether the form holds anything the
 * save under way does not carry (leaving then would lose it: the leave guard asks); `saved` moves
 * the baseline to what the server has and keeps what was typed since as unsaved.
 */
export function useTypingDuringSave<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, lists?: MergeOptions['lists']) {
  const sent = useRef<V | null>(null);
  const [typedSince, setTypedSince] = useState(false);
  useEffect(() => {
    const subscription = form.watch(() => {
      if (sent.current) setTypedSince(!deepEqual(form.getValues(), sent.current));
    });
    return () => subscription.unsubscribe();
  }, [form]);
  return {
    typedSince,
    /** The save starts with what the form holds now. */
    sending() {
      sent.current = form.getValues();
      setTypedSince(false);
    },
    saved(values: V) {
      resetKeepingTypedSince(form, values, sent.current, lists);
      sent.current = null;
      setTypedSince(false);
    },
  };
}
