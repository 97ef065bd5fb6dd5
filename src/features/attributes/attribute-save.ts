import type { Language } from '../../api/languages';
import { ATTRIBUTE_DICTIONARIES } from '../../api/attributes';
import { keptInputs } from '../../api/kept-inputs';
import type { AttributeFormValues } from './attribute-form-values';

/** What the editor calls each field of an attribute, for reviews and conflicts ("Name.da-DK" → "Name (da-DK)"). */
const LABELS: Record<string, string> = {
  Alias: 'Alias',
  BackofficeName: 'Backoffice name',
  BackofficeDescription: 'Backoffice description',
  AttributeType: 'Type',
  AttributeGroupId: 'Attribute group',
  AttributeScope: 'Attribute scope',
  AttributeScopes: 'Attribute scopes',
  Localized: 'Localized',
  FallbackLanguage: 'Fallback language',
  DimensionUid: 'Dimension',
  FallbackSegment: 'Fallback segment',
  ReadOnly: 'Read-only',
  Mandatory: 'Mandatory',
  Unchangeable: 'Unchangeable',
  DisableRevisionLogging: 'Disable revision logging',
  DisableIndexing: 'Disable indexing',
  AllowMultipleValues: 'Allow multiple values',
  AllowedAttributeScopes: 'Allowed attribute scopes',
  AllowedAttributeTypes: 'Allowed attribute types',
  UnfoldComplexTypes: 'Unfold complex types',
};

export function attributeFieldLabel(path: string, languages: readonly Language[]): string {
  const [key, entry] = path.split(/\.(.+)/);
  if (entry !== undefined && (key === 'Name' || key === 'Description')) {
    const language = languages.find((candidate) => candidate.CultureCode === entry);
    return `${key} in ${language?.Name ?? entry} (${entry})`;
  }
  return LABELS[path] ?? path;
}

/** A refused or interrupted save's input, kept in the outbox so a visit later can bring it back. */
export const attributeDrafts = keptInputs<AttributeFormValues>('attribute', { dictionaries: ATTRIBUTE_DICTIONARIES });
