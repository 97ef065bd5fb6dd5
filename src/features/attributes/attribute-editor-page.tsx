import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { attributeDisplayName, attributeQueries, type Attribute } from '../../api/attributes';
import { ATTRIBUTE_DICTIONARIES, useCreateAttribute, useUpdateAttribute } from '../../api/attribute-writes';
import { languageQueries, type Language } from '../../api/languages';
import { toApiError } from '../../api/api-error';
import { sendCreate, useCreateUid } from '../../api/outbox-create';
import { createOrFind } from '../../api/unknown-outcome';
import { listChanges } from '../../api/three-way-merge';
import { ChangedElsewhereNotice } from '../../components/changed-elsewhere-notice';
import { ChangesReview } from '../../components/changes-review';
import { ConflictPanel } from '../../components/conflict-panel';
import { KeptInputOffer } from '../../components/kept-input-offer';
import { useDraftOffer } from '../../components/use-draft-offer';
import { DeletedNotice, ReplacedNotice } from '../../components/save-outcome-notices';
import { useRecordSave, type RecordSaveResult } from '../../components/use-record-save';
import { Loading, LoadError } from '../../components/page-state';
import { ShortId } from '../../components/short-id';
import { useToast } from '../../components/toast';
import { usePageTitle } from '../../components/use-page-title';
import { useSupports, VersionGate } from '../../components/version-gate';
import { attributeBodyFrom, formValuesFrom, newAttributeBody, type AttributeFormValues } from './attribute-form-values';

// The form's dictionaries: a name or a type setting restored from kept input is put back entry by entry.
// eslint-disable-next-line lingui/no-unlocalized-strings -- the form's field names
const FORM_DICTIONARIES = [...ATTRIBUTE_DICTIONARIES, 'Settings'];
import { AttributeForm, type AttributeFormHandle, type SubmitOutcome } from './attribute-form';
import { attributeDrafts, attributeFieldLabel } from './attribute-save';
import { AttributeReferencesSection } from './attribute-references-section';
import { DuplicateAttribute } from './duplicate-attribute';
import { typeSettings } from './type-settings';
import './attributes.css';

/** /attributes/new and /attributes/:uid. The form mounts once everything it checks against has loaded. */
export function AttributeEditorPage() {
  const { t } = useLingui();
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
  const name = detail.data ? attributeDisplayName(detail.data, firstCulture) : '';
  const title = notFound ? t`Attribute not found` : isNew ? t`New attribute` : detail.data ? t`Attribute ${name}` : t`Attribute`;
  usePageTitle(title);

  const recordAlias = detail.data?.Alias;
  const recordUid = detail.data?.Uid ?? '';
  // "Duplicate…" only with the form: the page moves the line into the form once it loads, which would close an open dialog.
  const recordLine = (withDuplicate: boolean) =>
    !isNew &&
    detail.data && (
      <div className="record-line">
        <p className="muted">
          <Trans>
            {recordAlias} · id <ShortId id={recordUid} what={t`attribute id`} />
          </Trans>
        </p>
        {withDuplicate && canWrite && attributes.data && <DuplicateAttribute attribute={detail.data} attributes={attributes.data} />}
      </div>
    );

  return (
    <div className="page attribute-editor">
      <p className="back-link">
        <Link to="/attributes">
          <Trans>← All attributes</Trans>
        </Link>
      </p>
      {notFound ? (
        <>
          <h1>{title}</h1>
          <div className="page-state page-state-error" role="alert">
            <p>
              <Trans>There is no attribute at this link. It may have been deleted, or the link is wrong.</Trans>
            </p>
            <p>
              <Link to="/attributes">
                <Trans>Find it among all attributes</Trans>
              </Link>
            </p>
          </div>
        </>
      ) : failed || !ready || (isNew && !canWrite) ? (
        <>
          <h1>{title}</h1>
          {recordLine(false)}
          {failed ? (
            <LoadError error={failed.error} what={failed === detail ? t`this attribute` : failed === languages ? t`the languages` : t`the attributes`} onRetry={() => failed.refetch()} />
          ) : !ready ? (
            <Loading label={t`Loading the attribute…`} />
          ) : (
            <VersionGate feature="attributeWrite">{null}</VersionGate>
          )}
        </>
      ) : isNew ? (
        <EditorForm isNew title={title} languages={languages.data} attributes={attributes.data} readOnly={false} />
      ) : (
        <EditorForm
          key={uid}
          title={title}
          recordLine={
            <>
              {recordLine(true)}
              {!canWrite && <VersionGate feature="attributeWrite">{null}</VersionGate>}
            </>
          }
          whereUsed={
            <VersionGate feature="attributeReferences">
              <AttributeReferencesSection uid={uid} cultureCode={firstCulture} />
            </VersionGate>
          }
          original={detail.data}
          server={detail.data}
          languages={languages.data}
          attributes={attributes.data}
          readOnly={!canWrite}
        />
      )}
    </div>
  );
}

