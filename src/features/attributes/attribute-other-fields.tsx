import { Trans, useLingui } from '@lingui/react/macro';
import { typeLabel } from '../../api/attribute-type-names';
import { typeNameInSentence } from './attribute-types';
import { settingLabel } from './type-settings';

type EmbeddedAttribute = Record<string, unknown> & { AttributeType: unknown };

/** A whole attribute inside another (a complex attribute's SubAttributes, a list's ReferencedAttribute). */
const isEmbeddedAttribute = (value: unknown): value is EmbeddedAttribute =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'AttributeType' in value && ('Alias' in value || 'Uid' in value);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function Json({ value }: { value: unknown }) {
  return <pre>{JSON.stringify(value, null, 2)}</pre>;
}

/** Named by alias, backoffice name and type; its every field one click away. */
function EmbeddedAttributeView({ attribute }: { attribute: EmbeddedAttribute }) {
  const { t } = useLingui();
  const alias = text(attribute.Alias) || text(attribute.Uid) || t`(no alias)`;
  const name = text(attribute.BackofficeName);
  return (
    <details>
      <summary>
        <strong>{alias}</strong>
        {name && ` · ${name}`} <span className="muted">({typeLabel(text(attribute.AttributeType))})</span>
      </summary>
      <Json value={attribute} />
    </details>
  );
}

function Value({ value }: { value: unknown }) {
  const { t } = useLingui();
  if (value === null || value === undefined)
    return (
      <span className="muted">
        <Trans>Not set</Trans>
      </span>
    );
  if (typeof value === 'boolean') return <>{value ? t`Yes` : t`No`}</>;
  if (typeof value === 'string')
    return value === '' ? (
      <span className="muted">
        <Trans>Empty</Trans>
      </span>
    ) : (
      <span className="other-text">{value}</span>
    );
  if (typeof value === 'number') return <>{value}</>;
  if (Array.isArray(value) && value.length === 0)
    return (
      <span className="muted">
        <Trans>None</Trans>
      </span>
    );
  if (isEmbeddedAttribute(value)) return <EmbeddedAttributeView attribute={value} />;
  if (Array.isArray(value) && value.every(isEmbeddedAttribute)) {
    return (
      <ul className="other-list">
        {value.map((attribute, index) => (
          <li key={index}>
            <EmbeddedAttributeView attribute={attribute} />
          </li>
        ))}
      </ul>
    );
  }
  return <Json value={value} />;
}

/** A type's own settings, which this editor does not edit: shown as they are and saved unchanged. */
export function OtherFields({ type, fields }: { type: string; fields: readonly [string, unknown][] }) {
  if (fields.length === 0) return null;
  const typeName = typeNameInSentence(type);
  return (
    <fieldset>
      <legend>
        <Trans>Other settings of this {typeName} attribute</Trans>
      </legend>
      <p className="field-help">
        <Trans>Read-only here; they are kept unchanged when you save.</Trans>
      </p>
      <dl className="other-fields">
        {fields.map(([key, value]) => (
          <div key={key}>
            <dt>{settingLabel(key)}</dt>
            <dd>
              <Value value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </fieldset>
  );
}
