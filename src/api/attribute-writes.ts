import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ATTRIBUTES_KEY_ROOT as root, attributeQueries, attributeSchema, type Attribute } from './attributes';
import { http } from './http';
import type { WriteRules } from './write-rules';

// What writes an attribute needs, apart from attributes.ts: every page loads that module at start.

/** Localized names and descriptions merge per language: two editors translating different languages never clash. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the API's field names
export const ATTRIBUTE_DICTIONARIES = ['Name', 'Description'] as const;

/**
 * A type's own settings are learned from the server's attributes of that type (kindOf); the
 * fields real payloads carry beyond the reference are named in decisions.md.
 */
export const attributeWriteRules: WriteRules = {
  path: '/attributes',
  update: 'put',
  serverFields: [],
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's field names
  knownFields: [...Object.keys(attributeSchema.shape), 'AttributeGroupUid', 'Columns', 'MetaData', 'ReferencedAttribute', 'SubAttributes'],
  // pim-api.md 2.1: present in every response, so a server answers them (empty) where a create sent none.
  filledIn: ATTRIBUTE_DICTIONARIES,
  dictionaries: ATTRIBUTE_DICTIONARIES,
  kindOf: (attribute) => attribute.AttributeType,
};

export function useCreateAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { changes: [root] },
    mutationFn: (attribute: Attribute) => http.postNoContent(attributeWriteRules.path, attribute),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export function useUpdateAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { changes: [root] },
    mutationFn: (attribute: Attribute) => http.put(attributeWriteRules.path, attribute),
    onSuccess: (_data, attribute) => {
      queryClient.setQueryData(attributeQueries.detail(attribute.Uid).queryKey, attribute);
      return queryClient.invalidateQueries({ queryKey: root });
    },
  });
}
