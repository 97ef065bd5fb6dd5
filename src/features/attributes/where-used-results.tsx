import { Link } from 'react-router-dom';
import { attributeDisplayName } from '../../api/attributes';
import type { WhereUsedReport } from './references-summary';

/** How many unused attributes are listed on screen; the CSV holds all of them. */
const UNUSED_SHOWN = 100;

export function WhereUsedResults({ report, cultureCode, onExport }: { report: WhereUsedReport; cultureCode?: string; onExport: () => void }) {
  const { entries, unused, mostReferenced } = report;
  return (
    <div className="where-used-results">
      <p role="status">
        Checked {entries.length.toLocaleString('en-GB')} attributes: {unused.length.toLocaleString('en-GB')} unused,{' '}
        {(entries.length - unused.length).toLocaleString('en-GB')} referenced.{' '}
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
                      <Link to={`/attributes/${attribute.Uid}`}>{attributeDisplayName(attribute, cultureCode)}</Link>{' '}
                      <span className="muted">{attribute.Alias}</span>
                    </td>
                    <td>{total.toLocaleString('en-GB')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="where-used-unused">
          <h3 id="where-used-unused">Unused ({unused.length.toLocaleString('en-GB')})</h3>
          {unused.length === 0 ? (
            <p>Every attribute checked is referenced somewhere.</p>
          ) : (
            <>
              <ul className="where-used-unused">
                {unused.slice(0, UNUSED_SHOWN).map(({ attribute }) => (
                  <li key={attribute.Uid}>
                    <Link to={`/attributes/${attribute.Uid}`}>{attributeDisplayName(attribute, cultureCode)}</Link>{' '}
                    <span className="muted">{attribute.Alias}</span>
                  </li>
                ))}
              </ul>
              {unused.length > UNUSED_SHOWN && (
                <p>
                  …and {(unused.length - UNUSED_SHOWN).toLocaleString('en-GB')} more; the CSV export lists them all.
                </p>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
