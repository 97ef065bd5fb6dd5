import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { assetTypeQueries } from '../../api/asset-types';
import { attributeQueries } from '../../api/attributes';
import { attributeReferencesQuery } from '../../api/attribute-references';
import { savedSearchQueries } from '../../api/saved-searches';
import { Loading, LoadError } from '../../components/page-state';
import { useSupports } from '../../components/version-gate';
import { AttributeReferencesView } from './attribute-references-view';
import { collectModelUses } from './model-uses';
import { ModelUsesView } from './model-uses-view';

/** Where the attribute is used: by the models (asset types, saved searches, attribute reference attributes) and on the server. */
export function AttributeReferencesSection({ uid, cultureCode }: { uid: string; cultureCode?: string }) {
  const { t } = useLingui();
  const references = useQuery(attributeReferencesQuery(uid));

  // The models' own uses, which the server's record does not list.
  const hasAssetTypes = useSupports('assetTypes');
  const assetTypes = useQuery({ ...assetTypeQueries.all(), enabled: hasAssetTypes });
  const searches = useQuery(savedSearchQueries.all());
  const attributes = useQuery(attributeQueries.all());
  // References through other attributes name them from the list the editor already holds.
  const byUid = useMemo(() => new Map((attributes.data ?? []).map((attribute) => [attribute.Uid, attribute])), [attributes.data]);
  const modelQueries = [...(hasAssetTypes ? [assetTypes] : []), searches, attributes];
  const modelsFailed = modelQueries.find((query) => query.isError);
  const modelsReady = modelQueries.every((query) => query.data);
  const uses = useMemo(
    () => (modelsReady ? (collectModelUses({ assetTypes: assetTypes.data ?? [], searches: searches.data ?? [], attributes: attributes.data ?? [] }).get(uid) ?? []) : null),
    [modelsReady, assetTypes.data, searches.data, attributes.data, uid],
  );

  return (
    <section className="references-panel" aria-labelledby="attribute-references-heading">
      <h2 id="attribute-references-heading">
        <Trans>Where used</Trans>
      </h2>
      <h3>
        <Trans>In asset types, saved searches and other attributes</Trans>
      </h3>
      {modelsFailed ? (
        <LoadError error={modelsFailed.error} what={t`the asset types and saved searches`} onRetry={() => modelsFailed.refetch()} />
      ) : uses === null ? (
        <Loading label={t`Looking through asset types and saved searches…`} />
      ) : (
        <ModelUsesView uses={uses} />
      )}
      <h3>
        <Trans>In products, categories and lists</Trans>
      </h3>
      {references.isPending && <Loading label={t`Loading references…`} />}
      {references.isError && <LoadError error={references.error} what={t`the references`} onRetry={() => references.refetch()} />}
      {references.data && <AttributeReferencesView record={references.data} attributesByUid={byUid} cultureCode={cultureCode} />}
    </section>
  );
}
