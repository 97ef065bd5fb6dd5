import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Language } from '../../api/languages';
import { TextAreaField, TextField } from '../../components/field';
import type { AttributeFormValues } from './attribute-form-values';

type Form = UseFormReturn<AttributeFormValues>;

const MISSING = 'Missing translation';

/** One Name and one Description input per language, in SortOrder; empty ones are marked as missing. */
export function LocalizedFields({ form, languages }: { form: Form; languages: readonly Language[] }) {
  const names = useWatch({ control: form.control, name: 'Name' });
  const descriptions = useWatch({ control: form.control, name: 'Description' });
  const missingNames = languages.filter((language) => !names?.[language.CultureCode]?.trim()).length;
  return (
    <fieldset>
      <legend>Name and description per language</legend>
      <p className="field-help">
        Shown for display, for example in a webshop. {missingNames === 0 ? 'The name is translated into every language.' : `The name is missing in ${missingNames} of ${languages.length} languages.`}
      </p>
      {languages.length === 0 && <p>There are no languages yet: add them on the Languages page.</p>}
      <div className="localized-table">
        {languages.map((language) => {
          const code = language.CultureCode;
          const label = `${language.Name || code} (${code})`;
          const nameMissing = !names?.[code]?.trim();
          const descriptionMissing = !descriptions?.[code]?.trim();
          return (
            <div key={language.Id} className="localized-row">
              <div className={nameMissing ? 'field-missing' : undefined}>
                <TextField
                  label={`Name in ${label}`}
                  lang={code}
                  autoComplete="off"
                  help={nameMissing ? <span className="missing-mark">{MISSING}</span> : undefined}
                  {...form.register(`Name.${code}`)}
                />
              </div>
              <div className={descriptionMissing ? 'field-missing' : undefined}>
                <TextAreaField
                  label={`Description in ${label}`}
                  lang={code}
                  rows={1}
                  help={descriptionMissing ? <span className="missing-mark">{MISSING}</span> : undefined}
                  {...form.register(`Description.${code}`)}
                />
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
