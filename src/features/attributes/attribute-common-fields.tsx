import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Language } from '../../api/languages';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/field';
import type { AttributeFormValues } from './attribute-form-values';
import { typeDescription, typeLabel } from './attribute-types';
import { ATTRIBUTE_TYPES } from '../../api/attributes';

type Form = UseFormReturn<AttributeFormValues>;


/** Alias, backoffice texts and, on create, the type. */
export function IdentityFields({ form, isNew }: { form: Form; isNew: boolean }) {
  const { register, formState: { errors } } = form;
  const type = form.getValues('AttributeType');
  const { setFocus } = form;
  // A new attribute starts with its alias: put the cursor there.
  useEffect(() => {
    if (isNew) setFocus('Alias');
  }, [isNew, setFocus]);
  return (
    <fieldset>
      <legend>Identity</legend>
      <TextField
        label="Alias"
        autoComplete="off"
        spellCheck={false}
        help="Unique alias: at most 50 characters, only letters a-z, A-Z and digits 0-9, not starting with a digit."
        error={errors.Alias?.message}
        {...register('Alias')}
      />
      <TextField label="Backoffice name" autoComplete="off" help="Name shown to the editor in the backoffice." error={errors.BackofficeName?.message} {...register('BackofficeName')} />
      <TextAreaField label="Backoffice description" rows={2} help="Description shown to the editor in the backoffice." {...register('BackofficeDescription')} />
      {isNew ? (
        <fieldset className="type-choice">
          <legend>Type</legend>
          <div className="type-grid">
            {ATTRIBUTE_TYPES.map((choice) => (
              <CheckboxLikeRadio key={choice} form={form} value={choice} label={typeLabel(choice)} help={typeDescription(choice)} />
            ))}
          </div>
          {errors.AttributeType?.message && <p className="field-error">{errors.AttributeType.message}</p>}
        </fieldset>
      ) : (
        <div className="field">
          <span className="field-label-static">Type</span>
          <span className="readonly-value">
            {typeLabel(type)} <span className="muted">(the type cannot change)</span>
          </span>
        </div>
      )}
    </fieldset>
  );
}

function CheckboxLikeRadio({ form, value, label, help }: { form: Form; value: string; label: string; help: string }) {
  const id = `attribute-type-${value}`;
  return (
    <div className="field field-checkbox">
      <input type="radio" id={id} value={value} aria-describedby={`${id}-help`} {...form.register('AttributeType')} />
      <label htmlFor={id}>{label}</label>
      <p className="field-help" id={`${id}-help`}>
        {help}
      </p>
    </div>
  );
}

/** Group, scopes, localization and segmentation. */
export function PlacementFields({ form, languages, fallbackLanguageId }: { form: Form; languages: readonly Language[]; fallbackLanguageId: string }) {
  const { register, formState: { errors } } = form;
  const knownFallback = fallbackLanguageId === '' || languages.some((language) => String(language.Id) === fallbackLanguageId);
  return (
    <fieldset>
      <legend>Placement, localization and segmentation</legend>
      <div className="editor-grid">
        <TextField label="Attribute group id" inputMode="numeric" help="Id of the attribute group the attribute belongs to." error={errors.AttributeGroupId?.message} {...register('AttributeGroupId')} />
        <TextField label="Attribute scope" spellCheck={false} help="Id (uuid) of the attribute scope the attribute is placed in." error={errors.AttributeScope?.message} {...register('AttributeScope')} />
      </div>
      <TextAreaField label="Attribute scopes" rows={2} spellCheck={false} help="Ids (uuids) of the attribute scopes the attribute is placed in, one per line." error={errors.AttributeScopes?.message} {...register('AttributeScopes')} />
      <CheckboxField label="Localized" help="Values of the attribute are kept per language." {...register('Localized')} />
      <SelectField label="Fallback language" help="Used when the attribute is localized and a language has no value." {...register('FallbackLanguage')}>
        <option value="">No fallback language</option>
        {languages.map((language) => (
          <option key={language.Id} value={String(language.Id)}>
            {language.Name || language.CultureCode} ({language.CultureCode})
          </option>
        ))}
        {!knownFallback && <option value={fallbackLanguageId}>Language id {fallbackLanguageId} (not among the languages)</option>}
      </SelectField>
      <div className="editor-grid">
        <TextField label="Dimension uid" spellCheck={false} help="Id of the dimension on which values are segmented." error={errors.DimensionUid?.message} {...register('DimensionUid')} />
        <TextField label="Fallback segment" spellCheck={false} help="Used when the attribute is dimensioned and a segment has no value." error={errors.FallbackSegment?.message} {...register('FallbackSegment')} />
      </div>
    </fieldset>
  );
}

/** Flags for sub attributes of a complex attribute, and the behaviour switches. */
export function FlagFields({ form }: { form: Form }) {
  const { register } = form;
  return (
    <>
      <fieldset>
        <legend>Sub attribute flags</legend>
        <p className="field-help">These apply only when the attribute is a sub attribute of a complex attribute.</p>
        <CheckboxField label="Read-only" help="The attribute is always read-only." {...register('ReadOnly')} />
        <CheckboxField label="Mandatory" help="The attribute is always mandatory." {...register('Mandatory')} />
        <CheckboxField label="Unchangeable" help="A value cannot change once assigned." {...register('Unchangeable')} />
      </fieldset>
      <fieldset>
        <legend>Logging and indexing</legend>
        <CheckboxField label="Disable revision logging" help="No revision log is kept for this attribute." {...register('DisableRevisionLogging')} />
        <CheckboxField label="Disable indexing" help="The attribute is left out of the search index." {...register('DisableIndexing')} />
      </fieldset>
    </>
  );
}
