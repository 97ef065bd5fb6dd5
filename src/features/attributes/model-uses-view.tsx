import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { MODEL_USE_KINDS, modelUseLink, type ModelUse } from './model-uses';
import { formatNumber } from '../../components/format';

/** The models' uses of one attribute, grouped by kind, each linked to the model that uses it. */
export function ModelUsesView({ uses }: { uses: readonly ModelUse[] }) {
  const { i18n } = useLingui();
  if (uses.length === 0)
    return (
      <p>
        <Trans>No asset type places it, no saved search filters on it or shows it, and no attribute reference attribute offers it.</Trans>
      </p>
    );
  return (
    <div className="references-groups">
      {MODEL_USE_KINDS.map(({ kind, label }) => {
        const items = uses.filter((use) => use.kind === kind);
        if (items.length === 0) return null;
        const kindLabel = i18n._(label);
        const countText = formatNumber(items.length);
        return (
          <section key={kind} aria-label={`${kindLabel}: ${countText}`}>
            <h4>
              {kindLabel} <span className="muted">({countText})</span>
            </h4>
            <ul>
              {items.map((use) => (
                <li key={use.uid}>
                  <Link to={modelUseLink(use)}>{use.name}</Link>
                  {use.kind === 'asset-type' && <span className="muted"> · {use.place}</span>}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
