import { ATTRIBUTE_TYPES } from '../../api/attributes';

/** "FixedListAttribute" reads as "Fixed list"; an unknown type name is shown as the server sent it. */
export function typeLabel(type: string): string {
  if (!type) return '(no type)';
  const base = type.replace(/Attribute$/, '');
  if (!base) return type;
  const words = base.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Known types first, then any other type the data holds, so a new server type can be filtered on too. */
export function typeChoices(present: Iterable<string>): string[] {
  const extra = [...new Set(present)].filter((type) => type && !(ATTRIBUTE_TYPES as readonly string[]).includes(type)).sort();
  return [...ATTRIBUTE_TYPES, ...extra];
}
