import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REFERENCE_FIELDS, type Attribute } from '../../api/attributes';

/** How a setting is edited: by the kind of value it holds. 'other' (objects, nested attributes) is shown, not edited. */
type SettingKind = 'boolean' | 'number' | 'string' | 'string-list' | 'other';

/**
 * A setting of an attribute type beyond the common fields. The reference describes only the
 * common fields and AttributeReference's four (edited in their own fieldset); every other
 * setting is learned from the attributes of the same type the server holds.
 */
export type TypeSetting = { key: string; kind: SettingKind; carriedBy: number };

/** What the form holds for an editable setting: a checkbox, text (numbers too, as typed), or tags. */
type SettingValue = boolean | string | string[];

/** The common fields of every attribute (pim-api.md 2.1), edited by the form's own fields. */
/* eslint-disable lingui/no-unlocalized-strings -- the API's field names, not text (the one-word ones trip the rule) */
const COMMON_FIELDS = new Set([
  'Uid',
  'Alias',
  'BackofficeName',
  'BackofficeDescription',
  'Name',
  'Description',
  'AttributeGroupId',
  'AttributeScope',
  'AttributeScopes',
  'Localized',
  'FallbackLanguage',
  'DimensionUid',
  'FallbackSegment',
  'ReadOnly',
  'Mandatory',
  'Unchangeable',
  'AttributeType',
  'DisableRevisionLogging',
  'DisableIndexing',
]);
/* eslint-enable lingui/no-unlocalized-strings */

function isOwnField(type: string, key: string): boolean {
  return COMMON_FIELDS.has(key) || (type === 'AttributeReferenceAttribute' && (REFERENCE_FIELDS as readonly string[]).includes(key));
}

/** The kind a value shows; null when it cannot tell (null, an empty list). */
export function kindOf(value: unknown): SettingKind | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return 'string';
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    return value.every((item) => typeof item === 'string') ? 'string-list' : 'other';
  }
  return 'other';
}

/**
 * The settings of `type` as the server's attributes of that type carry them, plus any the
 * attribute itself carries: each with the kind its values show most often, and how many of
 * the server's attributes of the type carry it. A setting never seen with a value is 'other'.
 */
export function typeSettings(type: string, attributes: readonly Attribute[], own?: Attribute): TypeSetting[] {
  const stats = new Map<string, { carriedBy: number; kinds: Map<SettingKind, number> }>();
  const count = (attribute: Attribute, carried: boolean) => {
    for (const [key, value] of Object.entries(attribute)) {
      if (isOwnField(type, key)) continue;
      const stat = stats.get(key) ?? { carriedBy: 0, kinds: new Map() };
      if (carried) stat.carriedBy += 1;
      const kind = kindOf(value);
      if (kind) stat.kinds.set(kind, (stat.kinds.get(kind) ?? 0) + 1);
      stats.set(key, stat);
    }
  };
  for (const attribute of attributes) if (attribute.AttributeType === type && attribute.Uid !== own?.Uid) count(attribute, true);
  if (own) count(own, false);
  return [...stats].map(([key, { carriedBy, kinds }]) => ({ key, carriedBy, kind: [...kinds].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ('other' as const) })).sort((a, b) => a.key.localeCompare(b.key));
}

type EditableKind = Exclude<SettingKind, 'other'>;
export const isEditable = (setting: TypeSetting): setting is TypeSetting & { kind: EditableKind } => setting.kind !== 'other';

/** A setting's value as its input holds it. */
export function settingInput(kind: SettingKind, value: unknown): SettingValue {
  if (kind === 'boolean') return value === true;
  if (kind === 'string-list') return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  return value === null || value === undefined ? '' : String(value);
}

/** The value to send for what the input holds ('' is null: not set). */
export function settingValue(kind: SettingKind, input: SettingValue): unknown {
  if (kind === 'boolean' || kind === 'string-list') return input;
  const text = typeof input === 'string' ? input.trim() : '';
  if (text === '') return null;
  return kind === 'number' ? Number(text) : text;
}

/** What an editor calls the settings the demo and production services carry; others read from their wire name. */
const SETTING_LABELS: Record<string, MessageDescriptor> = {
  AllowMultipleValues: msg`Allow several values`,
  AllowedAssetTypes: msg`Allowed asset types`,
  AttributeGroupUid: msg`Attribute group (global id)`,
  Columns: msg`Width in the product form (1–12 columns)`,
  Decimals: msg`Number of decimals`,
  IncludeTime: msg`Include the time of day`,
  ItemType: msg`Type of each item`,
  MaxLength: msg`Maximum length`,
  MetaData: msg`Metadata`,
  Multiline: msg`Several lines`,
  ReferencedAttribute: msg`Attribute its values come from`,
  SubAttributes: msg`Sub attributes`,
  Unit: msg`Unit`,
};

/** "Decimals" reads as "Number of decimals"; an unknown "FooBar" as "Foo bar". */
export function settingLabel(key: string): string {
  const known = SETTING_LABELS[key];
  // A setting the list does not know keeps the service's name, made readable (it is not translated).
  if (known) return i18n._(known);
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2');
  return words.charAt(0) + words.slice(1).toLowerCase();
}
