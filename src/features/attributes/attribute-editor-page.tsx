import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { attributeDisplayName, attributeQueries, useCreateAttribute, useUpdateAttribute, ATTRIBUTE_DICTIONARIES, type Attribute } from '../../api/attributes';
import { languageQueries, type Language } from '../../api/languages';
import { describeError, toApiError } from '../../api/api-error';
import { saveWithMerge } from '../../api/save-with-merge';
import { listChanges, resolveConflicts, type MergeResult } from '../../api/three-way-merge';
import { ChangedElsewhereNotice } from '../../components/changed-elsewhere-notice';
import { ChangesReview } from '../../components/changes-review';
import { ConflictPanel, type ConflictChoices } from '../../components/conflict-panel';
import { Loading, LoadError } from '../../components/page-state';
import { useToast } from '../../components/toast';
import { usePageTitle } from '../../components/use-page-title';
import { useSupports, VersionGate } from '../../components/version-gate';
import { attributeBodyFrom, formValuesFrom, newAttributeBody, type AttributeFormValues } from './attribute-form-values';
import { AttributeForm, type AttributeFormHandle, type SubmitOutcome } from './attribute-form';
import { attributeDrafts, attributeFieldLabel } from './attribute-save';
import { AttributeReferencesSection } from './attribute-references-section';
import { DuplicateAttribute } from './duplicate-attribute';
import { typeSettings } from './type-settings';
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
  // A failed refetch keeps the copy on screen (the editor's save re-reads and says what happened itself).
  const failed = [languages, attributes, ...(isNew ? [] : [detail])].find((query) => query.isError && query.data === undefined);
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
        <div className="record-line">
          <p className="muted">
            {detail.data.Alias} · uid <code>{detail.data.Uid}</code>
          </p>
          {canWrite && attributes.data && <DuplicateAttribute attribute={detail.data} attributes={attributes.data} />}
        </div>
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
          <EditorForm key={uid} original={detail.data} server={detail.data} languages={languages.data} attributes={attributes.data} readOnly={!canWrite} />
          <VersionGate feature="attributeReferences">
            <AttributeReferencesSection uid={uid} cultureCode={firstCulture} />
          </VersionGate>
        </>
      )}
    </div>
  );
}

type EditorFormProps = { isNew?: boolean; original?: Attribute; server?: Attribute; languages: Language[]; attributes: Attribute[]; readOnly: boolean };

