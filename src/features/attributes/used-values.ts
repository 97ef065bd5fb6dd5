import { plural } from '@lingui/core/macro';
import type { Attribute } from '../../api/attributes';
import type { ComboboxOption } from '../../components/combobox';

/** Values of the id fields already used across all attributes, most used first: offered instead of raw ids. */
export type UsedValues = { groups: ComboboxOption[]; scopes: ComboboxOption[]; dimensions: ComboboxOption[]; segments: ComboboxOption[] };

function tally(values: Iterable<string>): ComboboxOption[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

function* present<T>(attributes: readonly Attribute[], pick: (attribute: Attribute) => Iterable<T> | T | null | undefined) {
  for (const attribute of attributes) {
    const found = pick(attribute);
    if (found === null || found === undefined) continue;
    // Each attribute counts once per value, even if it lists a scope twice.
    if (typeof found === 'object' && Symbol.iterator in found) yield* new Set(found);
    else yield found as T;
  }
}

const asString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);

export function usedValues(attributes: readonly Attribute[]): UsedValues {
  return {
    groups: tally(present(attributes, (attribute) => asString(attribute.AttributeGroupId))),
    scopes: tally(
      present(attributes, (attribute) =>
        [attribute.AttributeScope, ...(Array.isArray(attribute.AttributeScopes) ? attribute.AttributeScopes : [])].map(asString).filter((scope): scope is string => scope !== null),
      ),
    ),
    dimensions: tally(present(attributes, (attribute) => asString(attribute.DimensionUid))),
    segments: tally(present(attributes, (attribute) => asString(attribute.FallbackSegment))),
  };
}

export const attributesCount = (count: number) => plural(count, { one: '# attribute', other: '# attributes' });
