import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type Dispatch } from 'react';
import { FILE_TYPES, SPECIFIED_EXTENSIONS_FILE_TYPE, type AssetType } from '../../api/asset-types';
import { TextField } from '../../components/field';
import { formatNumber } from '../../components/format';
import type { DesignerAction } from './designer-reducer';
import { normalizeExtensions } from './layout-validation';

type AssetTypeFieldsProps = {
  doc: AssetType;
  dispatch: Dispatch<DesignerAction>;
  errors: Partial<Record<'Alias' | 'Label' | 'AllowedFileTypes' | 'SpecifiedExtensions', string>>;
};

/** The asset type's own fields; hotspot definitions are kept exactly as they came and only counted. */
export function AssetTypeFields({ doc, dispatch, errors }: AssetTypeFieldsProps) {
  const { t, i18n } = useLingui();
  const allowed = doc.AllowedFileTypes ?? [];
  const specified = allowed.includes(SPECIFIED_EXTENSIONS_FILE_TYPE);
  const stored = (doc.SpecifiedExtensions ?? []).join(', ');
  const [extensionsText, setExtensionsText] = useState(stored);
  // Undo, redo or a restored draft change the extensions from outside: show what is stored then
  // (adjusted while rendering, React's pattern for state that follows a prop).
  const [shownFor, setShownFor] = useState(stored);
  if (shownFor !== stored) {
    setShownFor(stored);
    if (normalizeExtensions(extensionsText).join(', ') !== stored) setExtensionsText(stored);
  }
  const edit = (changes: Parameters<typeof applyEdit>[0]) => dispatch(applyEdit(changes));
  const hotspots = formatNumber(doc.HotspotDefinitions?.length ?? 0);
  const savedAs = (doc.SpecifiedExtensions ?? []).join(', ');

  return (
    <details className="asset-type-fields" open={Object.keys(errors).length > 0 || undefined}>
      <summary>
        <Trans>Asset type settings</Trans>
      </summary>
      <div className="fields-grid">
        <TextField label={t`Alias`} value={doc.Alias ?? ''} onChange={(event) => edit({ Alias: event.target.value })} error={errors.Alias} autoComplete="off" spellCheck={false} />
        <TextField label={t`Label`} value={doc.Label ?? ''} onChange={(event) => edit({ Label: event.target.value })} error={errors.Label} autoComplete="off" />
        <fieldset className="file-types" aria-describedby={errors.AllowedFileTypes ? 'file-types-error' : undefined}>
          <legend>
            <Trans>Allowed file types</Trans>
          </legend>
          {FILE_TYPES.map((type) => (
            <label key={type.value} className="inline-check">
              <input
                type="checkbox"
                checked={allowed.includes(type.value)}
                onChange={(event) => {
                  const next = event.target.checked ? [...allowed, type.value].sort((a, b) => a - b) : allowed.filter((value) => value !== type.value);
                  edit({ AllowedFileTypes: next });
                }}
              />
              {i18n._(type.label)}
            </label>
          ))}
          {errors.AllowedFileTypes && (
            <p className="field-error" id="file-types-error">
              {errors.AllowedFileTypes}
            </p>
          )}
        </fieldset>
        {specified ? (
          <TextField
            label={t`Specified extensions`}
            value={extensionsText}
            onChange={(event) => {
              setExtensionsText(event.target.value);
              edit({ SpecifiedExtensions: normalizeExtensions(event.target.value) });
            }}
            onBlur={() => setExtensionsText((doc.SpecifiedExtensions ?? []).join(', '))}
            error={errors.SpecifiedExtensions}
            help={savedAs ? t`Separated by commas or spaces; saved as: ${savedAs}.` : t`Separated by commas or spaces; saved as: none yet.`}
            autoComplete="off"
            spellCheck={false}
          />
        ) : (
          <p className="muted">
            <Trans>Specified extensions apply only when “Specified extensions” is allowed.</Trans>
          </p>
        )}
        <p className="muted">
          <Trans>Hotspots: {hotspots}, kept as they are (not edited here).</Trans>
        </p>
      </div>
    </details>
  );
}

function applyEdit(changes: Extract<DesignerAction, { type: 'editAssetType' }>['changes']): DesignerAction {
  return { type: 'editAssetType', changes };
}
