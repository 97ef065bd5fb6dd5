import type { UseFormReturn } from 'react-hook-form';
import { ATTRIBUTE_TYPES } from '../../api/attributes';
import { CheckboxField, TextAreaField } from '../../components/field';
import type { AttributeFormValues } from './attribute-form-values';
import { typeLabel } from '../../api/attribute-type-names';

type Form = UseFormReturn<AttributeFormValues>;

/** The four fields of an AttributeReferenceAttribute (pim-api.md 2.1). */
export function ReferenceFields({ form, extraTypes }: { form: Form; extraTypes: readonly string[] }) {
  const { register } = form;
  const types = [...ATTRIBUTE_TYPES, ...extraTypes.filter((type) => !(ATTRIBUTE_TYPES as readonly string[]).includes(type))];
  return (
    <fieldset>
      <legend>Attribute reference settings</legend>
      <CheckboxField label="Allow multiple values" help="Users can select more than one attribute." {...register('AllowMultipleValues')} />
      <CheckboxField label="Unfold complex types" help="Users can select sub attributes of complex attributes." {...register('UnfoldComplexTypes')} />
      <TextAreaField
        label="Allowed attribute scopes"
        rows={2}
        spellCheck={false}
        help="Attribute scopes from which attributes can be selected, one per line. Empty: any scope."
        {...register('AllowedAttributeScopes')}
      />
      <fieldset>
        <legend>Allowed attribute types</legend>
        <p className="field-help">Attribute types that may be referenced. None chosen: any type.</p>
        <div className="type-choices">
          {types.map((type) => (
            <CheckboxField key={type} label={typeLabel(type)} value={type} {...register('AllowedAttributeTypes')} />
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
