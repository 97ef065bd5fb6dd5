import '../../components/list-toolbar.css';
import { SearchField } from '../../components/search-field';
import type { Language } from '../../api/languages';
import { formatNumber } from '../../components/format';
import { LanguageSelect } from './language-select';
import type { LanguageProgress, TranslationParams } from './translation-model';

type ToolbarProps = {
  query: string;
  onQueryChange: (query: string) => void;
  params: TranslationParams;
  onChange: (changes: Partial<TranslationParams>) => void;
  languages: readonly Language[];
  shown: number;
  total: number;
};

/** Search (as on /attributes), the "missing in" filter and which text is shown; all of it lives in the URL. */
export function TranslationsToolbar({ query, onQueryChange, params, onChange, languages, shown, total }: ToolbarProps) {
  return (
    <div className="list-toolbar" role="search">
      <SearchField label="Search attributes" value={query} onChange={onQueryChange} placeholder="Alias, backoffice name or a name in any language" />
      <LanguageSelect label="Missing in" languages={languages} value={params.missing} onChange={(missing) => onChange({ missing })} emptyChoice="Any language (show all)" />
      <fieldset className="toolbar-choice">
        <legend>Show</legend>
        {(['Name', 'Description'] as const).map((field) => (
          <label key={field}>
            <input type="radio" name="translation-field" checked={params.field === field} onChange={() => onChange({ field })} />
            {field === 'Name' ? 'Names' : 'Descriptions'}
          </label>
        ))}
      </fieldset>
      <p className="toolbar-count" role="status">
        {shown !== total ? `${formatNumber(shown)} of ${formatNumber(total)} attributes` : `${formatNumber(total)} attributes`}
      </p>
    </div>
  );
}

/** Translated / total per language; choosing one shows what is missing in it. */
export function LanguageProgressList({
  progress,
  field,
  missing,
  onMissing,
}: {
  progress: readonly LanguageProgress[];
  field: TranslationParams['field'];
  missing: string;
  onMissing: (cultureCode: string) => void;
}) {
  const what = field === 'Name' ? 'names' : 'descriptions';
  return (
    <ul className="tr-progress" aria-label={`Translated ${what} per language`}>
      {progress.map(({ language, translated, total }) => {
        const code = language.CultureCode;
        const percent = total === 0 ? 100 : Math.floor((translated / total) * 100);
        return (
          <li key={code}>
            <button
              type="button"
              aria-pressed={missing === code}
              onClick={() => onMissing(missing === code ? '' : code)}
              title={missing === code ? 'Show all attributes' : `Show only attributes missing ${what} in ${code}`}
            >
              <span className="tr-progress-name">
                {language.Name || code} <span className="tr-code">{code}</span>
              </span>{' '}
              <progress value={translated} max={Math.max(total, 1)} aria-hidden="true" />{' '}
              <span className="tr-progress-count">
                {formatNumber(translated)} of {formatNumber(total)} ({percent}%)
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
