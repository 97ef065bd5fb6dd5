import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { Attribute } from '../../api/attributes';
import type { Language } from '../../api/languages';
import { FormError } from '../../components/field';
import { applyServerErrors } from '../../components/server-errors';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { FlagFields, IdentityFields, PlacementFields } from './attribute-common-fields';
import { attributeFormSchema, takenAliases } from './attribute-form-schema';
import { FORM_FIELDS, formValuesFrom, otherFields, type AttributeFormValues } from './attribute-form-values';
import { LocalizedFields } from './attribute-localized-fields';
import { OtherFields } from './attribute-other-fields';
import { ReferenceFields } from './attribute-reference-fields';

type AttributeFormProps = {
  /** The loaded attribute, or a stub ({ Uid, AttributeType }) for a new one. */
  original: Attribute;
  isNew: boolean;
  languages: readonly Language[];
  /** Every attribute, for the alias uniqueness check. */
  attributes: readonly Attribute[];
  /** Without write access (server version) the form only shows. */
  readOnly: boolean;
  /** Saves; resolves with a path to open afterwards, if any. A rejection keeps the form as it is. */
  onSubmit: (values: AttributeFormValues) => Promise<string | void>;
};

export function AttributeForm({ original, isNew, languages, attributes, readOnly, onSubmit }: AttributeFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [openAfterSave, setOpenAfterSave] = useState<string | null>(null);
  const navigate = useNavigate();
  const taken = useMemo(() => takenAliases(attributes, isNew ? undefined : original.Uid), [attributes, isNew, original.Uid]);
  const form = useForm({
    resolver: zodResolver(attributeFormSchema(taken)),
    defaultValues: formValuesFrom(original, languages),
    // Alias rules are checked while typing, not only on save.
    mode: 'onChange',
  });
  const { handleSubmit, setError, reset, formState } = form;
  const type = useWatch({ control: form.control, name: 'AttributeType' });
  const fallbackLanguage = useWatch({ control: form.control, name: 'FallbackLanguage' });

  // Navigate only once the saved form is no longer dirty, so the unsaved-changes guard lets it go.
  useEffect(() => {
    if (openAfterSave) navigate(openAfterSave);
  }, [openAfterSave, navigate]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const next = await onSubmit(values);
      reset(values);
      if (next) setOpenAfterSave(next);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FORM_FIELDS));
    }
  });

  const extraTypes = (original.AllowedAttributeTypes ?? []).filter((item): item is string => typeof item === 'string');
  return (
    <form onSubmit={submit} noValidate className="attribute-form" aria-label={isNew ? 'New attribute' : 'Attribute'}>
      <UnsavedChangesGuard when={formState.isDirty && !readOnly} />
      <FormError message={formError} />
      <fieldset disabled={readOnly} className="plain-fieldset">
        <IdentityFields form={form} isNew={isNew} />
        <LocalizedFields form={form} languages={languages} />
        {type === 'AttributeReferenceAttribute' && <ReferenceFields form={form} extraTypes={extraTypes} />}
        <PlacementFields form={form} languages={languages} fallbackLanguageId={fallbackLanguage} />
        <FlagFields form={form} />
        {!isNew && <OtherFields type={original.AttributeType ?? ''} fields={otherFields(original)} />}
      </fieldset>
      {!readOnly && (
        <div className="form-actions sticky-actions">
          {formState.isDirty && <span className="muted">Unsaved changes</span>}
          <button type="submit" className="button-primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving…' : isNew ? 'Create attribute' : 'Save'}
          </button>
        </div>
      )}
    </form>
  );
}
