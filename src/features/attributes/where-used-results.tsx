import { Link } from 'react-router-dom';
import { attributeDisplayName } from '../../api/attributes';
import { modelUseLink, type ModelUse } from './model-uses';
import type { WhereUsedReport } from './references-summary';
import { CopyButton } from '../../components/copy-button';
import { formatNumber } from '../../components/format';

/** One line per attribute, tab-separated (alias, name, id), to paste into a message or a spreadsheet. */
const unusedList = (unused: WhereUsedReport['unused'], cultureCode?: string) =>
  ['Alias\tName\tId', ...unused.map(({ attribute }) => `${attribute.Alias ?? ''}\t${attributeDisplayName(attribute, cultureCode)}\t${attribute.Uid}`)].join('\n');

/** How many unused attributes are listed on screen; the CSV holds all of them. */
const UNUSED_SHOWN = 100;

export function WhereUsedResults({ report, cultureCode, onExport }: { report: WhereUsedReport; cultureCode?: string; onExport: () => void }) {
  const { entries, unused, mostReferenced, checked } = report;
  const modelsOnly = entries.filter((entry) => entry.total === 0 && entry.uses.length > 0);
  return (
    <div className="where-used-results">
      <p role="status">
        Checked {formatNumber(entries.length)} attributes against {checked}: {formatNumber(unused.length)} unused, {formatNumber(entries.length - unused.length)} used.{' '}
        <button type="button" onClick={onExport}>
          Export CSV
        </button>
      </p>
      <div className="where-used-columns">
        <section aria-labelledby="where-used-most">
          <h3 id="where-used-most">Most referenced</h3>
          {mostReferenced.length === 0 ? (
            <p>None of these attributes is referenced.</p>
          ) : (
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Attribute</th>
                  <th scope="col">References</th>
                </tr>
              </thead>
              <tbody>
                {mostReferenced.map(({ attribute, total }) => (
                  <tr key={attribute.Uid}>
                    <td>
                      <Link to={`/attributes/${attribute.Uid}`}>{attributeDisplayName(attribute, cultureCode)}</Link> <span className="muted">{attribute.Alias}</span>
                    </td>
                    <td>{formatNumber(total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="where-used-models">
          <h3 id="where-used-models">Used only by the models ({formatNumber(modelsOnly.length)})</h3>
          {modelsOnly.length === 0 ? (
            <p>No attribute here is used only by asset types, saved searches or attribute reference attributes.</p>
          ) : (
            <>
              <ul className="where-used-unused">
                {modelsOnly.slice(0, UNUSED_SHOWN).map(({ attribute, uses }) => (
                  <li key={attribute.Uid}>
                    <Link to={`/attributes/${attribute.Uid}`}>{attributeDisplayName(attribute, cultureCode)}</Link> <span className="muted">{attribute.Alias}</span>: <UseLinks uses={uses} />
                  </li>
                ))}
              </ul>
              {modelsOnly.length > UNUSED_SHOWN && <p>…and {formatNumber(modelsOnly.length - UNUSED_SHOWN)} more; the CSV export lists them all.</p>}
            </>
          )}
        </section>
        <section aria-labelledby="where-used-unused">
          <h3 id="where-used-unused">Unused ({formatNumber(unused.length)})</h3>
          {unused.length === 0 ? (
            <p>Every attribute checked is referenced somewhere.</p>
          ) : (
            <>
              <p className="field-help">
                Attributes cannot be deleted here: the PIM service does not allow it from this backoffice. To have them removed, send this list to whoever administers the service.
              </p>
              <p>
                <CopyButton text={unusedList(unused, cultureCode)} label={`Copy the list of ${formatNumber(unused.length)} unused`} /> or <em>Export CSV</em> above for the whole report.
              </p>
              <ul className="where-used-unused">
                {unused.slice(0, UNUSED_SHOWN).map(({ attribute }) => (
                  <li key={attribute.Uid}>
                    <Link to={`/attributes/${attribute.Uid}`}>{attributeDisplayName(attribute, cultureCode)}</Link> <span className="muted">{attribute.Alias}</span>
                  </li>
                ))}
              </ul>
              {unused.length > UNUSED_SHOWN && <p>…and {formatNumber(unused.length - UNUSED_SHOWN)} more; the CSV export lists them all.</p>}
            </>
          )}
        </section>
      </div>
    </div>
  );
}

const USE_WORDS: Record<ModelUse['kind'], string> = {
  'asset-type': 'placed in',
  'search-filter': 'filtered on by',
  'view-column': 'a column of',
  'allowed-by': 'can be picked in',
};
/** How many uses are linked inline; the attribute's References panel lists them all. */
const USES_SHOWN = 3;

function UseLinks({ uses }: { uses: readonly ModelUse[] }) {
  return (
    <>
      {uses.slice(0, USES_SHOWN).map((use, index) => (
        <span key={`${use.kind}:${use.uid}`}>
          {index > 0 && '; '}
          {USE_WORDS[use.kind]} <Link to={modelUseLink(use)}>{use.name}</Link>
        </span>
      ))}
      {uses.length > USES_SHOWN && ` and ${uses.length - USES_SHOWN} more`}
    </>
  );
}
