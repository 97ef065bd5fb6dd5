import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { GLOBAL_LIST_ENTITY_TYPE, SEARCH_ENTITY_TYPES, savedSearchWriteRules } from '../../api/saved-searches';
import { ConfirmDialog } from '../../components/dialog';
import { CheckboxField, FormActions, SelectField, TextAreaField, TextField } from '../../components/field';
import { useTypingDuringSave } from '../../components/keep-typed-since';
import { useFormSubmit } from '../../components/use-form-submit';
import { useSaveShortcut } from '../../components/shortcuts';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { QueryEditor } from './query-editor';
import { entityTypeLabel, fieldsByUid, queryProblems, type FieldOption } from './query-words';
import { FORM_FIELDS, savedSearchFormSchema, type SavedSearchFormOutput, type SavedSearchFormValues } from './saved-search-form-schema';
import type { FolderNode } from './tree';
import { ViewColumnsEditor } from './view-columns-editor';

type SavedSearchFormProps = {
  defaultValues: SavedSearchFormValues;
  /** The query as loaded, shown read-only when the editor cannot change it. */
  readOnlyQuery: unknown;
  folders: readonly { node: FolderNode; depth: number }[];
  fields: readonly FieldOption[];
  /** Field uid -> value -> how many searches use it (see valuesInUse). */
  valuesInUse: ReadonlyMap<string, ReadonlyMap<string, number>>;
  isNew: boolean;
  /** Where "New saved search" was asked for; a new request while the form is open moves the search there. */
  placement?: { folderUid: string; sortOrder: string };
  /** Answers the values to start again from after a save, or false when nothing was saved (the input stays unsaved). */
  onSubmit: (values: SavedSearchFormOutput) => Promise<SavedSearchFormValues | false | void>;
  onCancel: () => void;
  /** "Review changes": called with the checked values before anything is sent. */
  onReview?: (values: SavedSearchFormOutput) => void;
  /** Shown just above the actions (the review of what a save would change). */
  beforeActions?: ReactNode;
  handleRef?: Ref<SavedSearchFormHandle>;
};

/** What the editor may do to the form from outside: never called with the editor's input unsaved, except `restore`. */
/** Columns typed during a save go over the saved ones column by column: a colleague's column merged in stays. */
const COLUMN_LISTS = savedSearchWriteRules.lists;

export type SavedSearchFormHandle = {
  /** Starts again from a saved copy (after a merge or a conflict's resolution). */
  reset: (values: SavedSearchFormValues) => void;
  /** Brings back a kept draft over the opened copy: the form is then unsaved. */
  restore: (values: SavedSearchFormValues) => void;
  /** What the form holds now, as typed. */
  values: () => SavedSearchFormValues;
  /** What the form holds now, checked: null (and the problems shown at the fields) when it does not pass. */
  checked: () => Promise<SavedSearchFormOutput | null>;
  /** The server moved the search (the tree): untouched fields follow, what the editor changed stays. */
  follow: (values: Partial<SavedSearchFormValues>) => void;
};

