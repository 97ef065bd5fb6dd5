import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Language } from '../../api/languages';
import { TextAreaField, TextField } from '../../components/field';
import { formatNumber } from '../../components/format';
import type { AttributeFormValues } from './attribute-form-values';

type Form = UseFormReturn<AttributeFormValues>;

const languageLabel = (language: Language) => `${language.Name || language.CultureCode} (${language.CultureCode})`;

/** "Name missing in 2 of 7 languages, description in 3." */
function missingSummary(missingNames: number, missingDescriptions: number, total: number): string {
  if (missingNames === 0 && missingDescriptions === 0) return 'Name and description are filled in for every language.';
  const of = `of ${formatNumber(total)} languages`;
  if (missingNames === 0) return `Every language has a name; the description is missing in ${formatNumber(missingDescriptions)} ${of}.`;
  if (missingDescriptions === 0) return `The name is missing in ${formatNumber(missingNames)} ${of}; every language has a description.`;
  return `The name is missing in ${formatNumber(missingNames)} ${of}, the description in ${formatNumber(missingDescriptions)}.`;
}

/**
 * One Name and one Description input per language, in SortOrder. What is missing is said once,
 * above them, with a way to show only the languages that miss something (not a warning per field).
 */
export function LocalizedFields({ form, languages }: { form: Form; languages: readonly Language[] }) {
  const names = useWatch({ control: form.control, name: 'Name' });
  const descriptions = useWatch({ control: form.control, name: 'Description' });
  // The languages to fill in as they were when asked for: a row does not vanish while it is being filled.
  const [onlyThese, setOnlyThese] = useState<ReadonlySet<number> | null>(null);
  const nameMissing = (language: Language) => !names?.[language.CultureCode]?.trim();
  const descriptionMissing = (language: Language) => !descriptions?.[language.CultureCode]?.trim();
  const incomplete = languages.filter((language) => nameMissing(language) || descriptionMissing(language));
  const shown = onlyThese ? languages.filter((language) => onlyThese.has(language.Id)) : languages;
  return (
    <fieldset>
      <legend>Name and description per language</legend>
      <p className="field-help">Shown to customers, for example in a webshop.</p>
      {languages.length === 0 ? (
        <p>There are no languages yet: add them on the Languages page.</p>
      ) : (
        <div className="localized-summary">
          <p>{missingSummary(languages.filter(nameMissing).length, languages.filter(descriptionMissing).length, languages.length)}</p>
          {onlyThese ? (
            <button type="button" className="button-quiet" onClick={() => setOnlyThese(null)}>
              Show every language
            </button>
          ) : (
            incomplete.length > 0 && (
              <button type="button" className="button-quiet" onClick={() => setOnlyThese(new Set(incomplete.map((language) => language.Id)))}>
                Show only the {formatNumber(incomplete.length)} to fill in
              </button>
            )
          )}
        </div>
      )}
      <div className="localized-table">
        {shown.map((language) => {
          const code = language.CultureCode;
          return (
            <div key={language.Id} className="localized-row">
              <TextField label={`Name in ${languageLabel(language)}`} lang={code} autoComplete="off" placeholder="Not translated yet" {...form.register(`Name.${code}`)} />
              <TextAreaField label={`Description in ${languageLabel(language)}`} lang={code} rows={1} placeholder="Not translated yet" {...form.register(`Description.${code}`)} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
