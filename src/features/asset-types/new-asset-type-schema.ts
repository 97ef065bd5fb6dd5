import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import type { AssetType } from '../../api/asset-types';

/** The form's values and messages; the messages are what the user reads at each field. */
export function newAssetTypeSchema(existing: readonly AssetType[]) {
  const taken = new Set(existing.map((assetType) => assetType.Alias?.toLowerCase()).filter(Boolean));
  return z.object({
    Alias: z.string().check(
      z.trim(),
      z.minLength(1, t`Enter an alias.`),
      z.maxLength(100, t`Keep the alias under 100 characters.`),
      z.regex(/^\S+$/, t`An alias has no spaces.`),
      z.refine((alias) => !taken.has(alias.toLowerCase()), { message: t`An asset type with this alias already exists.` }),
    ),
    Label: z.string().check(z.trim(), z.minLength(1, t`Enter a label.`), z.maxLength(200, t`Keep the label under 200 characters.`)),
  });
}
export type NewAssetTypeValues = z.output<ReturnType<typeof newAssetTypeSchema>>;