export function SavedSearchForm({ defaultValues, readOnlyQuery, folders, fields, valuesInUse, isNew, placement, onSubmit, onCancel, onReview, beforeActions, handleRef }: SavedSearchFormProps) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(() => formRef.current?.requestSubmit());
  const form = useForm({ resolver: zodResolver(savedSearchFormSchema), defaultValues });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isSubmitting, isDirty, isSubmitted },
  } = form;
  // A query that is likely wrong (see queryProblems) is saved only when the editor says so.
  const byUid = fieldsByUid(fields);
  const [queryDoubts, setQueryDoubts] = useState<string[] | null>(null);
  const saveAnyway = useRef(false);
  const saveUnlessDoubtful = (values: SavedSearchFormOutput) => {
    const doubts = values.Query && !saveAnyway.current ? queryProblems(values.Query, byUid).map((problem) => problem.message) : [];
    saveAnyway.current = false;
    if (doubts.length > 0) {
      setQueryDoubts([...new Set(doubts)]);
      return Promise.resolve(false as const);
    }
    typing.sending();
    return onSubmit(values);
  };
  const typing = useTypingDuringSave(form, COLUMN_LISTS);
  // After a save the baseline is what the server now has; what was typed during the save stays unsaved.
  const { submit, formError, clearFormError } = useFormSubmit(form, FORM_FIELDS, saveUnlessDoubtful, (saved) => {
    if (saved === false) return;
    if (saved) typing.saved(saved);
    else reset(undefined, { keepValues: true });
  });
  const entityType = Number(useWatch({ control, name: 'SearchEntityTypeModel' }));
  const timeline = useWatch({ control, name: 'EnableTimeline' });

  const placed = useRef(placement);
  useEffect(() => {
    if (!placement || placement.folderUid === placed.current?.folderUid) return;
    placed.current = placement;
    setValue('FolderUid', placement.folderUid, { shouldDirty: true });
    setValue('SortOrder', placement.sortOrder, { shouldDirty: true });
  }, [placement, setValue]);

  useImperativeHandle(handleRef, () => ({
    reset: (values) => {
      clearFormError();
      reset(values);
    },
    restore: (values) => reset(values, { keepDefaultValues: true }),
    values: () => form.getValues(),
    checked: async () => {
      if (!(await form.trigger())) return null;
      const parsed = savedSearchFormSchema.safeParse(form.getValues());
      return parsed.success ? parsed.data : null;
    },
    follow: (values) => {
      // A save under way ends with the server's copy as the baseline, placement included; a reset now would end its pending state.
      if (form.formState.isSubmitting) return;
      // A new baseline under the input: fields the editor changed keep their values (and stay unsaved), the rest follow it.
      reset({ ...(form.formState.defaultValues as SavedSearchFormValues), ...values }, { keepDirtyValues: true, keepErrors: true, keepIsSubmitted: true, keepTouched: true, keepSubmitCount: true });
    },
  }));

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="saved-search-form">
      <UnsavedChangesGuard when={isDirty && (!isSubmitting || typing.typedSince)} />
      <TextField label={t`Name`} autoComplete="off" error={errors.Name?.message} {...register('Name')} />
      <div className="form-row">
        <SelectField label={t`Finds`} error={errors.SearchEntityTypeModel?.message} {...register('SearchEntityTypeModel')}>
          {SEARCH_ENTITY_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {entityTypeLabel(type.value)}
            </option>
          ))}
        </SelectField>
        {entityType === GLOBAL_LIST_ENTITY_TYPE && <TextField label={t`Global list uid`} autoComplete="off" spellCheck={false} error={errors.GlobalListUid?.message} {...register('GlobalListUid')} />}
      </div>
      <div className="form-row">
        <SelectField label={t`Folder`} error={errors.FolderUid?.message} {...register('FolderUid')}>
          <option value="">{t`Top level (no folder)`}</option>
          {folders.map(({ node, depth }) => (
            <option key={node.id} value={node.uid}>
              {`${'\u00a0\u00a0'.repeat(depth * 2)}${node.name}`}
            </option>
          ))}
        </SelectField>
        <TextField label={t`Sort order`} inputMode="numeric" error={errors.SortOrder?.message} {...register('SortOrder')} />
      </div>
      <fieldset className="visibility">
        <legend>
          <Trans>Who sees it</Trans>
        </legend>
        <label>
          <input type="radio" value="shared" {...register('Visibility')} /> <Trans>Shared with all users</Trans>
        </label>
        <label>
          <input type="radio" value="private" {...register('Visibility')} /> <Trans>Private (only the owner)</Trans>
        </label>
      </fieldset>
      <CheckboxField label={t`Timeline`} help={t`Calculate the search's timeline, optionally only for some business units.`} {...register('EnableTimeline')} />
      {timeline && (
        <TextAreaField
          label={t`Timeline business units`}
          rows={3}
          spellCheck={false}
          help={t`One business unit uid per line. Leave empty for all.`}
          error={errors.TimelineBusinessUnits?.message}
          {...register('TimelineBusinessUnits')}
        />
      )}

      {defaultValues.Query ? (
        <>
          {errors.Query?.message && (
            <p className="field-error" role="alert">
              {errors.Query.message}
            </p>
          )}
          <Controller
            control={control}
            name="Query"
            render={({ field }) =>
              field.value ? (
                <QueryEditor value={field.value} onChange={field.onChange} fields={fields} valuesInUse={valuesInUse} entityType={entityType} showMissing={isSubmitted && Boolean(errors.Query)} />
              ) : (
                <></>
              )
            }
          />
        </>
      ) : (
        <section className="query-readonly" aria-labelledby="query-readonly-heading">
          <h3 id="query-readonly-heading">
            <Trans>Query (read-only)</Trans>
          </h3>
          <p className="field-help">
            <Trans>This query uses parts the editor does not know. It is shown as it is and saved back unchanged.</Trans>
          </p>
          <pre>{JSON.stringify(readOnlyQuery, null, 2)}</pre>
        </section>
      )}

      <Controller
        control={control}
        name="ViewColumns"
        render={({ field }) => <ViewColumnsEditor value={field.value} onChange={field.onChange} fields={fields} error={errors.ViewColumns?.message} />}
      />

      {beforeActions}
      <FormActions
        className="form-actions-sticky"
        error={formError}
        extra={
          onReview && (
            <button type="button" onClick={handleSubmit(onReview)}>
              <Trans>Review changes</Trans>
            </button>
          )
        }
        onCancel={onCancel}
        cancelLabel={isNew ? t`Cancel` : t`Close`}
        submitLabel={isNew ? t`Create saved search` : t`Save`}
        pendingLabel={t`Saving…`}
        pending={isSubmitting}
      />
      {queryDoubts && (
        <ConfirmDialog
          title={t`Save this query as it is?`}
          message={
            <>
              <p>
                <Trans>The query may not find what you mean:</Trans>
              </p>
              <ul>
                {queryDoubts.map((doubt) => (
                  <li key={doubt}>{doubt}</li>
                ))}
              </ul>
            </>
          }
          confirmLabel={t`Save anyway`}
          cancelLabel={t`Go back and fix it`}
          destructive={false}
          onCancel={() => setQueryDoubts(null)}
          onConfirm={() => {
            setQueryDoubts(null);
            saveAnyway.current = true;
            formRef.current?.requestSubmit();
          }}
        />
      )}
    </form>
  );
}
