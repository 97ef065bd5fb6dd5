import type { Attribute } from '../../api/attributes';
import type { Language } from '../../api/languages';
import type * as z from 'zod/mini';
import type { attributeFormSchema } from './attribute-form-schema';
import { deepEqual } from '../../api/deep-equal';
import { isEditable, settingInput, settingValue, type TypeSetting } from './type-settings';

/** What the editor's inputs hold (text for text inputs, booleans for checkboxes), as its schema says. */
export type AttributeFormValues = z.input<ReturnType<typeof attributeFormSchema>>;

type FormField = keyof AttributeFormValues;

/* eslint-disable lingui/no-unlocalized-strings -- the API's field names, not text (the one-word ones trip the rule) */
const TEXT_FIELDS = ['Alias', 'BackofficeName', 'BackofficeDescription', 'AttributeScope', 'DimensionUid', 'FallbackSegment'] as const;
const FLAG_FIELDS = ['Localized', 'ReadOnly', 'Mandatory', 'Unchangeable', 'DisableRevisionLogging', 'DisableIndexing'] as const;
const REFERENCE_FLAG_FIELDS = ['AllowMultipleValues', 'UnfoldComplexTypes'] as const;

/** Every field the form edits: the rest of an attribute is carried through untouched. */
export const FORM_FIELDS: readonly FormField[] = [
  ...TEXT_FIELDS,
  'AttributeType',
  'Name',
  'Description',
  'AttributeGroupId',
  'AttributeScopes',
  ...FLAG_FIELDS,
  'FallbackLanguage',
  ...REFERENCE_FLAG_FIELDS,
  'AllowedAttributeScopes',
  'AllowedAttributeTypes',
];
/* eslint-enable lingui/no-unlocalized-strings */

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const lines = (value: unknown) => (Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join('\n') : '');
const parseLines = (value: string) =>
  value
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean);

function localizedInputs(dictionary: Attribute['Name'], languages: readonly Language[]): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const language of languages) inputs[language.CultureCode] = dictionary?.[language.CultureCode] ?? '';
  return inputs;
}

/** The type's own settings as inputs: each remembers its kind, so the body can be built from the values alone. */
function settingInputs(attribute: Attribute, settings: readonly TypeSetting[]): AttributeFormValues['Settings'] {
  return Object.fromEntries(settings.filter(isEditable).map(({ key, kind }) => [key, { kind, input: settingInput(kind, attribute[key]) }]));
}

