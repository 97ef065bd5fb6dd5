import * as z from 'zod/mini';
import type { AssetType } from '../../api/asset-types';

/** The form's values and messages; the messages are what the user reads at each field. */
export function newAssetTypeSchema(existing: readonly AssetType[]) {
  const taken = new Set(existing.map((assetType) => assetType.Alias?.toLowerCase()).filter(Boolean));
  return z.object({
    Alias: z.string().check(
      z.trim(),
      z.minLength(1, 'Enter an alias.'),
      z.maxLength(100, 'Keep the alias under 100 characters.'),
      z.regex(/^\S+$/, 'An alias has no spaces.'),
      z.refine((alias) => !taken.has(alias.toLowerCase()), { message: 'An asset type with this alias already exists.' }),
    ),
    Label: z.string().check(z.trim(), z.minLength(1, 'Enter a label.'), z.maxLength(200, 'Keep the label under 200 characters.')),
  });
}
export type NewAssetTypeValues = z.output<ReturnType<typeof newAssetTypeSchema>>;
