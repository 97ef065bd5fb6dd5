import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { assetTypeCopy } from '../../api/asset-type-copy';
import { assetTypeQueries, useCreateAssetTypeOnce, type AssetType } from '../../api/asset-types';
import { DuplicateAction } from '../../components/duplicate-action';
import { newAssetTypeSchema } from './new-asset-type-schema';

/** "Duplicate…" in the designer: a copy of the saved asset type (new alias and label; every tab, section and property a new uid), then opened. */
export function DuplicateAssetType({ assetType }: { assetType: AssetType }) {
  const { t } = useLingui();
  // The asset types in use are read when "Duplicate…" is pressed: the designer opens without the whole
  // list (its largest asset type has 5,000 properties), and its first moves do not wait on reading it.
  const [asked, setAsked] = useState(false);
  const existing = useQuery({ ...assetTypeQueries.all(), enabled: asked });
  const queryClient = useQueryClient();
  const create = useCreateAssetTypeOnce();
  // The same rules as "New asset type": one place says what a good alias and label are.
  const rules = newAssetTypeSchema(existing.data ?? []).shape;
  const problem = (rule: (typeof rules)['Alias']) => (value: string) => {
    const result = rule.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? t`Not valid.`);
  };
  // Nothing is sent before the aliases in use are known, so a taken one is said at the field (if they cannot be
  // read, the server still refuses a taken alias, and the dialog shows its answer).
  const aliasProblem = (value: string) => problem(rules.Alias)(value) ?? (existing.data || existing.isError ? null : t`Checking the aliases in use… Try again in a moment.`);
  const name = assetType.Label || assetType.Alias;
  const copyLabel = assetType.Label ?? assetType.Alias ?? '';
  return (
    <DuplicateAction
      onAsk={() => {
        create.forget();
        setAsked(true);
      }}
      title={name ? t`Duplicate ${name}` : t`Duplicate asset type`}
      description={
        <p>
          <Trans>The copy gets the layout, file types and hotspots as saved on the server (not changes unsaved here); every tab, section and property gets a new uid.</Trans>
        </p>
      }
      fields={[
        // eslint-disable-next-line lingui/no-unlocalized-strings -- an alias is an identifier for integrations, not text for people
        { name: 'Alias', label: t`Alias of the copy`, initial: `${assetType.Alias ?? ''}Copy`, problem: aliasProblem },
        { name: 'Label', label: t`Label of the copy`, initial: t`${copyLabel} (copy)`, problem: problem(rules.Label) },
      ]}
      duplicate={async ({ Alias, Label }) => {
        // Read again: the designer's copy is as it was opened, and a colleague (or another tab) may have saved since.
        const saved = await queryClient.fetchQuery({ ...assetTypeQueries.detail(assetType.Uid), staleTime: 0 });
        const copy = assetTypeCopy(saved, { Alias: Alias!, Label: Label! });
        const created = await create.create(copy);
        const copyName = created.Label;
        return { path: `/asset-types/${created.Uid}`, message: t`Asset type ${name} duplicated as ${copyName}.` };
      }}
    />
  );
}
