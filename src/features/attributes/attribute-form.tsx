import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { Attribute } from '../../api/attributes';
import type { Language } from '../../api/languages';
import { FormError } from '../../components/field';
import { useTypingDuringSave } from '../../components/keep-typed-since';
import { useSaveShortcut } from '../../components/shortcuts';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { useFormSubmit } from '../../components/use-form-submit';
import { FlagFields, IdentityFields, PlacementFields } from './attribute-common-fields';
import { attributeFormSchema, takenAliases } from './attribute-form-schema';
import { FORM_FIELDS, formValuesFrom, otherFields, type AttributeFormValues } from './attribute-form-values';
import { LocalizedFields } from './attribute-localized-fields';
import { TypeSettingsFields } from './attribute-type-settings';
import { typeSettings } from './type-settings';
import { usedValues } from './used-values';
import { ReferenceFields } from './attribute-reference-fields';
import { EditorHeader, EditorSection, SectionNav } from './attribute-editor-layout';

/** What a save came to: sent (the form's baseline becomes what the server now has), or held back (a conflict, a deletion: the editor decides). */
export type SubmitOutcome = { kind: 'saved'; values: AttributeFormValues; next?: string } | { kind: 'held' };

/**
 * Lets the editor page move the form's baseline after a save it made itself (a settled conflict), or to a colleague's
 * copy while nothing is typed (`untouched`).
 */
export type AttributeFormHandle = {
  savedAs: (values: AttributeFormValues, options?: { replaceInput?: boolean }) => void;
  untouched: () => boolean;
  /** What the form holds now, as typed. */
  values: () => AttributeFormValues;
  /** What the form holds now, checked: null (and the problems shown at the fields, the first one focused) when it does not pass. */
  checked: () => Promise<AttributeFormValues | null>;
};

type AttributeFormProps = {
  /** The base: the attribute as opened (or last saved), or a stub ({ Uid, AttributeType }) for a new one. */
  original: Attribute;
  isNew: boolean;
  languages: readonly Language[];
  /** Every attribute, for the alias uniqueness check. */
  attributes: readonly Attribute[];
  /** Without write access (server version) the form only shows. */
  readOnly: boolean;
  /** Values to start from instead of the base's (a kept draft): they show as unsaved changes. */
  initialValues?: AttributeFormValues | null;
  /** Saves; a rejection keeps the form as it is and says why beside Save. */
  onSubmit: (values: AttributeFormValues) => Promise<SubmitOutcome>;
  /** The review of what a save would change, for the current values. */
  review?: (values: AttributeFormValues) => ReactNode;
  /** Shown under the header: conflicts, merges. */
  notices?: ReactNode;
  /** The page's heading, shown in the sticky header beside Save. */
  title: string;
  /** Shown under the header, before the notices: the record's id and actions, a kept draft, a change made elsewhere. */
  intro?: ReactNode;
  /** Where the attribute is used: a section of its own, reached from the navigation. */
  whereUsed?: ReactNode;
  ref?: Ref<AttributeFormHandle>;
};

