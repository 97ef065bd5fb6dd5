import { Link } from 'react-router-dom';
import { MODEL_USE_KINDS, modelUseLink, type ModelUse } from './model-uses';
import { formatNumber } from '../../components/format';

/** The models' uses of one attribute, grouped by kind, each linked to the model that uses it. */
export function ModelUsesView({ uses }: { uses: readonly ModelUse[] }) {
  if (uses.length === 0) return <p>No asset type places it, no saved search filters on it or shows it, and no attribute reference attribute offers it.</p>;
  return (
    <div className="references-groups">
      {MODEL_USE_KINDS.map(({ kind, label }) => {
        const items = uses.filter((use) => use.kind === kind);
        if (items.length === 0) return null;
        return (
          <section key={kind} aria-label={`${label}: ${items.length}`}>
            <h4>
              {label} <span className="muted">({formatNumber(items.length)})</span>
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
