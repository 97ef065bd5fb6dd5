import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
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
export const LanguageColumns = memo(function LanguageColumns({ languages, shown, progress, missing, onChange }: LanguageColumnsProps) {
  const { t } = useLingui();
  const shownCodes = new Set(shown.map((language) => language.CultureCode));
  const percentOf = new Map(progress.map(({ language, translated, total }) => [language.CultureCode, total === 0 ? 100 : Math.floor((translated / total) * 100)]));
  const toggle = (code: string, on: boolean) => {
    const next = languages.map((language) => language.CultureCode).filter((other) => (other === code ? on : shownCodes.has(other)));
    onChange(next.length === languages.length ? [] : next);
  };
  const shownText = formatNumber(shown.length);
  const totalText = formatNumber(languages.length);
  return (
    <Disclosure
      label={
        shown.length === languages.length ? (
          <Trans>
            Languages <span className="tr-disclosure-count">all</span>
          </Trans>
        ) : (
          <Trans>
            Languages{' '}
            <span className="tr-disclosure-count">
              {shownText} of {totalText}
            </span>
          </Trans>
        )
      }
    >
      <fieldset className="tr-language-choice">
        <legend>
          <Trans>Languages shown</Trans>
        </legend>
        {languages.map((language) => {
          const code = language.CultureCode;
          const only = shownCodes.has(code) && shownCodes.size === 1;
          const percentText = formatNumber(percentOf.get(code) ?? 0);
          return (
            <label key={code} title={code === missing ? t`Shown while the attributes missing it are listed` : undefined}>
              <input type="checkbox" checked={shownCodes.has(code)} disabled={code === missing || only} onChange={(event) => toggle(code, event.target.checked)} />
              {language.Name || code} <span className="tr-code">{code}</span> <span className="tr-percent">{t`${percentText}%`}</span>
            </label>
          );
        })}
        <button type="button" className="button-quiet" onClick={() => onChange([])} disabled={shown.length === languages.length}>
          <Trans>Show all</Trans>
        </button>
      </fieldset>
    </Disclosure>
  );
});
