import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { KnownAttributeType } from './attributes';

/** Every known type (decisions.md) in words. What each is for: attribute-type-descriptions.ts (the editor's). */
const TYPE_LABELS: Record<KnownAttributeType, MessageDescriptor> = {
  TextAttribute: msg`Text`,
  NumberAttribute: msg`Number`,
  BooleanAttribute: msg`Boolean`,
  DateTimeAttribute: msg`Date and time`,
  AssetReferenceAttribute: msg`Asset reference`,
  CategoryReferenceAttribute: msg`Category reference`,
  ProductReferenceAttribute: msg`Product reference`,
  VariantReferenceAttribute: msg`Variant reference`,
  VariantGroupReferenceAttribute: msg`Variant group reference`,
  AttributeReferenceAttribute: msg`Attribute reference`,
  ListAttribute: msg`List`,
  FixedListAttribute: msg`Fixed list`,
  ComplexAttribute: msg`Complex`,
};

export const isKnownType = (type: string): type is KnownAttributeType => type in TYPE_LABELS;

/** "FixedListAttribute" reads as "Fixed list"; an unknown type name is shown as words too. */
export function typeLabel(type: string): string {
  if (!type) return t`(no type)`;
  if (isKnownType(type)) return i18n._(TYPE_LABELS[type]);
  const base = type.replace(/Attribute$/, '');
  if (!base) return type;
  const words = base.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
