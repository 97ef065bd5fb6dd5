import { bundleFileName, makeBundle, type BundleParts } from '../api/model-bundle';
import { getConnection } from '../api/settings';
import { downloadText } from './csv';

/** Offers models as an export file (what “Import” on another environment reads). */
export function downloadBundle(what: string, parts: BundleParts) {
  const { apiBaseUrl, serverVersion } = getConnection();
  downloadText(bundleFileName(what), JSON.stringify(makeBundle(parts, { apiBaseUrl, serverVersion }), null, 2), 'application/json');
}
