import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ComboboxField } from '../../components/combobox';
import { TagInput } from '../../components/tag-input';
import { attributesCount, type UsedValues } from './used-values';
import type { Language } from '../../api/languages';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/field';
import type { AttributeFormValues } from './attribute-form-values';
import { typeDescription } from '../../api/attribute-type-descriptions';
import { typeLabel } from '../../api/attribute-type-names';
import { ATTRIBUTE_TYPES } from '../../api/attributes';

type Form = UseFormReturn<AttributeFormValues>;

/** Alias, backoffice texts and, on create, the type. */
export function IdentityFields({ form, isNew }: { form: Form; isNew: boolean }) {
  const { t } = useLingui();
  const {
    register,
    formState: { errors },
  } = form;
  const type = form.getValues('AttributeType');
  const { setFocus } = form;
  // A new attribute starts with its alias: put the cursor there.
  useEffect(() => {
    if (isNew) setFocus('Alias');
  }, [isNew, setFocus]);
  return (
    <fieldset>
      <legend>
        <Trans>Identity</Trans>
      </legend>
      <TextField
        label={t`Alias`}
        autoComplete="off"
        spellCheck={false}
        help={t`Unique alias: at most 50 characters, only letters a-z, A-Z and digits 0-9, not starting with a digit.`}
        error={errors.Alias?.message}
        {...register('Alias')}
      />
      <TextField label={t`Backoffice name`} autoComplete="off" help={t`Name shown to the editor in the backoffice.`} error={errors.BackofficeName?.message} {...register('BackofficeName')} />
      <TextAreaField label={t`Backoffice description`} rows={2} help={t`Description shown to the editor in the backoffice.`} {...register('BackofficeDescription')} />
      {isNew ? (
        <fieldset className="type-choice">
          <legend>
            <Trans>Type</Trans>
          </legend>
          <div className="type-grid">
            {ATTRIBUTE_TYPES.map((choice) => (
              <CheckboxLikeRadio key={choice} form={form} value={choice} label={typeLabel(choice)} help={typeDescription(choice)} />
            ))}
          </div>
          {errors.AttributeType?.message && <p className="field-error">{errors.AttributeType.message}</p>}
        </fieldset>
      ) : (
        <div className="field">
          <span className="field-label-static">
            <Trans>Type</Trans>
          </span>
          <span className="readonly-value">
            {typeLabel(type)}{' '}
            <span className="muted">
              <Trans>(the type cannot change)</Trans>
            </span>
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
export function PlacementFields({ form, languages, fallbackLanguageId, used }: { form: Form; languages: readonly Language[]; fallbackLanguageId: string; used: UsedValues }) {
  const { t } = useLingui();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const idField = (name: 'AttributeGroupId' | 'AttributeScope' | 'DimensionUid' | 'FallbackSegment', label: string, help: string, options: UsedValues[keyof UsedValues], numeric = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ComboboxField
          label={label}
          help={help}
          error={errors[name]?.message}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          options={options}
          countNoun={attributesCount}
          inputMode={numeric ? 'numeric' : 'text'}
        />
      )}
    />
  );
  const knownFallback = fallbackLanguageId === '' || languages.some((language) => String(language.Id) === fallbackLanguageId);
  return (
    <fieldset>
      <legend>
        <Trans>Placement, localization and segmentation</Trans>
      </legend>
      <div className="editor-grid">
        {idField('AttributeGroupId', t`Attribute group`, t`The attribute group it belongs to: a group in use, or a new whole number.`, used.groups, true)}
        {idField('AttributeScope', t`Attribute scope`, t`The attribute scope it is placed in: a scope in use, or a new uuid.`, used.scopes)}
      </div>
      <Controller
        control={control}
        name="AttributeScopes"
        render={({ field }) => (
          <TagInput
            label={t`Attribute scopes`}
            help={t`The attribute scopes it is placed in: scopes in use are offered; a new one must be a uuid.`}
            error={errors.AttributeScopes?.message}
            value={field.value
              .split(/[\n,]/)
              .map((scope) => scope.trim())
              .filter(Boolean)}
            onChange={(scopes) => field.onChange(scopes.join('\n'))}
            suggestions={used.scopes}
            countNoun={attributesCount}
          />
        )}
      />
      <CheckboxField label={t`Localized`} help={t`Values of the attribute are kept per language.`} {...register('Localized')} />
      <SelectField label={t`Fallback language`} help={t`Used when the attribute is localized and a language has no value.`} {...register('FallbackLanguage')}>
        <option value="">{t`No fallback language`}</option>
        {languages.map((language) => (
          <option key={language.Id} value={String(language.Id)}>
            {language.Name || language.CultureCode} ({language.CultureCode})
          </option>
        ))}
        {!knownFallback && <option value={fallbackLanguageId}>{t`Language id ${fallbackLanguageId} (not among the languages)`}</option>}
      </SelectField>
      <div className="editor-grid">
        {idField('DimensionUid', t`Dimension`, t`The dimension its values are segmented on: one in use, or a new uuid.`, used.dimensions)}
        {idField('FallbackSegment', t`Fallback segment`, t`Used when the attribute is dimensioned and a segment has no value: one in use, or a new uuid.`, used.segments)}
      </div>
    </fieldset>
  );
}

/** Flags for sub attributes of a complex attribute, and the behaviour switches. */
export function FlagFields({ form }: { form: Form }) {
  const { t } = useLingui();
  const { register } = form;
  return (
    <>
      <fieldset>
        <legend>
          <Trans>Sub attribute flags</Trans>
        </legend>
        <p className="field-help">
          <Trans>These apply only when the attribute is a sub attribute of a complex attribute.</Trans>
        </p>
        <div className="editor-grid">
          <CheckboxField label={t`Read-only`} help={t`The attribute is always read-only.`} {...register('ReadOnly')} />
          <CheckboxField label={t`Mandatory`} help={t`The attribute is always mandatory.`} {...register('Mandatory')} />
          <CheckboxField label={t`Unchangeable`} help={t`A value cannot change once assigned.`} {...register('Unchangeable')} />
        </div>
      </fieldset>
      <fieldset>
        <legend>
          <Trans>Logging and indexing</Trans>
        </legend>
        <div className="editor-grid">
          <CheckboxField label={t`Disable revision logging`} help={t`No revision log is kept for this attribute.`} {...register('DisableRevisionLogging')} />
          <CheckboxField label={t`Disable indexing`} help={t`The attribute is left out of the search index.`} {...register('DisableIndexing')} />
        </div>
      </fieldset>
    </>
  );
}