function EditorForm({ isNew = false, original, server, languages, attributes, readOnly }: EditorFormProps) {
  const createAttribute = useCreateAttribute();
  const updateAttribute = useUpdateAttribute();
  const queryClient = useQueryClient();
  const toast = useToast();
  const formHandle = useRef<AttributeFormHandle>(null);
  const mounted = useMounted();
  // The server copy this editor opened, then the one it last saved: what its changes are made against.
  const [base, setBase] = useState<Attribute>(() => original ?? { Uid: '', AttributeType: 'BooleanAttribute' });
  const [conflict, setConflict] = useState<{ result: MergeResult<Attribute>; theirs: Attribute } | null>(null);
  const [deleted, setDeleted] = useState<Attribute | null>(null);
  const [mergedNote, setMergedNote] = useState<string | null>(null);
  const [draft, setDraft] = useState(() => (isNew ? null : attributeDrafts.read(base.Uid)));
  const [restoredValues, setRestoredValues] = useState<AttributeFormValues | null>(null);
  const labelOf = (path: string) => attributeFieldLabel(path, languages);
  const settingsOf = (attribute: Attribute) => typeSettings(attribute.AttributeType ?? '', attributes, attribute);
  const name = (attribute: Attribute) => attribute.Alias ?? attribute.Uid;
  const link = { to: `/attributes/${base.Uid}`, label: 'Open it' };

  /** Re-reads, merges and sends; the outcome reaches the editor even after they left the page. */
  async function persist(from: Attribute, mine: Attribute, values: AttributeFormValues): Promise<SubmitOutcome> {
    setMergedNote(null);
    try {
      const outcome = await saveWithMerge({
        base: from,
        mine,
        dictionaries: ATTRIBUTE_DICTIONARIES,
        fetchLatest: () => queryClient.fetchQuery({ ...attributeQueries.detail(from.Uid), staleTime: 0 }),
        send: (merged) => updateAttribute.mutateAsync(merged),
      });
      if (outcome.kind === 'saved') {
        attributeDrafts.clear(from.Uid);
        const merged = outcome.theirsChanged.length > 0 ? ` Merged with changes made since you opened it: ${outcome.theirsChanged.map(labelOf).join(', ')}.` : '';
        toast.show(`Attribute ${name(outcome.sent)} saved.${merged}`, 'success', { link });
        if (mounted.current) {
          setBase(outcome.sent);
          setMergedNote(merged.trim() || null);
        }
        return { kind: 'saved', values: formValuesFrom(outcome.sent, languages, settingsOf(outcome.sent)) };
      }
      attributeDrafts.keep(from.Uid, values);
      if (!mounted.current) {
        toast.show(`Attribute ${name(mine)} was not saved: ${outcome.kind === 'deleted' ? 'it was deleted meanwhile' : 'a colleague changed the same fields'}. What you typed is kept.`, 'error', { link });
      } else if (outcome.kind === 'conflict') setConflict({ result: outcome.result, theirs: outcome.theirs });
      else setDeleted(mine);
      return { kind: 'held' };
    } catch (error) {
      attributeDrafts.keep(from.Uid, values);
      toast.show(`Attribute ${name(mine)} was not saved: ${describeError(error)} What you typed is kept.`, 'error', { link });
      throw error;
    }
  }

  async function save(values: AttributeFormValues): Promise<SubmitOutcome> {
    if (isNew) {
      // decisions.md: the client picks the Uid, so it can open the attribute after the empty 200.
      const body = newAttributeBody(crypto.randomUUID(), values, languages);
      await createAttribute.mutateAsync(body);
      toast.show(`Attribute ${body.Alias} created.`);
      return { kind: 'saved', values, next: `/attributes/${body.Uid}` };
    }
    return persist(base, attributeBodyFrom(base, values, languages), values);
  }

  async function settle(choices: ConflictChoices) {
    const pending = conflict!;
    setConflict(null);
    const resolved = resolveConflicts(pending.result, choices);
    const outcome = await persist(pending.theirs, resolved, formValuesFrom(resolved, languages, settingsOf(resolved))).catch(() => ({ kind: 'held' }) as const);
    // The editor chose field by field: the form shows the result, their choices included.
    if (outcome.kind === 'saved') formHandle.current?.savedAs(outcome.values, { replaceInput: true });
  }

  async function createAgain() {
    const body = deleted!;
    await createAttribute.mutateAsync(body);
    setDeleted(null);
    setBase(body);
    attributeDrafts.clear(body.Uid);
    formHandle.current?.savedAs(formValuesFrom(body, languages, settingsOf(body)));
    toast.show(`Attribute ${name(body)} created again.`);
  }

  const notices = (
    <>
      {mergedNote && <p className="attribute-notice" role="status">{mergedNote}</p>}
      {conflict && <ConflictPanel conflicts={conflict.result.conflicts} labelOf={labelOf} pending={updateAttribute.isPending} onResolve={(choices) => void settle(choices)} onCancel={() => setConflict(null)} />}
      {deleted && (
        <div className="form-error" role="alert">
          <p>
            <strong>This attribute was deleted on the server since you opened it.</strong> Nothing was saved; what you typed is still here.
          </p>
          <button type="button" className="button-primary" onClick={() => void createAgain()}>
            Create it again from what is on screen
          </button>
        </div>
      )}
    </>
  );

  return (
    <>
      {!isNew && server && <ChangedElsewhereNotice what="This attribute" changes={listChanges(base, server, { dictionaries: ATTRIBUTE_DICTIONARIES })} labelOf={labelOf} />}
      {draft && (
        <div className="draft-offer" role="region" aria-label="Unsaved input">
          <p>
            <strong>What you typed here earlier was not saved.</strong> It was kept in this tab.
          </p>
          <div className="page-state-actions">
            <button type="button" className="button-primary" onClick={() => { setRestoredValues(draft.values); setDraft(null); }}>
              Restore what you typed
            </button>
            <button type="button" onClick={() => { attributeDrafts.clear(base.Uid); setDraft(null); }}>
              Discard it
            </button>
          </div>
        </div>
      )}
      <AttributeForm
        key={restoredValues ? 'restored' : 'opened'}
        ref={formHandle}
        original={base}
        isNew={isNew}
        languages={languages}
        attributes={attributes}
        readOnly={readOnly}
        initialValues={restoredValues}
        onSubmit={save}
        notices={notices}
        review={(values) => (
          <ChangesReview caption="What saving will change" beforeLabel="Saved" afterLabel="Yours" labelOf={labelOf} changes={listChanges(base, attributeBodyFrom(base, values, languages), { dictionaries: ATTRIBUTE_DICTIONARIES })} />
        )}
      />
    </>
  );
}

function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
