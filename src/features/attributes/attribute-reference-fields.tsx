import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import { ATTRIBUTE_TYPES } from '../../api/attributes';
import { CheckboxField, TextAreaField } from '../../components/field';
import type { AttributeFormValues } from './attribute-form-values';
import { typeLabel } from '../../api/attribute-type-names';

type Form = UseFormReturn<AttributeFormValues>;

/** The four fields of an AttributeReferenceAttribute (pim-api.md 2.1). */
export function ReferenceFields({ form, extraTypes }: { form: Form; extraTypes: readonly string[] }) {
  const { t } = useLingui();
  const { register } = form;
  const types = [...ATTRIBUTE_TYPES, ...extraTypes.filter((type) => !(ATTRIBUTE_TYPES as readonly string[]).includes(type))];
  return (
    <fieldset>
      <legend>
        <Trans>Attribute reference settings</Trans>
      </legend>
      <CheckboxField label={t`Allow multiple values`} help={t`Users can select more than one attribute.`} {...register('AllowMultipleValues')} />
      <CheckboxField label={t`Unfold complex types`} help={t`Users can select sub attributes of complex attributes.`} {...register('UnfoldComplexTypes')} />
      <TextAreaField
        label={t`Allowed attribute scopes`}
        rows={2}
        spellCheck={false}
        help={t`Attribute scopes from which attributes can be selected, one per line. Empty: any scope.`}
        {...register('AllowedAttributeScopes')}
      />
      <fieldset>
        <legend>
          <Trans>Allowed attribute types</Trans>
        </legend>
        <p className="field-help">
          <Trans>Attribute types that may be referenced. None chosen: any type.</Trans>
        </p>
        <div className="type-choices">
          {types.map((type) => (
            <CheckboxField key={type} label={typeLabel(type)} value={type} {...register('AllowedAttributeTypes')} />
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