/** The form's values for an attribute; `settings` are its type's own settings (see typeSettings). */
export function formValuesFrom(attribute: Attribute, languages: readonly Language[], settings: readonly TypeSetting[]): AttributeFormValues {
  return {
    Settings: settingInputs(attribute, settings),
    Alias: text(attribute.Alias),
    BackofficeName: text(attribute.BackofficeName),
    BackofficeDescription: text(attribute.BackofficeDescription),
    AttributeType: text(attribute.AttributeType),
    Name: localizedInputs(attribute.Name, languages),
    Description: localizedInputs(attribute.Description, languages),
    AttributeGroupId: text(attribute.AttributeGroupId),
    AttributeScope: text(attribute.AttributeScope),
    AttributeScopes: lines(attribute.AttributeScopes),
    Localized: attribute.Localized === true,
    FallbackLanguage: text(attribute.FallbackLanguage),
    DimensionUid: text(attribute.DimensionUid),
    FallbackSegment: text(attribute.FallbackSegment),
    ReadOnly: attribute.ReadOnly === true,
    Mandatory: attribute.Mandatory === true,
    Unchangeable: attribute.Unchangeable === true,
    DisableRevisionLogging: attribute.DisableRevisionLogging === true,
    DisableIndexing: attribute.DisableIndexing === true,
    AllowMultipleValues: attribute.AllowMultipleValues === true,
    AllowedAttributeScopes: lines(attribute.AllowedAttributeScopes),
    AllowedAttributeTypes: (attribute.AllowedAttributeTypes ?? []).filter((type): type is string => typeof type === 'string'),
    UnfoldComplexTypes: attribute.UnfoldComplexTypes === true,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

function mergeLocalized(original: Attribute['Name'], edited: Record<string, string>, initial: Record<string, string>): Attribute['Name'] {
  let result = original;
  for (const [culture, value] of Object.entries(edited)) {
    if (value === initial[culture]) continue;
    result = { ...(result ?? {}), [culture]: value.trim() === '' ? null : value };
  }
  return result;
}

/**
 * The body to send: the loaded attribute with only the fields the user changed replaced.
 * A field left as it was loaded keeps its original value exactly (null stays null, an
 * absent key stays absent), and fields the form does not know (other types' settings,
 * MetaData, SubAttributes, ...) are carried through untouched: nothing is dropped.
 */
export function attributeBodyFrom(original: Attribute, values: AttributeFormValues, languages: readonly Language[]): Attribute {
  const initial = formValuesFrom(original, languages, []);
  const body: Attribute = { ...original };
  const changed = <K extends FormField>(field: K) => values[field] !== initial[field];

  for (const field of TEXT_FIELDS) if (changed(field)) body[field] = values[field].trim() === '' ? null : values[field].trim();
  for (const field of FLAG_FIELDS) if (changed(field)) body[field] = values[field];
  if (changed('AttributeType')) body.AttributeType = values.AttributeType;
  if (changed('AttributeGroupId')) body.AttributeGroupId = values.AttributeGroupId.trim() === '' ? null : Number(values.AttributeGroupId);
  if (changed('FallbackLanguage')) body.FallbackLanguage = values.FallbackLanguage === '' ? null : Number(values.FallbackLanguage);
  if (changed('AttributeScopes')) body.AttributeScopes = parseLines(values.AttributeScopes);
  body.Name = mergeLocalized(original.Name, values.Name, initial.Name);
  body.Description = mergeLocalized(original.Description, values.Description, initial.Description);
  if (!('Name' in original) && body.Name === undefined) delete body.Name;
  if (!('Description' in original) && body.Description === undefined) delete body.Description;

  for (const [key, { kind, input }] of Object.entries(values.Settings)) {
    // Left as loaded: the attribute keeps its value exactly; a setting it lacks is added only when given a value.
    const loaded = key in original ? settingInput(kind, original[key]) : settingInput(kind, undefined);
    if (!deepEqual(loaded, input)) body[key] = settingValue(kind, input);
  }

  if (values.AttributeType === 'AttributeReferenceAttribute') {
    for (const field of REFERENCE_FLAG_FIELDS) if (changed(field)) body[field] = values[field];
    if (changed('AllowedAttributeScopes')) body.AllowedAttributeScopes = parseLines(values.AllowedAttributeScopes);
    if (!sameList(values.AllowedAttributeTypes, initial.AllowedAttributeTypes)) {
      // Types the UI does not list (or non-string entries) stay chosen.
      const kept = (original.AllowedAttributeTypes ?? []).filter((type) => typeof type !== 'string');
      body.AllowedAttributeTypes = [...kept, ...values.AllowedAttributeTypes];
    }
  }
  return body;
}

/** A new attribute: the client picks its Uid (decisions.md) so it can open it after the empty 200. */
export function newAttributeBody(uid: string, values: AttributeFormValues, languages: readonly Language[]): Attribute {
  return attributeBodyFrom({ Uid: uid, AttributeType: values.AttributeType }, values, languages);
}

/** Fields of the loaded attribute that the form does not edit (nested attributes, objects), shown read-only. */
export function otherFields(attribute: Attribute, settings: readonly TypeSetting[]): [string, unknown][] {
  const edited = new Set(settings.filter(isEditable).map((setting) => setting.key));
  const isReference = attribute.AttributeType === 'AttributeReferenceAttribute';
  const referenceOnly = new Set<string>([...REFERENCE_FLAG_FIELDS, 'AllowedAttributeScopes', 'AllowedAttributeTypes']);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's field name, not text
  const known = new Set<string>([...FORM_FIELDS.filter((field) => isReference || !referenceOnly.has(field)), 'Uid']);
  return Object.entries(attribute).filter(([key]) => !known.has(key) && !edited.has(key));
}
