import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Language } from '../../api/languages';
import { ATTRIBUTE_DICTIONARIES } from '../../api/attribute-writes';
import { keptInputs } from '../../api/kept-inputs';
import type { AttributeFormValues } from './attribute-form-values';

/** What the editor calls each field of an attribute, for reviews and conflicts ("Name.da-DK" → "Name (da-DK)"). */
const LABELS: Record<string, MessageDescriptor> = {
  Alias: msg`Alias`,
  BackofficeName: msg`Backoffice name`,
  BackofficeDescription: msg`Backoffice description`,
  AttributeType: msg`Type`,
  AttributeGroupId: msg`Attribute group`,
  AttributeScope: msg`Attribute scope`,
  AttributeScopes: msg`Attribute scopes`,
  Localized: msg`Localized`,
  FallbackLanguage: msg`Fallback language`,
  DimensionUid: msg`Dimension`,
  FallbackSegment: msg`Fallback segment`,
  ReadOnly: msg`Read-only`,
  Mandatory: msg`Mandatory`,
  Unchangeable: msg`Unchangeable`,
  DisableRevisionLogging: msg`Disable revision logging`,
  DisableIndexing: msg`Disable indexing`,
  AllowMultipleValues: msg`Allow multiple values`,
  AllowedAttributeScopes: msg`Allowed attribute scopes`,
  AllowedAttributeTypes: msg`Allowed attribute types`,
  UnfoldComplexTypes: msg`Unfold complex types`,
};

export function attributeFieldLabel(path: string, languages: readonly Language[]): string {
  const [key, entry] = path.split(/\.(.+)/);
  if (entry !== undefined && (key === 'Name' || key === 'Description')) {
    const language = languages.find((candidate) => candidate.CultureCode === entry);
    const languageName = language?.Name ?? entry;
    const code = entry;
    return key === 'Name' ? t`Name in ${languageName} (${code})` : t`Description in ${languageName} (${code})`;
  }
  const label = LABELS[path];
  return label ? i18n._(label) : path;
}

/** A refused or interrupted save's input, kept in the outbox so a visit later can bring it back. */
export const attributeDrafts = keptInputs<AttributeFormValues>('attribute', { dictionaries: ATTRIBUTE_DICTIONARIES });
