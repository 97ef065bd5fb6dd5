import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Language } from '../../api/languages';
import { TextAreaField, TextField } from '../../components/field';
import { formatNumber } from '../../components/format';
import type { AttributeFormValues } from './attribute-form-values';

type Form = UseFormReturn<AttributeFormValues>;

/** "The name is missing in 2 of 7 languages, the description in 3." (called while rendering: the language of the moment). */
function missingSummary(missingNames: number, missingDescriptions: number, total: number): string {
  if (missingNames === 0 && missingDescriptions === 0) return translate`Name and description are filled in for every language.`;
  const names = formatNumber(missingNames);
  const descriptions = formatNumber(missingDescriptions);
  if (missingNames === 0) {
    return plural(total, {
      one: `Every language has a name; the description is missing in ${descriptions} of # language.`,
      other: `Every language has a name; the description is missing in ${descriptions} of # languages.`,
    });
  }
  if (missingDescriptions === 0) {
    return plural(total, {
      one: `The name is missing in ${names} of # language; every language has a description.`,
      other: `The name is missing in ${names} of # languages; every language has a description.`,
    });
  }
  return plural(total, {
    one: `The name is missing in ${names} of # language, the description in ${descriptions}.`,
    other: `The name is missing in ${names} of # languages, the description in ${descriptions}.`,
  });
}

/**
 * One Name and one Description input per language, in SortOrder. What is missing is said once,
 * above them, with a way to show only the languages that miss something (not a warning per field).
 */
export function LocalizedFields({ form, languages }: { form: Form; languages: readonly Language[] }) {
  const { t } = useLingui();
  const names = useWatch({ control: form.control, name: 'Name' });
  const descriptions = useWatch({ control: form.control, name: 'Description' });
  // The languages to fill in as they were when asked for: a row does not vanish while it is being filled.
  const [onlyThese, setOnlyThese] = useState<ReadonlySet<number> | null>(null);
  const nameMissing = (language: Language) => !names?.[language.CultureCode]?.trim();
  const descriptionMissing = (language: Language) => !descriptions?.[language.CultureCode]?.trim();
  const incomplete = languages.filter((language) => nameMissing(language) || descriptionMissing(language));
  const toFill = formatNumber(incomplete.length);
  const shown = onlyThese ? languages.filter((language) => onlyThese.has(language.Id)) : languages;
  return (
    <fieldset>
      <legend>
        <Trans>Name and description per language</Trans>
      </legend>
      <p className="field-help">
        <Trans>Shown to customers, for example in a webshop.</Trans>
      </p>
      {languages.length === 0 ? (
        <p>
          <Trans>There are no languages yet: add them on the Languages page.</Trans>
        </p>
      ) : (
        <div className="localized-summary">
          <p>{missingSummary(languages.filter(nameMissing).length, languages.filter(descriptionMissing).length, languages.length)}</p>
          {onlyThese ? (
            <button type="button" className="button-quiet" onClick={() => setOnlyThese(null)}>
              <Trans>Show every language</Trans>
            </button>
          ) : (
            incomplete.length > 0 && (
              <button type="button" className="button-quiet" onClick={() => setOnlyThese(new Set(incomplete.map((language) => language.Id)))}>
                <Trans>Show only the {toFill} to fill in</Trans>
              </button>
            )
          )}
        </div>
      )}
      <div className="localized-table">
        {shown.map((language) => {
          const code = language.CultureCode;
          const languageName = language.Name || code;
          return (
            <div key={language.Id} className="localized-row">
              <TextField label={t`Name in ${languageName} (${code})`} lang={code} autoComplete="off" placeholder={t`Not translated yet`} {...form.register(`Name.${code}`)} />
              <TextAreaField label={t`Description in ${languageName} (${code})`} lang={code} rows={1} placeholder={t`Not translated yet`} {...form.register(`Description.${code}`)} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