export function AttributeForm({ original, isNew, languages, attributes, readOnly, initialValues, onSubmit, review, notices, title, intro, whereUsed, ref }: AttributeFormProps) {
  const { t } = useLingui();
  const [openAfterSave, setOpenAfterSave] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const taken = useMemo(() => takenAliases(attributes, isNew ? undefined : original.Uid), [attributes, isNew, original.Uid]);
  const form = useForm({
    resolver: zodResolver(attributeFormSchema(taken)),
    defaultValues: formValuesFrom(original, languages, typeSettings(original.AttributeType ?? '', attributes, isNew ? undefined : original)),
    // Alias rules are checked while typing, not only on save.
    mode: 'onChange',
  });
  const { reset, formState } = form;
  const type = useWatch({ control: form.control, name: 'AttributeType' });
  const fallbackLanguage = useWatch({ control: form.control, name: 'FallbackLanguage' });
  const values = useWatch({ control: form.control }) as AttributeFormValues;
  const used = useMemo(() => usedValues(attributes), [attributes]);
  const settings = useMemo(() => typeSettings(type, attributes, isNew ? undefined : original), [type, attributes, isNew, original]);
  const sameType = useMemo(() => attributes.filter((attribute) => attribute.AttributeType === type && attribute.Uid !== original.Uid).length, [attributes, type, original.Uid]);

  // A new attribute's type chosen: its settings are offered, empty (only a setting given a value is sent).
  const settingsType = useRef(type);
  useEffect(() => {
    if (!isNew || settingsType.current === type) return;
    settingsType.current = type;
    form.setValue('Settings', formValuesFrom({ Uid: '', AttributeType: type }, languages, settings).Settings);
  }, [isNew, type, settings, languages, form]);

  // A kept draft shows as unsaved changes over the base.
  const restored = useRef(false);
  useEffect(() => {
    if (initialValues && !restored.current) {
      restored.current = true;
      reset(initialValues, { keepDefaultValues: true });
    }
  }, [initialValues, reset]);

  // Typing goes on while a save is on its way: only what was sent becomes the baseline; what was typed since stays, unsaved.
  const typing = useTypingDuringSave(form);
  useImperativeHandle(ref, () => ({
    savedAs: (saved, options) => (options?.replaceInput ? reset(saved) : typing.saved(saved)),
    untouched: () => !form.formState.isDirty && !form.formState.isSubmitting,
    values: () => form.getValues(),
    checked: async () => ((await form.trigger(undefined, { shouldFocus: true })) ? form.getValues() : null),
  }));

  // Navigate only once the saved form is no longer dirty, so the unsaved-changes guard lets it go.
  useEffect(() => {
    if (openAfterSave) navigate(openAfterSave);
  }, [openAfterSave, navigate]);

  // A refusal with no field to go to: the message beside Save takes the focus, so it is read and seen wherever the editor scrolled.
  const { submit, formError } = useFormSubmit(
    form,
    FORM_FIELDS,
    (submitted) => {
      setReviewing(false);
      typing.sending();
      return onSubmit(submitted);
    },
    (outcome) => {
      if (outcome.kind !== 'saved') return;
      typing.saved(outcome.values);
      if (outcome.next) setOpenAfterSave(outcome.next);
    },
  );
  useSaveShortcut(readOnly ? null : () => formElement.current?.requestSubmit());

  const extraTypes = (original.AllowedAttributeTypes ?? []).filter((item): item is string => typeof item === 'string');
  const sections = [
    { id: 'attribute-general', label: t`General` },
    { id: 'attribute-names', label: t`Names and descriptions` },
    ...(type === 'AttributeReferenceAttribute' ? [{ id: 'attribute-reference', label: t`Attribute reference` }] : []),
    ...(whereUsed ? [{ id: 'attribute-where-used', label: t`Where used` }] : []),
    { id: 'attribute-placement', label: t`Placement` },
    { id: 'attribute-behaviour', label: t`Behaviour` },
    { id: 'attribute-type-settings', label: t`Type settings` },
  ];
  const status = (
    <>
      {/* Until the save is through: what was typed is not on the server yet. */}
      {formState.isDirty && (
        <span className="editor-status muted">
          <Trans>Unsaved changes</Trans>
        </span>
      )}
      {!formState.isSubmitting && !formState.isDirty && !isNew && (
        <span className="editor-status muted">
          <Trans>All changes saved</Trans>
        </span>
      )}
    </>
  );
  return (
    <form ref={formElement} onSubmit={submit} noValidate className="attribute-form" aria-label={isNew ? t`New attribute` : t`Attribute`}>
      {/* While a save runs, leaving asks only if something was typed since it started: that is not in it. */}
      <UnsavedChangesGuard when={formState.isDirty && !readOnly && (!formState.isSubmitting || typing.typedSince)} />
      <EditorHeader title={title} status={!readOnly && status}>
        {!readOnly && (
          <>
            {!isNew && review && (
              <button type="button" aria-expanded={reviewing} disabled={!formState.isDirty} onClick={() => setReviewing(!reviewing)}>
                <Trans>Review changes</Trans>
              </button>
            )}
            <button type="submit" className="button-primary" aria-disabled={formState.isSubmitting}>
              {formState.isSubmitting ? t`Saving…` : isNew ? t`Create attribute` : t`Save`}
            </button>
          </>
        )}
      </EditorHeader>
      <FormError className="editor-error" message={formError} />
      {intro}
      {notices}
      {reviewing && review?.(values)}
      <div className="editor-layout">
        <SectionNav sections={sections} />
        <div className="editor-sections">
          <fieldset disabled={readOnly} className="plain-fieldset">
            <EditorSection id="attribute-general" label={t`General`}>
              <IdentityFields form={form} isNew={isNew} />
            </EditorSection>
            <EditorSection id="attribute-names" label={t`Names and descriptions`}>
              <LocalizedFields form={form} languages={languages} />
            </EditorSection>
            {type === 'AttributeReferenceAttribute' && (
              <EditorSection id="attribute-reference" label={t`Attribute reference`}>
                <ReferenceFields form={form} extraTypes={extraTypes} />
              </EditorSection>
            )}
          </fieldset>
          {whereUsed && <EditorSection id="attribute-where-used">{whereUsed}</EditorSection>}
          <fieldset disabled={readOnly} className="plain-fieldset">
            <EditorSection id="attribute-placement" label={t`Placement`}>
              <PlacementFields form={form} languages={languages} fallbackLanguageId={fallbackLanguage} used={used} />
            </EditorSection>
            <EditorSection id="attribute-behaviour" label={t`Behaviour`}>
              <FlagFields form={form} />
            </EditorSection>
            <EditorSection id="attribute-type-settings" label={t`Type settings`}>
              <TypeSettingsFields form={form} type={type} settings={settings} sameType={sameType} shownOnly={isNew ? [] : otherFields(original, settings)} />
            </EditorSection>
          </fieldset>
        </div>
      </div>
    </form>
  );
}
