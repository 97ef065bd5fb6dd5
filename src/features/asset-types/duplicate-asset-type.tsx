import { useQuery } from '@tanstack/react-query';
import { assetTypeCopy } from '../../api/asset-type-copy';
import { assetTypeQueries, useCreateAssetType, type AssetType } from '../../api/asset-types';
import { DuplicateAction } from '../../components/duplicate-action';
import { newAssetTypeSchema } from './new-asset-type-schema';

/** "Duplicate…" in the designer: a copy of the saved asset type (new alias and label; every tab, section and property a new uid), then opened. */
export function DuplicateAssetType({ assetType }: { assetType: AssetType }) {
  const existing = useQuery(assetTypeQueries.all());
  const create = useCreateAssetType();
  // The same rules as "New asset type": one place says what a good alias and label are.
  const rules = newAssetTypeSchema(existing.data ?? []).shape;
  const problem = (rule: (typeof rules)['Alias']) => (value: string) => {
    const result = rule.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? 'Not valid.');
  };
  return (
    <DuplicateAction
      title={`Duplicate ${assetType.Label || assetType.Alias || 'asset type'}`}
      description={<p>The copy gets the layout, file types and hotspots as saved on the server (not changes unsaved here); every tab, section and property gets a new uid.</p>}
      fields={[
        { name: 'Alias', label: 'Alias of the copy', initial: `${assetType.Alias ?? ''}Copy`, problem: problem(rules.Alias) },
        { name: 'Label', label: 'Label of the copy', initial: `${assetType.Label ?? assetType.Alias ?? ''} (copy)`, problem: problem(rules.Label) },
      ]}
      duplicate={async ({ Alias, Label }) => {
        const copy = assetTypeCopy(assetType, { Alias: Alias!, Label: Label! });
        await create.mutateAsync(copy);
        return { path: `/asset-types/${copy.Uid}`, message: `Asset type ${assetType.Label || assetType.Alias} duplicated as ${copy.Label}.` };
      }}
    />
  );
}
