import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { FILE_TYPES, SPECIFIED_EXTENSIONS_FILE_TYPE, type AssetType } from '../../api/asset-types';

/**
 * The labels of AllowedFileTypes values (decisions.md), with the extensions named where
 * SpecifiedExtensions is allowed; an unknown value is shown as its number.
 */
export function fileTypeLabels(assetType: Pick<AssetType, 'AllowedFileTypes' | 'SpecifiedExtensions'>): string {
  const values = assetType.AllowedFileTypes;
  if (!values?.length) return t`None`;
  return values
    .map((value) => {
      const known = FILE_TYPES.find((type) => type.value === value);
      const label = known ? i18n._(known.label) : String(value);
      const extensions = assetType.SpecifiedExtensions ?? [];
      return value === SPECIFIED_EXTENSIONS_FILE_TYPE && extensions.length > 0 ? `${label} (${extensions.join(', ')})` : label;
    })
    .join(', ');
}
