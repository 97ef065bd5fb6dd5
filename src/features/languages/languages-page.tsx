import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { languageQueries, useAddLanguage, useUpdateLanguage, type NewLanguage } from '../../api/languages';
import { ConfirmDialog, Dialog } from '../../components/dialog';
import { Empty, Loading, LoadError } from '../../components/page-state';
import { useToast } from '../../components/toast';
import { usePageTitle } from '../../components/use-page-title';
import { LanguageForm } from './language-form';
import { LanguagesTable } from './languages-table';

/** The dialog's state lives in the URL (?new, ?edit=ID) so it can be shared and reloaded. */
export function LanguagesPage() {
  usePageTitle('Languages');
  const languages = useQuery(languageQueries.all());
  const addLanguage = useAddLanguage();
  const updateLanguage = useUpdateLanguage();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();

  const isNew = searchParams.has('new');
  const editId = Number(searchParams.get('edit'));
  const editing = languages.data?.find((language) => language.Id === editId);

  const formDirty = useRef(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const closeDialog = () => {
    formDirty.current = false;
    setConfirmingClose(false);
    setSearchParams({}, { replace: true });
  };
  // Cancel and Escape never throw away what was typed without asking.
  const requestClose = () => (formDirty.current ? setConfirmingClose(true) : closeDialog());
  const trackDirty = (dirty: boolean) => {
    formDirty.current = dirty;
  };
  const editHref = (id: number) => `?edit=${id}`;

  async function create(values: NewLanguage) {
    await addLanguage.mutateAsync(values);
    toast.show(`Language ${values.CultureCode} added.`);
    closeDialog();
  }

  async function update(values: NewLanguage) {
    if (!editing) return;
    await updateLanguage.mutateAsync({ ...editing, ...values });
    toast.show(`Language ${values.CultureCode} saved.`);
    closeDialog();
  }

  return (
    <div className="page">
      <div className="page-header">
        <h1>Languages</h1>
        <button type="button" className="button-primary" onClick={() => setSearchParams({ new: '' })} disabled={!languages.data}>
          New language
        </button>
      </div>
      <p className="page-note">
        Data can be entered only in these languages. Languages cannot be deleted (the API has no delete), so nothing added here is lost.
      </p>
      {languages.isPending && <Loading label="Loading languages…" />}
      {languages.isError && <LoadError error={languages.error} what="the languages" onRetry={() => languages.refetch()} />}
      {languages.data &&
        (languages.data.length === 0 ? (
          <Empty>No languages yet. Add the first with “New language”.</Empty>
        ) : (
          <LanguagesTable languages={languages.data} editHref={editHref} onOpen={(id) => setSearchParams({ edit: String(id) })} />
        ))}
      {languages.data && isNew && (
        <Dialog title="New language" onClose={requestClose}>
          <LanguageForm languages={languages.data} onSubmit={create} onCancel={requestClose} onDirtyChange={trackDirty} />
        </Dialog>
      )}
      {languages.data && editing && (
        <Dialog title={`Edit ${editing.Name || editing.CultureCode}`} onClose={requestClose}>
          <LanguageForm key={editing.Id} languages={languages.data} editing={editing} onSubmit={update} onCancel={requestClose} onDirtyChange={trackDirty} />
        </Dialog>
      )}
      {confirmingClose && (
        <ConfirmDialog
          title="Discard your changes?"
          message="What you typed in this language has not been saved."
          confirmLabel="Discard changes"
          onConfirm={closeDialog}
          onCancel={() => setConfirmingClose(false)}
        />
      )}
      {languages.data && searchParams.has('edit') && !editing && (
        <div role="alert" className="page-state page-state-error">
          There is no language with id {searchParams.get('edit')}.
        </div>
      )}
    </div>
  );
}
