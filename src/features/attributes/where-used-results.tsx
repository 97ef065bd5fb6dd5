import { t as translate, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { attributeDisplayName } from '../../api/attributes';
import { modelUseLink, type ModelUse } from './model-uses';
import type { WhereUsedReport } from './references-summary';
import { CopyButton } from '../../components/copy-button';
import { formatNumber } from '../../components/format';

/** One line per attribute, tab-separated (alias, name, id), to paste into a message or a spreadsheet. */
const unusedList = (unused: WhereUsedReport['unused'], cultureCode?: string) =>
  [['Alias', translate`Name`, 'Id'].join('\t'), ...unused.map(({ attribute }) => `${attribute.Alias ?? ''}\t${attributeDisplayName(attribute, cultureCode)}\t${attribute.Uid}`)].join('\n');

/** How many unused attributes are listed on screen; the CSV holds all of them. */
const UNUSED_SHOWN = 100;

export function WhereUsedResults({ report, cultureCode, onExport }: { report: WhereUsedReport; cultureCode?: string; onExport: () => void }) {
  const { t } = useLingui();
  const { entries, unused, mostReferenced, checked } = report;
  const modelsOnly = entries.filter((entry) => entry.total === 0 && entry.uses.length > 0);
  const checkedCount = entries.length;
  const unusedCount = formatNumber(unused.length);
  const usedCount = formatNumber(entries.length - unused.length);
  const modelsOnlyCount = formatNumber(modelsOnly.length);
  const modelsOnlyMore = formatNumber(modelsOnly.length - UNUSED_SHOWN);
  const unusedMore = formatNumber(unused.length - UNUSED_SHOWN);
  return (
    <div className="where-used-results">
      <p role="status">
        {t`Checked ${plural(checkedCount, { one: '# attribute', other: '# attributes' })} against ${checked}: ${unusedCount} unused, ${usedCount} used.`}{' '}
        <button type="button" onClick={onExport}>
          <Trans>Export CSV</Trans>
        </button>
      </p>
      <div className="where-used-columns">
        <section aria-labelledby="where-used-most">
          <h3 id="where-used-most">
            <Trans>Most referenced</Trans>
          </h3>
          {mostReferenced.length === 0 ? (
            <p>
              <Trans>None of these attributes is referenced.</Trans>
            </p>
          ) : (
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Attribute</Trans>
                  </th>
                  <th scope="col">
                    <Trans>References</Trans>
                  </th>
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
          <h3 id="where-used-models">
            <Trans>Used only by the models ({modelsOnlyCount})</Trans>
          </h3>
          {modelsOnly.length === 0 ? (
            <p>
              <Trans>No attribute here is used only by asset types, saved searches or attribute reference attributes.</Trans>
            </p>
          ) : (
            <>
              <ul className="where-used-unused">
                {modelsOnly.slice(0, UNUSED_SHOWN).map(({ attribute, uses }) => (
                  <li key={attribute.Uid}>
                    <Link to={`/attributes/${attribute.Uid}`}>{attributeDisplayName(attribute, cultureCode)}</Link> <span className="muted">{attribute.Alias}</span>: <UseLinks uses={uses} />
                  </li>
                ))}
              </ul>
              {modelsOnly.length > UNUSED_SHOWN && (
                <p>
                  <Trans>…and {modelsOnlyMore} more; the CSV export lists them all.</Trans>
                </p>
              )}
            </>
          )}
        </section>
        <section aria-labelledby="where-used-unused">
          <h3 id="where-used-unused">
            <Trans>Unused ({unusedCount})</Trans>
          </h3>
          {unused.length === 0 ? (
            <p>
              <Trans>Every attribute checked is referenced somewhere.</Trans>
            </p>
          ) : (
            <>
              <p className="field-help">
                <Trans>Attributes cannot be deleted here: the PIM service does not allow it from this backoffice. To have them removed, send this list to whoever administers the service.</Trans>
              </p>
              <p>
                <Trans>
                  <CopyButton text={unusedList(unused, cultureCode)} label={t`Copy the list of ${unusedCount} unused`} /> or <em>Export CSV</em> above for the whole report.
                </Trans>
              </p>
              <ul className="where-used-unused">
                {unused.slice(0, UNUSED_SHOWN).map(({ attribute }) => (
                  <li key={attribute.Uid}>
                    <Link to={`/attributes/${attribute.Uid}`}>{attributeDisplayName(attribute, cultureCode)}</Link> <span className="muted">{attribute.Alias}</span>
                  </li>
                ))}
              </ul>
              {unused.length > UNUSED_SHOWN && (
                <p>
                  <Trans>…and {unusedMore} more; the CSV export lists them all.</Trans>
                </p>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/** "placed in <link>": the words around the model's name, by kind of use. */
function UseLink({ use }: { use: ModelUse }) {
  const link = <Link to={modelUseLink(use)}>{use.name}</Link>;
  if (use.kind === 'asset-type') return <Trans>placed in {link}</Trans>;
  if (use.kind === 'search-filter') return <Trans>filtered on by {link}</Trans>;
  if (use.kind === 'view-column') return <Trans>a column of {link}</Trans>;
  return <Trans>can be picked in {link}</Trans>;
}
/** How many uses are linked inline; the attribute's References panel lists them all. */
const USES_SHOWN = 3;

function UseLinks({ uses }: { uses: readonly ModelUse[] }) {
  return (
    <>
      {uses.slice(0, USES_SHOWN).map((use, index) => (
        <span key={`${use.kind}:${use.uid}`}>
          {index > 0 && '; '}
          <UseLink use={use} />
        </span>
      ))}
      {uses.length > USES_SHOWN && <UsesMore count={uses.length - USES_SHOWN} />}
    </>
  );
}

function UsesMore({ count }: { count: number }) {
  const more = formatNumber(count);
  return (
    <>
      {' '}
      <Trans>and {more} more</Trans>
    </>
  );
}
