import type { KnownAttributeType } from './attributes';

/** Every known type (decisions.md) in words, with what it is for. */
const TYPE_INFO: Record<KnownAttributeType, { label: string; description: string }> = {
  TextAttribute: { label: 'Text', description: 'Words or sentences, on one line or several.' },
  NumberAttribute: { label: 'Number', description: 'A number, often with a unit and a number of decimals.' },
  BooleanAttribute: { label: 'Boolean', description: 'A yes/no value. Has exactly the common fields.' },
  DateTimeAttribute: { label: 'Date and time', description: 'A date, with or without the time of day.' },
  AssetReferenceAttribute: { label: 'Asset reference', description: 'Points at assets (images, documents, videos) of chosen asset types.' },
  CategoryReferenceAttribute: { label: 'Category reference', description: 'Points at categories of the catalogue.' },
  ProductReferenceAttribute: { label: 'Product reference', description: 'Points at products, such as accessories or related products.' },
  VariantReferenceAttribute: { label: 'Variant reference', description: 'Points at product variants.' },
  VariantGroupReferenceAttribute: { label: 'Variant group reference', description: 'Points at groups of variants.' },
  AttributeReferenceAttribute: { label: 'Attribute reference', description: 'Points at other attributes. Adds four settings to choose which ones may be picked.' },
  ListAttribute: { label: 'List', description: 'Several values of one kind, in order.' },
  FixedListAttribute: { label: 'Fixed list', description: 'A choice from a fixed list of values.' },
  ComplexAttribute: { label: 'Complex', description: 'A group of sub attributes edited together.' },
};

const isKnown = (type: string): type is KnownAttributeType => type in TYPE_INFO;

/** One line on what a type is for; empty for a type the app has not heard of. */
export function typeDescription(type: string): string {
  return isKnown(type) ? TYPE_INFO[type].description : '';
}

/** "FixedListAttribute" reads as "Fixed list"; an unknown type name is shown as words too. */
export function typeLabel(type: string): string {
  if (!type) return '(no type)';
  if (isKnown(type)) return TYPE_INFO[type].label;
  const base = type.replace(/Attribute$/, '');
  if (!base) return type;
  const words = base.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
