import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Language } from '../../api/languages';

/** The languages in SortOrder; a click anywhere on a row (or the code's link) opens it. */
export function LanguagesTable({ languages, editHref, onOpen }: { languages: readonly Language[]; editHref: (id: number) => string; onOpen: (id: number) => void }) {
  return (
    <table className="data-table">
      <caption className="visually-hidden">
        <Trans>Languages, in sort order</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Culture code</Trans>
          </th>
          <th scope="col">
            <Trans>Name</Trans>
          </th>
          <th scope="col">
            <Trans>Sort order</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {languages.map((language) => (
          <tr key={language.Id} onClick={() => onOpen(language.Id)}>
            <td>
              <Link to={editHref(language.Id)} onClick={(event) => event.stopPropagation()}>
                {language.CultureCode}
              </Link>
            </td>
            <td>{language.Name}</td>
            <td>{language.SortOrder}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
