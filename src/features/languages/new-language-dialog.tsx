import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { madeBy } from '../../api/language-writes';
import { languageQueries, type Language, type NewLanguage } from '../../api/languages';
import { Dialog } from '../../components/dialog';
import { KeptInputOffer } from '../../components/kept-input-offer';
import { Loading } from '../../components/page-state';
import { useDraftOffer } from '../../components/use-draft-offer';
import { LanguageForm } from './language-form';
import type { LanguageFormValues } from './language-form-schema';
import { languageDrafts } from './use-language-save';

type NewLanguageDialogProps = {
  languages: Language[];
  /** A culture code to start from (a link that asks for this language). */
  code?: string;
  onSubmit: (parsed: NewLanguage, values: LanguageFormValues) => Promise<{ saved: true; sent: NewLanguage }>;
  onClose: () => void;
};

/**
 * "New language": the form in a dialog, loaded when first opened (the list's first visit does not carry the form). What was
 * typed into it for an addition that did not go through (refused, or cut off by a reload) is offered back.
 */
export function NewLanguageDialog({ languages, code, onSubmit, onClose }: NewLanguageDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // A language has no client-made id: its culture code names the addition (the server takes each code once). One taken
  // under another name is a colleague's: what was typed is offered back (the form then says the code is taken).
  const draft = useDraftOffer(languageDrafts, {
    inList: (code, values) => languages.some(madeBy(code, values.Name)),
    fetchRecord: async (code, values) => {
      const fresh = await queryClient.fetchQuery({ ...languageQueries.all(), staleTime: 0, retry: false });
      if (!fresh.some(madeBy(code, values.Name))) throw new Error(`no language ${code} named as typed`);
    },
  });
  const [restored, setRestored] = useState<LanguageFormValues | null>(null);
  // Opened once the check is done: an offer joining the description later would not be read, the focus being in a field by then.
  if (draft.checking) return <Loading label={t`Loading the form…`} />;
  return (
    // The offer is the dialog's description (read when it opens): the focus goes to the first field, past it.
    <Dialog title={t`New language`} onClose={onClose} description={draft.kept && <KeptInputOffer onRestore={() => setRestored(draft.restore())} onDiscard={draft.discard} />}>
      <LanguageForm languages={languages} proposedCode={code} initialValues={restored} onSubmit={onSubmit} onSaved={onClose} onCancel={onClose} />
    </Dialog>
  );
}
