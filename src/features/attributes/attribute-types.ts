import { ATTRIBUTE_TYPES } from '../../api/attributes';

/** Known types first, then any other type the data holds, so a new server type can be filtered on too. */
export function typeChoices(present: Iterable<string>): string[] {
  const extra = [...new Set(present)].filter((type) => type && !(ATTRIBUTE_TYPES as readonly string[]).includes(type)).sort();
  return [...ATTRIBUTE_TYPES, ...extra];
}
