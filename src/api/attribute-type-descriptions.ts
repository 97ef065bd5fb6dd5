import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KnownAttributeType } from './attributes';
import { isKnownType } from './attribute-type-names';

/** What each known type is for: the attribute editor's type choice. Apart from the labels, which every list shows. */
const TYPE_DESCRIPTIONS: Record<KnownAttributeType, MessageDescriptor> = {
  TextAttribute: msg`Words or sentences, on one line or several.`,
  NumberAttribute: msg`A number, often with a unit and a number of decimals.`,
  BooleanAttribute: msg`A yes/no value. Has exactly the common fields.`,
  DateTimeAttribute: msg`A date, with or without the time of day.`,
  AssetReferenceAttribute: msg`Points at assets (images, documents, videos) of chosen asset types.`,
  CategoryReferenceAttribute: msg`Points at categories of the catalogue.`,
  ProductReferenceAttribute: msg`Points at products, such as accessories or related products.`,
  VariantReferenceAttribute: msg`Points at product variants.`,
  VariantGroupReferenceAttribute: msg`Points at groups of variants.`,
  AttributeReferenceAttribute: msg`Points at other attributes. Adds four settings to choose which ones may be picked.`,
  ListAttribute: msg`Several values of one kind, in order.`,
  FixedListAttribute: msg`A choice from a fixed list of values.`,
  ComplexAttribute: msg`A group of sub attributes edited together.`,
};

/** One line on what a type is for; empty for a type the app has not heard of. */
export function typeDescription(type: string): string {
  return isKnownType(type) ? i18n._(TYPE_DESCRIPTIONS[type]) : '';
}
