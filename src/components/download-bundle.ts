import { bundleFileName, makeBundle, type BundleParts } from '../api/model-bundle';
import { getConnection } from '../api/settings';
import { downloadText } from './csv';

/** Offers models as an export file (what “Import” on another environment reads); returns the file's name, for saying what was downloaded. */
export function downloadBundle(what: string, parts: BundleParts): string {
  const { apiBaseUrl, serverVersion } = getConnection();
  const fileName = bundleFileName(what);
  downloadText(fileName, JSON.stringify(makeBundle(parts, { apiBaseUrl, serverVersion }), null, 2), 'application/json');
  return fileName;
}
