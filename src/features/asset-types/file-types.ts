import { FILE_TYPES } from '../../api/asset-types';

/** The labels of AllowedFileTypes values (decisions.md); an unknown value is shown as its number. */
export function fileTypeLabels(values: readonly number[] | null | undefined): string {
  if (!values?.length) return 'None';
  return values.map((value) => FILE_TYPES.find((type) => type.value === value)?.label ?? String(value)).join(', ');
}
