import { useLingui } from '@lingui/react/macro';
import type { Language, NewLanguage } from '../../api/languages';
import { Dialog } from '../../components/dialog';
import { LanguageForm } from './language-form';

type NewLanguageDialogProps = {
  languages: Language[];
  onSubmit: (values: NewLanguage) => Promise<{ saved: true; sent: NewLanguage }>;
  onClose: () => void;
};

/** "New language": the form in a dialog, loaded when first opened (the list's first visit does not carry the form). */
export function NewLanguageDialog({ languages, onSubmit, onClose }: NewLanguageDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog title={t`New language`} onClose={onClose}>
      <LanguageForm languages={languages} onSubmit={onSubmit} onSaved={onClose} onCancel={onClose} />
    </Dialog>
  );
}
