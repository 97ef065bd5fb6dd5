import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { Language } from '../../api/languages';
import { listChanges } from '../../api/three-way-merge';
import { ChangedElsewhereNotice } from '../../components/changed-elsewhere-notice';
import { ChangesReview } from '../../components/changes-review';
import { ConflictPanel } from '../../components/conflict-panel';
import { Dialog } from '../../components/dialog';
import { KeptInputOffer } from '../../components/kept-input-offer';
import { useDraftOffer } from '../../components/use-draft-offer';
import { DeletedNotice, ReplacedNotice } from '../../components/save-outcome-notices';
import { LanguageForm, type LanguageFormHandle } from './language-form';
import { languageFormValues, type LanguageFormValues } from './language-form-schema';
import { languageDrafts, languageFieldLabel, useLanguageSave } from './use-language-save';

type EditLanguageDialogProps = {
  /** The language as the list has it now (refetches on focus, other tabs' changes). */
  current: Language;
  languages: readonly Language[];
  onClose: () => void;
};

/**
 * Editing one language: the dialog keeps the copy it opened as its base, says so when the
 * server's copy changes meanwhile, and saves through the three-way merge.
 */
export function EditLanguageDialog({ current, languages, onClose }: EditLanguageDialogProps) {
  const { t } = useLingui();
  const saving = useLanguageSave(current);
  const draft = useDraftOffer(languageDrafts, () => languageDrafts.read(String(current.Id), current));
  const [restored, setRestored] = useState<LanguageFormValues | null>(null);
  // Not while saving: the save's own re-read and read-back reach the list before its base moves.
  const changedElsewhere = saving.working ? [] : listChanges(saving.base, current);
  const form = useRef<LanguageFormHandle>(null);

  async function addAgain() {
    const parsed = await form.current?.checked();
    const result = parsed && (await saving.createAgain(parsed));
    if (result && result.saved) form.current?.savedAs(result.sent);
  }

  const notices = (
    <>
      {saving.conflict && (
        <ConflictPanel
          conflicts={saving.conflict.result.conflicts}
          labelOf={languageFieldLabel}
          pending={saving.working}
          onResolve={(choices) => void saving.resolve(choices).then((result) => result.saved && form.current?.savedAs(result.sent))}
          onCancel={saving.cancelConflict}
        />
      )}
      {saving.deleted && (
        <DeletedNotice
          what="language"
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a key of DeletedNotice's union ('Create' | 'Add'), not the words shown
          again="Add"
          gone={t`This language is no longer on the server.`}
          pending={saving.working}
          onCreateAgain={() => void addAgain()}
        />
      )}
      {saving.replaced && (
        <ReplacedNotice
          fields={saving.replaced.paths.map(languageFieldLabel)}
          pending={saving.working}
          onRestoreMine={() => void saving.restoreMine().then((result) => result.saved && form.current?.savedAs(result.record))}
          onKeepTheirs={() => {
            form.current?.savedAs(saving.base);
            saving.keepTheirs();
          }}
        />
      )}
    </>
  );

  // The dialog's description (read when it opens): the focus goes to the first field, past the offer.
  const keptOffer = draft.kept && <KeptInputOffer onRestore={() => setRestored(draft.restore({ current: languageFormValues(saving.base), valuesOf: languageFormValues }))} onDiscard={draft.discard} />;
  const languageName = saving.base.Name || saving.base.CultureCode;
  return (
    <Dialog title={t`Edit ${languageName}`} onClose={onClose} description={keptOffer}>
      <ChangedElsewhereNotice what={t`This language`} changes={changedElsewhere} labelOf={languageFieldLabel} />
      <LanguageForm
        ref={form}
        languages={languages}
        editing={saving.base}
        initialValues={restored}
        onSubmit={(parsed, values) => saving.save(values, parsed)}
        onSaved={onClose}
        onCancel={onClose}
        notices={notices}
        review={(parsed) => (
          <ChangesReview
            caption={t`What saving will change`}
            beforeLabel={t`When you opened it`}
            afterLabel={t`Yours`}
            labelOf={languageFieldLabel}
            changes={listChanges(saving.base, { ...saving.base, ...parsed })}
          />
        )}
      />
    </Dialog>
  );
}
