import type { Language } from '../../api/languages';
import { formatNumber } from '../../components/format';
import { Disclosure } from './disclosure';
import type { LanguageProgress } from './translation-model';

type LanguageColumnsProps = {
  languages: readonly Language[];
  /** The languages shown now, in order. */
  shown: readonly Language[];
  progress: readonly LanguageProgress[];
  /** The language the "missing in" filter names: always shown. */
  missing: string;
  onChange: (languages: readonly string[]) => void;
};

/** Which languages the grid shows, e.g. the one translated from beside the one translated into. */
export function LanguageColumns({ languages, shown, progress, missing, onChange }: LanguageColumnsProps) {
  const shownCodes = new Set(shown.map((language) => language.CultureCode));
  const percentOf = new Map(progress.map(({ language, translated, total }) => [language.CultureCode, total === 0 ? 100 : Math.floor((translated / total) * 100)]));
  const toggle = (code: string, on: boolean) => {
    const next = languages.map((language) => language.CultureCode).filter((other) => (other === code ? on : shownCodes.has(other)));
    onChange(next.length === languages.length ? [] : next);
  };
  return (
    <Disclosure
      label={
        <>
          Languages <span className="tr-disclosure-count">{shown.length === languages.length ? 'all' : `${formatNumber(shown.length)} of ${formatNumber(languages.length)}`}</span>
        </>
      }
    >
      <fieldset className="tr-language-choice">
        <legend>Languages shown</legend>
        {languages.map((language) => {
          const code = language.CultureCode;
          const only = shownCodes.has(code) && shownCodes.size === 1;
          return (
            <label key={code} title={code === missing ? 'Shown while the attributes missing it are listed' : undefined}>
              <input type="checkbox" checked={shownCodes.has(code)} disabled={code === missing || only} onChange={(event) => toggle(code, event.target.checked)} />
              {language.Name || code} <span className="tr-code">{code}</span> <span className="tr-percent">{percentOf.get(code) ?? 0}%</span>
            </label>
          );
        })}
        <button type="button" className="button-quiet" onClick={() => onChange([])} disabled={shown.length === languages.length}>
          Show all
        </button>
      </fieldset>
    </Disclosure>
  );
}
