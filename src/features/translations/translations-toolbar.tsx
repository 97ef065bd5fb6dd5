import '../../components/list-toolbar.css';
import { SearchField } from '../../components/search-field';
import type { Language } from '../../api/languages';
import { LanguageSelect } from './language-select';
import type { TranslationParams } from './translation-model';

type ToolbarProps = {
  query: string;
  onQueryChange: (query: string) => void;
  params: TranslationParams;
  onChange: (changes: Partial<TranslationParams>) => void;
  languages: readonly Language[];
};

/** Search (as on /attributes), the "missing in" filter and which text is shown; all of it lives in the URL. */
export function TranslationsToolbar({ query, onQueryChange, params, onChange, languages }: ToolbarProps) {
  return (
    <div className="list-toolbar tr-filters" role="search">
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
    </div>
  );
}
