import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { KnownAttributeType } from './attributes';

/** Every known type (decisions.md) in words, with what it is for. */
const TYPE_INFO: Record<KnownAttributeType, { label: MessageDescriptor; description: MessageDescriptor }> = {
  TextAttribute: { label: msg`Text`, description: msg`Words or sentences, on one line or several.` },
  NumberAttribute: { label: msg`Number`, description: msg`A number, often with a unit and a number of decimals.` },
  BooleanAttribute: { label: msg`Boolean`, description: msg`A yes/no value. Has exactly the common fields.` },
  DateTimeAttribute: { label: msg`Date and time`, description: msg`A date, with or without the time of day.` },
  AssetReferenceAttribute: { label: msg`Asset reference`, description: msg`Points at assets (images, documents, videos) of chosen asset types.` },
  CategoryReferenceAttribute: { label: msg`Category reference`, description: msg`Points at categories of the catalogue.` },
  ProductReferenceAttribute: { label: msg`Product reference`, description: msg`Points at products, such as accessories or related products.` },
  VariantReferenceAttribute: { label: msg`Variant reference`, description: msg`Points at product variants.` },
  VariantGroupReferenceAttribute: { label: msg`Variant group reference`, description: msg`Points at groups of variants.` },
  AttributeReferenceAttribute: { label: msg`Attribute reference`, description: msg`Points at other attributes. Adds four settings to choose which ones may be picked.` },
  ListAttribute: { label: msg`List`, description: msg`Several values of one kind, in order.` },
  FixedListAttribute: { label: msg`Fixed list`, description: msg`A choice from a fixed list of values.` },
  ComplexAttribute: { label: msg`Complex`, description: msg`A group of sub attributes edited together.` },
};

const isKnown = (type: string): type is KnownAttributeType => type in TYPE_INFO;

/** One line on what a type is for; empty for a type the app has not heard of. */
export function typeDescription(type: string): string {
  return isKnown(type) ? i18n._(TYPE_INFO[type].description) : '';
}

/** "FixedListAttribute" reads as "Fixed list"; an unknown type name is shown as words too. */
export function typeLabel(type: string): string {
  if (!type) return t`(no type)`;
  if (isKnown(type)) return i18n._(TYPE_INFO[type].label);
  const base = type.replace(/Attribute$/, '');
  if (!base) return type;
  const words = base.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
