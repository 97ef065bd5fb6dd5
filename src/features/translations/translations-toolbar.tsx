import { Trans, useLingui } from '@lingui/react/macro';
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

// eslint-disable-next-line lingui/no-unlocalized-strings -- the API's dictionaries (TranslationField), not text
const FIELDS = ['Name', 'Description'] as const;

/** Search (as on /attributes), the "missing in" filter and which text is shown; all of it lives in the URL. */
export function TranslationsToolbar({ query, onQueryChange, params, onChange, languages }: ToolbarProps) {
  const { t } = useLingui();
  return (
    <div className="list-toolbar tr-filters" role="search">
      <SearchField label={t`Search attributes`} value={query} onChange={onQueryChange} placeholder={t`Alias, backoffice name or a name in any language`} />
      <LanguageSelect label={t`Missing in`} languages={languages} value={params.missing} onChange={(missing) => onChange({ missing })} emptyChoice={t`Any language (show all)`} />
      <fieldset className="toolbar-choice">
        <legend>
          <Trans>Show</Trans>
        </legend>
        {FIELDS.map((field) => (
          <label key={field}>
            <input type="radio" name="translation-field" checked={params.field === field} onChange={() => onChange({ field })} />
            {field === 'Name' ? t`Names` : t`Descriptions`}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
