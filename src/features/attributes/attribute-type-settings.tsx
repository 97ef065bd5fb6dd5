import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CheckboxField, TextField } from '../../components/field';
import { formatNumber } from '../../components/format';
import { TagInput } from '../../components/tag-input';
import type { AttributeFormValues } from './attribute-form-values';
import { OtherFields } from './attribute-other-fields';
import { typeLabel } from '../../api/attribute-type-names';
import { typeNameInSentence } from './attribute-types';
import { isEditable, settingLabel, type TypeSetting } from './type-settings';

type Form = UseFormReturn<AttributeFormValues>;

type TypeSettingsProps = {
  form: Form;
  type: string;
  settings: readonly TypeSetting[];
  /** How many attributes of this type the server has (besides this one): what the settings were learned from. */
  sameType: number;
  /** Fields of this attribute that are shown, not edited (objects, nested attributes). */
  shownOnly: readonly [string, unknown][];
};

function carriedBy(setting: TypeSetting, sameType: number, typeName: string): string {
  if (sameType === 0 || setting.carriedBy === 0) return t`Only this attribute uses it.`;
  const carried = formatNumber(setting.carriedBy);
  return plural(sameType, { one: `Used by ${carried} of the # ${typeName} attribute.`, other: `Used by ${carried} of the # ${typeName} attributes.` });
}

/**
 * A type's own settings, edited by the kind of value they hold. The API reference describes
 * none of them (it describes the common fields, and AttributeReference's four above): they
 * are learned from the attributes of the same type on the server, and the page says so.
 */
export function TypeSettingsFields({ form, type, settings, sameType, shownOnly }: TypeSettingsProps) {
  const { t: translate } = useLingui();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const editable = settings.filter(isEditable);
  const typeName = typeNameInSentence(type);
  const typeTitle = typeLabel(type);
  if (editable.length === 0 && shownOnly.length === 0) {
    return (
      <p className="field-help">
        {type === 'AttributeReferenceAttribute' ? <Trans>{typeTitle} attributes have no other settings than the ones above.</Trans> : <Trans>{typeTitle} attributes have no other settings.</Trans>}
      </p>
    );
  }
  return (
    <>
      {editable.length > 0 && (
        <fieldset className="type-settings">
          <legend>
            <Trans>Settings of {typeName} attributes</Trans>
          </legend>
          <p className="field-help">
            <Trans>The settings other {typeName} attributes on this service use.</Trans>
          </p>
          <div className="editor-grid">
            {editable.map((setting) => {
              const name = `Settings.${setting.key}.input` as const;
              const label = settingLabel(setting.key);
              const help = carriedBy(setting, sameType, typeName);
              const error = errors.Settings?.[setting.key]?.input?.message;
              if (setting.kind === 'boolean') return <CheckboxField key={setting.key} label={label} help={help} {...register(name)} />;
              if (setting.kind === 'string-list') {
                return (
                  <Controller
                    key={setting.key}
                    control={control}
                    name={name}
                    render={({ field }) => (
                      <TagInput label={label} help={translate`${help} Enter or a comma adds a value.`} error={error} value={Array.isArray(field.value) ? field.value : []} onChange={field.onChange} />
                    )}
                  />
                );
              }
              return (
                <TextField
                  key={setting.key}
                  label={label}
                  help={help}
                  error={error}
                  inputMode={setting.kind === 'number' ? 'decimal' : undefined}
                  autoComplete="off"
                  spellCheck={false}
                  {...register(name)}
                />
              );
            })}
          </div>
          <details className="wire-names">
            <summary>
              <Trans>Details</Trans>
            </summary>
            <p className="field-help">
              <Trans>How the service names these settings, for whoever administers it:</Trans>
            </p>
            <dl>
              {editable.map((setting) => (
                <div key={setting.key}>
                  <dt>{settingLabel(setting.key)}</dt>
                  <dd>
                    <code>{setting.key}</code>
                  </dd>
                </div>
              ))}
            </dl>
          </details>
        </fieldset>
      )}
      <OtherFields type={type} fields={shownOnly} />
    </>
  );
}
