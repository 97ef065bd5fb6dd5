import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { madeBy } from '../../api/language-writes';
import { languageQueries, type Language, type NewLanguage } from '../../api/languages';
import { useAddLanguage } from '../../api/language-writes';
import { toApiError } from '../../api/api-error';
import { sendCreate } from '../../api/outbox-create';
import { createOrFind } from '../../api/unknown-outcome';
import { LoadBoundary, useLazyPart } from '../../components/load-boundary';
import { PageHeader } from '../../components/page-header';
import { Empty, Loading, LoadError } from '../../components/page-state';
import { useToast } from '../../components/toast';
import { usePageTitle } from '../../components/use-page-title';
import type { LanguageFormValues } from './language-form-schema';
import { LanguagesTable } from './languages-table';

// The dialogs (and the form they hold) load when first opened: the list's first visit does not carry them.
const loadNewDialog = () => import('./new-language-dialog');
const pickNewDialog = (module: Awaited<ReturnType<typeof loadNewDialog>>) => module.NewLanguageDialog;
const loadEditDialog = () => import('./edit-language-dialog');
const pickEditDialog = (module: Awaited<ReturnType<typeof loadEditDialog>>) => module.EditLanguageDialog;

const translateHref = (cultureCode: string) => `/translations?missing=${encodeURIComponent(cultureCode)}`;

/** The dialog's state lives in the URL (?new, ?new=CODE, ?edit=ID) so it can be shared and reloaded. */
export function LanguagesPage() {
  const { t } = useLingui();
  usePageTitle(t`Languages`);
  const languages = useQuery(languageQueries.all());
  const [NewLanguageDialog, retryNewDialog] = useLazyPart(loadNewDialog, pickNewDialog);
  const [EditLanguageDialog, retryEditDialog] = useLazyPart(loadEditDialog, pickEditDialog);
  const addLanguage = useAddLanguage();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();

  const isNew = searchParams.has('new');
  // ?new=fi-FI (the import's link for texts in a language not here) fills in the code.
  const proposedCode = searchParams.get('new') || undefined;
  const editId = Number(searchParams.get('edit'));
  const found = languages.data?.find((language) => language.Id === editId);
  // A language that leaves the list while its dialog is open (gone from the server) keeps the
  // dialog, and what was typed in it, on screen: the dialog says so and offers to add it again.
  const [lastOpened, setLastOpened] = useState<Language | undefined>(undefined);
  if (found && found !== lastOpened) setLastOpened(found);
  if (!found && lastOpened && lastOpened.Id !== editId) setLastOpened(undefined);
  const editing = found ?? (searchParams.has('edit') && lastOpened?.Id === editId ? lastOpened : undefined);

  // Closing is a change of the URL: the form's own guard asks first when something was typed (Cancel, Escape and Back alike).
  const closeDialog = () => setSearchParams({}, { replace: true });
  const editHref = (id: number) => `?edit=${id}`;

  // A new language has no names yet: the page offers to translate them while it is fresh.
  const [added, setAdded] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // The code of an add whose outcome stayed unknown: the server refusing it as taken on the next try may mean that add.
  const unknownCode = useRef<string | null>(null);
  async function create(values: NewLanguage, typed: LanguageFormValues) {
    const cultureCode = values.CultureCode;
    const held = async () => {
      const all = await queryClient.fetchQuery({ ...languageQueries.all(), staleTime: 0, retry: false });
      return all.find(madeBy(cultureCode, values.Name)) ?? null;
    };
    const sentBefore = unknownCode.current === cultureCode.toLowerCase();
    // Through the outbox: a reload in the middle asks first, and the form offers what was typed back.
    try {
      await sendCreate({ resource: 'language', label: t`New language ${cultureCode}`, link: '/languages?new', uid: cultureCode, values: typed }, () =>
        createOrFind(() => addLanguage.mutateAsync(values), held, sentBefore),
      );
    } catch (error) {
      // An earlier add of this code whose outcome is unknown stays so whatever this try's answer.
      unknownCode.current = toApiError(error).mayHaveLanded || sentBefore ? cultureCode.toLowerCase() : null;
      throw error;
    }
    unknownCode.current = null;
    setAdded(cultureCode);
    toast.show(t`Language ${cultureCode} added.`, 'success', { link: { to: translateHref(cultureCode), label: t`Translate names now` } });
    return { saved: true, sent: values } as const;
  }

  const missingId = searchParams.get('edit');
  return (
    <div className="page">
      <PageHeader
        title={t`Languages`}
        actions={
          <button type="button" className="button-primary" onClick={() => setSearchParams({ new: '' })} disabled={!languages.data}>
            <Trans>New language</Trans>
          </button>
        }
      />
      <p className="page-note">
        <Trans>Names and descriptions can be entered in these languages. A language cannot be removed once added, so check its code before you add it.</Trans>
      </p>
      {added && (
        <p className="page-notice" role="status">
          <Trans>
            Language {added} added; no attribute has a name in it yet. <Link to={translateHref(added)}>Translate names now</Link>
          </Trans>{' '}
          <button type="button" className="button-quiet" onClick={() => setAdded(null)}>
            <Trans>Dismiss</Trans>
          </button>
        </p>
      )}
      {languages.isPending && <Loading label={t`Loading languages…`} />}
      {languages.isError && <LoadError error={languages.error} what={t`the languages`} onRetry={() => languages.refetch()} />}
      {languages.data &&
        (languages.data.length === 0 ? (
          <Empty>
            <Trans>No languages yet. Add the first with “New language”.</Trans>
          </Empty>
        ) : (
          <LanguagesTable languages={languages.data} editHref={editHref} onOpen={(id) => setSearchParams({ edit: String(id) })} />
        ))}
      {languages.data && isNew && (
        <LoadBoundary what={t`the new language form`} onRetry={retryNewDialog} onClose={closeDialog} loading={<Loading label={t`Loading the form…`} />}>
          <NewLanguageDialog languages={languages.data} code={proposedCode} onSubmit={create} onClose={closeDialog} />
        </LoadBoundary>
      )}
      {languages.data && editing && (
        <LoadBoundary what={t`the language form`} onRetry={retryEditDialog} onClose={closeDialog} loading={<Loading label={t`Loading the form…`} />}>
          <EditLanguageDialog key={editing.Id} current={editing} languages={languages.data} onClose={closeDialog} />
        </LoadBoundary>
      )}
      {languages.data && searchParams.has('edit') && !editing && (
        <div role="alert" className="page-state page-state-error">
          <Trans>There is no language with id {missingId}.</Trans>
        </div>
      )}
    </div>
  );
}
