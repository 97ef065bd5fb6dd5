import { i18n } from '@lingui/core';
import { typeLabel } from '../../api/attribute-type-names';
import { ATTRIBUTE_TYPES } from '../../api/attributes';

/** Known types first, then any other type the data holds, so a new server type can be filtered on too. */
export function typeChoices(present: Iterable<string>): string[] {
  const extra = [...new Set(present)].filter((type) => type && !(ATTRIBUTE_TYPES as readonly string[]).includes(type)).sort();
  return [...ATTRIBUTE_TYPES, ...extra];
}

/** A type's name inside a sentence ("Settings of number attributes"): lower case, but German keeps its nouns capitalized. */
export function typeNameInSentence(type: string): string {
  const label = typeLabel(type);
  return i18n.locale === 'de' ? label : label.toLowerCase();
}