type EditorFormProps = {
  title: string;
  recordLine?: ReactNode;
  whereUsed?: ReactNode;
  isNew?: boolean;
  original?: Attribute;
  server?: Attribute;
  languages: Language[];
  attributes: Attribute[];
  readOnly: boolean;
};

function EditorForm({ title, recordLine, whereUsed, isNew = false, original, server, languages, attributes, readOnly }: EditorFormProps) {
  const { t } = useLingui();
  const createAttribute = useCreateAttribute();
  const createUid = useCreateUid();
  const updateAttribute = useUpdateAttribute();
  const queryClient = useQueryClient();
  const toast = useToast();
  const formHandle = useRef<AttributeFormHandle>(null);
  const opened = original ?? { Uid: '', AttributeType: 'BooleanAttribute' };
  const labelOf = (path: string) => attributeFieldLabel(path, languages);
  const settingsOf = (attribute: Attribute) => typeSettings(attribute.AttributeType ?? '', attributes, attribute);
  const valuesOf = (attribute: Attribute) => formValuesFrom(attribute, languages, settingsOf(attribute));
  const saver = useRecordSave<Attribute, AttributeFormValues>({
    resource: 'attribute',
    id: opened.Uid,
    what: t`Attribute`,
    nameOf: (attribute) => attribute.Alias ?? attribute.Uid,
    link: `/attributes/${opened.Uid}`,
    opened,
    dictionaries: ATTRIBUTE_DICTIONARIES,
    labelOf,
    fetchLatest: () => queryClient.fetchQuery({ ...attributeQueries.detail(opened.Uid), staleTime: 0 }),
    send: (merged) => updateAttribute.mutateAsync(merged),
    create: (attribute) => createAttribute.mutateAsync(attribute),
  });
  const { base } = saver;
  const draft = useDraftOffer(
    attributeDrafts,
    isNew
      ? {
          inList: (uid) => attributes.some((attribute) => attribute.Uid === uid),
          fetchRecord: (uid) => queryClient.fetchQuery({ ...attributeQueries.detail(uid), staleTime: 0 }),
        }
      : () => attributeDrafts.read(opened.Uid, server),
  );
  const [restoredValues, setRestoredValues] = useState<AttributeFormValues | null>(null);

  // Not while saving: the save's own re-read and read-back reach the cache before its base moves.
  const changedElsewhere = !isNew && server && !saver.saving ? listChanges(base, server, { dictionaries: ATTRIBUTE_DICTIONARIES }) : [];
  // A colleague's save reaches a form nobody has typed in: it shows their copy, so a later save starts from it.
  const [followed, setFollowed] = useState<string | null>(null);
  const follows = changedElsewhere.length > 0 && !draft.kept && !saver.conflict && !saver.deleted && !saver.replaced;
  useEffect(() => {
    if (!follows || !server || !formHandle.current?.untouched()) return;
    saver.setBase(server);
    formHandle.current.savedAs(valuesOf(server), { replaceInput: true });
    setFollowed(
      listChanges(base, server, { dictionaries: ATTRIBUTE_DICTIONARIES })
        .map((change) => labelOf(change.path))
        .join(', '),
    );
    // Once per copy of the server's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [server, follows]);

  async function save(values: AttributeFormValues): Promise<SubmitOutcome> {
    if (isNew) {
      // decisions.md: the client picks the Uid, so it can open the attribute after the empty 200.
      const { uid, sentBefore } = createUid.next();
      const body = newAttributeBody(uid, values, languages);
      let alias = body.Alias;
      const held = () => queryClient.fetchQuery({ ...attributeQueries.detail(uid), staleTime: 0, retry: false });
      let found: Attribute | null;
      try {
        ({ found } = await sendCreate({ resource: 'attribute', label: t`New attribute ${alias}`, link: '/attributes/new', uid, values }, () =>
          createOrFind(() => createAttribute.mutateAsync(body), held, sentBefore),
        ));
      } catch (error) {
        createUid.failed(uid, error);
        throw error;
      }
      createUid.forget();
      // Made by an earlier try whose answer did not come: it has what that try sent.
      if (found?.Alias) alias = found.Alias;
      if (found) void queryClient.invalidateQueries({ queryKey: attributeQueries.all().queryKey });
      toast.show(t`Attribute ${alias} created.`);
      return { kind: 'saved', values, next: `/attributes/${uid}` };
    }
    const result = await saver.save(attributeBodyFrom(base, values, languages), values);
    return result.saved ? { kind: 'saved', values: valuesOf(result.record) } : { kind: 'held' };
  }

  /** "Create it again" sends what the form holds now, once the form's own checks pass (as a save does); otherwise nothing, and the problems show at the fields. */
  async function createAgain() {
    const values = await formHandle.current?.checked();
    if (values) await settle(saver.createAgain(attributeBodyFrom(base, values, languages)));
  }

  /** A save the editor settled by hand (conflict choices, a restore, a deletion): the form shows the result. */
  async function settle(work: Promise<RecordSaveResult<Attribute>>) {
    const result = await work;
    if (result.saved) formHandle.current?.savedAs(valuesOf(result.record), { replaceInput: true });
  }

  const notices = (
    <>
      {saver.mergedNote && (
        <p className="attribute-notice" role="status">
          {saver.mergedNote}
        </p>
      )}
      {saver.conflict && (
        <ConflictPanel
          conflicts={saver.conflict.result.conflicts}
          labelOf={labelOf}
          pending={saver.saving}
          onResolve={(choices) => void settle(saver.resolve(choices))}
          onCancel={saver.cancelConflict}
        />
      )}
      {saver.deleted && <DeletedNotice what={t`attribute`} pending={saver.saving} onCreateAgain={() => void createAgain()} />}
      {saver.replaced && (
        <ReplacedNotice
          fields={saver.replaced.paths.map(labelOf)}
          pending={saver.saving}
          onRestoreMine={() => void settle(saver.restoreMine())}
          onKeepTheirs={() => {
            formHandle.current?.savedAs(valuesOf(base), { replaceInput: true });
            saver.keepTheirs();
          }}
        />
      )}
    </>
  );

  const intro = (
    <>
      {recordLine}
      {!isNew && server && <ChangedElsewhereNotice what={t`This attribute`} changes={changedElsewhere} labelOf={labelOf} />}
      {followed && (
        <p className="attribute-notice" role="status">
          {t`Changed elsewhere (${followed}): the form shows the saved copy now.`}
        </p>
      )}
      {draft.kept && (
        <KeptInputOffer onRestore={() => setRestoredValues(draft.restore(isNew ? undefined : { current: valuesOf(base), valuesOf, dictionaries: FORM_DICTIONARIES }))} onDiscard={draft.discard} />
      )}
    </>
  );

  return (
    <>
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
        title={title}
        intro={intro}
        whereUsed={whereUsed}
        review={(values) => (
          <ChangesReview
            caption={t`What saving will change`}
            beforeLabel={t`Saved`}
            afterLabel={t`Yours`}
            labelOf={labelOf}
            changes={listChanges(base, attributeBodyFrom(base, values, languages), { dictionaries: ATTRIBUTE_DICTIONARIES })}
          />
        )}
      />
    </>
  );
}
