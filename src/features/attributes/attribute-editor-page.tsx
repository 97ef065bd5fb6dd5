import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { attributeDisplayName, attributeQueries, useCreateAttribute, useUpdateAttribute, type Attribute } from '../../api/attributes';
import { languageQueries, type Language } from '../../api/languages';
import { toApiError } from '../../api/api-error';
import { Loading, LoadError } from '../../components/page-state';
import { useToast } from '../../components/toast';
import { usePageTitle } from '../../components/use-page-title';
import { useSupports, VersionGate } from '../../components/version-gate';
import { attributeBodyFrom, newAttributeBody, type AttributeFormValues } from './attribute-form-values';
import { AttributeForm } from './attribute-form';
import { AttributeReferencesSection } from './attribute-references-section';
import './attributes.css';

/** /attributes/new and /attributes/:uid. The form mounts once everything it checks against has loaded. */
export function AttributeEditorPage() {
  const { uid } = useParams();
  const isNew = uid === undefined;
  const languages = useQuery(languageQueries.all());
  const attributes = useQuery(attributeQueries.all());
  const detail = useQuery({ ...attributeQueries.detail(uid ?? ''), enabled: !isNew });
  const canWrite = useSupports('attributeWrite');
  const firstCulture = languages.data?.[0]?.CultureCode;
  const failed = [languages, attributes, ...(isNew ? [] : [detail])].find((query) => query.isError);
  const ready = languages.data && attributes.data && (isNew || detail.data);
  // Trying again cannot bring back an attribute that is not there: say so and offer the way back.
  const notFound = failed === detail && toApiError(detail.error).status === 404;
  const title = notFound ? 'Attribute not found' : isNew ? 'New attribute' : detail.data ? `Attribute ${attributeDisplayName(detail.data, firstCulture)}` : 'Attribute';
  usePageTitle(title);

  return (
    <div className="page attribute-editor">
      <p className="back-link">
        <Link to="/attributes">← All attributes</Link>
      </p>
      <h1>{title}</h1>
      {!isNew && detail.data && (
        <p className="muted">
          {detail.data.Alias} · uid <code>{detail.data.Uid}</code>
        </p>
      )}
      {notFound ? (
        <div className="page-state page-state-error" role="alert">
          <p>
            There is no attribute with the uid <code>{uid}</code>. It may have been deleted, or the link is wrong.
          </p>
          <p>
            <Link to="/attributes">Find it among all attributes</Link>
          </p>
        </div>
      ) : failed ? (
        <LoadError error={failed.error} what={failed === detail ? 'this attribute' : failed === languages ? 'the languages' : 'the attributes'} onRetry={() => failed.refetch()} />
      ) : !ready ? (
        <Loading label="Loading the attribute…" />
      ) : isNew ? (
        <VersionGate feature="attributeWrite">
          <EditorForm isNew languages={languages.data} attributes={attributes.data} readOnly={false} />
        </VersionGate>
      ) : (
        <>
          {!canWrite && <VersionGate feature="attributeWrite">{null}</VersionGate>}
          <EditorForm key={uid} original={detail.data} languages={languages.data} attributes={attributes.data} readOnly={!canWrite} />
          <VersionGate feature="attributeReferences">
            <AttributeReferencesSection uid={uid} cultureCode={firstCulture} />
          </VersionGate>
        </>
      )}
    </div>
  );
}

type EditorFormProps = { isNew?: boolean; original?: Attribute; languages: Language[]; attributes: Attribute[]; readOnly: boolean };

function EditorForm({ isNew = false, original, languages, attributes, readOnly }: EditorFormProps) {
  const createAttribute = useCreateAttribute();
  const updateAttribute = useUpdateAttribute();
  const toast = useToast();
  const stub: Attribute = original ?? { Uid: '', AttributeType: 'BooleanAttribute' };

  async function save(values: AttributeFormValues): Promise<string | void> {
    if (isNew) {
      // decisions.md: the client picks the Uid, so it can open the attribute after the empty 200.
      const body = newAttributeBody(crypto.randomUUID(), values, languages);
      await createAttribute.mutateAsync(body);
      toast.show(`Attribute ${body.Alias} created.`);
      return `/attributes/${body.Uid}`;
    }
    const body = attributeBodyFrom(stub, values, languages);
    await updateAttribute.mutateAsync(body);
    toast.show(`Attribute ${body.Alias ?? body.Uid} saved.`);
  }

  return <AttributeForm original={stub} isNew={isNew} languages={languages} attributes={attributes} readOnly={readOnly} onSubmit={save} />;
}
