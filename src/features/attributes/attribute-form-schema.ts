import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { type Attribute } from '../../api/attributes';
import { aliasProblem } from '../../api/attribute-alias';
import { isUuid, UUID_EXAMPLE } from '../../api/ids';
import { settingLabel } from './type-settings';

const INT32 = { min: -2147483648, max: 2147483647 };

/** `message` is called when the check fails, so it speaks the interface's language of that moment. */
const optionalUuid = (message: () => string) => z.string().check(z.refine((value) => value.trim() === '' || isUuid(value.trim()), { error: message }));

/** Lower-cased aliases of every other attribute: an alias is unique case-insensitively (decisions.md). */
export function takenAliases(attributes: readonly Attribute[], editingUid?: string): Set<string> {
  const taken = new Set<string>();
  for (const attribute of attributes) if (attribute.Uid !== editingUid && attribute.Alias) taken.add(attribute.Alias.toLowerCase());
  return taken;
}

/** The editor's values and messages; each message names the rule that failed, as the user reads it at the field. */
export function attributeFormSchema(taken: ReadonlySet<string>) {
  return z.object({
    Alias: z.string().check(
      z.superRefine((alias, context) => {
        const problem = aliasProblem(alias, taken);
        if (problem) context.addIssue({ code: 'custom', message: problem, input: alias });
      }),
    ),
    BackofficeName: z.string().check(z.maxLength(200, { error: () => t`Keep the backoffice name under 200 characters.` })),
    BackofficeDescription: z.string(),
    AttributeType: z.string().check(z.minLength(1, { error: () => t`Choose a type.` })),
    Name: z.record(z.string(), z.string()),
    Description: z.record(z.string(), z.string()),
    AttributeGroupId: z.string().check(
      z.refine((value) => value.trim() === '' || (/^-?\d+$/.test(value.trim()) && Number(value) >= INT32.min && Number(value) <= INT32.max), {
        error: () => t`Attribute group must be a whole number, for example 12.`,
      }),
    ),
    AttributeScope: optionalUuid(() => t`Attribute scope must be a uuid, for example ${UUID_EXAMPLE}.`),
    // One uuid per line.
    AttributeScopes: z.string().check(
      z.refine((value) => value.split(/[\n,]/).every((line) => line.trim() === '' || isUuid(line.trim())), {
        error: () => t`Attribute scopes must be uuids, one per line.`,
      }),
    ),
    Localized: z.boolean(),
    // A language Id, or '' for none.
    FallbackLanguage: z.string(),
    DimensionUid: optionalUuid(() => t`Dimension must be a uuid, for example ${UUID_EXAMPLE}.`),
    FallbackSegment: optionalUuid(() => t`Fallback segment must be a uuid, for example ${UUID_EXAMPLE}.`),
    ReadOnly: z.boolean(),
    Mandatory: z.boolean(),
    Unchangeable: z.boolean(),
    DisableRevisionLogging: z.boolean(),
    DisableIndexing: z.boolean(),
    AllowMultipleValues: z.boolean(),
    // One scope per line.
    AllowedAttributeScopes: z.string(),
    AllowedAttributeTypes: z.array(z.string()),
    UnfoldComplexTypes: z.boolean(),
    // The type's own settings: each input remembers its kind (see type-settings.ts).
    Settings: z.record(z.string(), z.object({ kind: z.enum(['boolean', 'number', 'string', 'string-list']), input: z.union([z.boolean(), z.string(), z.array(z.string())]) })).check(
      z.superRefine((settings, context) => {
        for (const [key, { kind, input }] of Object.entries(settings)) {
          if (kind === 'number' && typeof input === 'string' && input.trim() !== '' && !Number.isFinite(Number(input.trim()))) {
            const label = settingLabel(key);
            context.addIssue({ code: 'custom', path: [key, 'input'], message: t`${label} must be a number, for example 12.`, input });
          }
        }
      }),
    ),
  });
}
