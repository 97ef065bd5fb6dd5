import { typeLabel } from './attribute-types';

function show(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** A type's own settings, which this editor does not edit: shown as they are and saved unchanged. */
export function OtherFields({ type, fields }: { type: string; fields: readonly [string, unknown][] }) {
  if (fields.length === 0) return null;
  return (
    <fieldset>
      <legend>Other settings of this {typeLabel(type).toLowerCase()} attribute</legend>
      <p className="field-help">Read-only here; they are kept unchanged when you save.</p>
      <dl className="other-fields">
        {fields.map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>
              <pre>{show(value)}</pre>
            </dd>
          </div>
        ))}
      </dl>
    </fieldset>
  );
}
