import type { Language } from '../../api/languages';

type LanguageSelectProps = {
  label: string;
  languages: readonly Language[];
  value: string;
  onChange: (cultureCode: string) => void;
  /** A first choice meaning "none", e.g. "Any language (show all)". */
  emptyChoice?: string;
};

/** A language chosen by name, its culture code beside it. */
export function LanguageSelect({ label, languages, value, onChange, emptyChoice }: LanguageSelectProps) {
  return (
    <label className="toolbar-field">
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {emptyChoice !== undefined && <option value="">{emptyChoice}</option>}
        {languages.map((language) => (
          <option key={language.CultureCode} value={language.CultureCode}>
            {language.Name || language.CultureCode} ({language.CultureCode})
          </option>
        ))}
      </select>
    </label>
  );
}
