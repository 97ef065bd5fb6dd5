import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { attributeQueries } from '../../api/attributes';
import { Loading, LoadError } from '../../components/page-state';
import { referencingAttributeUids } from './references-summary';
import { AttributeReferencesView } from './attribute-references-view';

/** The attribute's references; the attributes they come through are named with one batch read. */
export function AttributeReferencesSection({ uid, cultureCode }: { uid: string; cultureCode?: string }) {
  const references = useQuery(attributeQueries.references(uid));
  const referencingUids = useMemo(() => referencingAttributeUids(references.data), [references.data]);
  const referencing = useQuery({ ...attributeQueries.batch(referencingUids), enabled: referencingUids.length > 0 });
  const byUid = useMemo(() => new Map((referencing.data ?? []).map((attribute) => [attribute.Uid, attribute])), [referencing.data]);

  return (
    <section className="references-panel" aria-labelledby="attribute-references-heading">
      <h2 id="attribute-references-heading">References</h2>
      {references.isPending && <Loading label="Loading references…" />}
      {references.isError && <LoadError error={references.error} what="the references" onRetry={() => references.refetch()} />}
      {references.data && <AttributeReferencesView record={references.data} attributesByUid={byUid} cultureCode={cultureCode} />}
    </section>
  );
}
