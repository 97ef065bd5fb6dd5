import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SelectField } from '../../components/field';
import { chooseInterfaceLanguage, INTERFACE_LANGUAGES, isInterfaceLanguage, type InterfaceLanguage } from '../../i18n/interface-language';

// Each language by its own name, so an editor finds theirs whatever the interface speaks now.
// eslint-disable-next-line lingui/no-unlocalized-strings -- each language's name in that language, never translated
const OWN_NAMES: Record<InterfaceLanguage, string> = { en: 'English', da: 'Dansk', de: 'Deutsch' };

/**
 * The language of the interface (menus, buttons, messages), kept on this device and applied at once.
 * Not the data's languages: the PIM's cultures are managed under Languages.
 */
export function InterfaceLanguageField() {
  const { t, i18n } = useLingui();
  // The choice shows at once, while its catalog may still be loading; otherwise the language in use (another tab may change it).
  const [pending, setPending] = useState<InterfaceLanguage | null>(null);
  const shown = pending ?? (isInterfaceLanguage(i18n.locale) ? i18n.locale : 'en');
  const [failed, setFailed] = useState<InterfaceLanguage | null>(null);
  const failedName = failed ? OWN_NAMES[failed] : null;
  return (
    <section aria-labelledby="interface-language-heading">
      <h2 id="interface-language-heading">
        <Trans>Interface</Trans>
      </h2>
      <SelectField
        label={t`Interface language`}
        help={
          <Trans>
            The language of menus, buttons and messages on this device. It does not change the languages of your data (the cultures that names and descriptions are written in): those are managed under{' '}
            <em>Languages</em>.
          </Trans>
        }
        value={shown}
        error={failedName ? t`${failedName} could not be loaded (no connection?). The interface stays as it was; choose it again to try again.` : undefined}
        onChange={(event) => {
          const language = event.target.value;
          if (!isInterfaceLanguage(language)) return;
          setPending(language);
          setFailed(null);
          // The catalog is a download: offline, the choice goes back and says why.
          chooseInterfaceLanguage(language).then(
            () => setPending(null),
            () => {
              setPending(null);
              setFailed(language);
            },
          );
        }}
      >
        {INTERFACE_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {OWN_NAMES[language]}
          </option>
        ))}
      </SelectField>
    </section>
  );
}
