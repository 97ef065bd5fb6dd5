import { t } from '@lingui/core/macro';

/** Versions from which operations are available (pim-api.md section 9). */
const FEATURE_VERSIONS = {
  attributeWrite: '3.2.0',
  attributeReferences: '3.5.0',
  assetTypes: '4.0.0',
} as const;
export type GatedFeature = keyof typeof FEATURE_VERSIONS;

function parts(version: string): number[] {
  return version
    .replace(/^v\.?/i, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
}

/** Compares "v.3.2.0", "3.2" and "3.2.0" alike; -1, 0 or 1. */
export function compareVersions(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return 0;
}

export function supports(serverVersion: string, feature: GatedFeature): boolean {
  return compareVersions(serverVersion, FEATURE_VERSIONS[feature]) >= 0;
}

/** One-line reason shown where a gated part is hidden. */
export function unsupportedReason(serverVersion: string, feature: GatedFeature): string {
  const needed = FEATURE_VERSIONS[feature];
  const configured = serverVersion.replace(/^v\.?/i, '');
  if (feature === 'attributeWrite') return t`Creating and editing attributes need server version v.${needed} or later; the configured server is v.${configured}.`;
  if (feature === 'attributeReferences') return t`Attribute references need server version v.${needed} or later; the configured server is v.${configured}.`;
  return t`Asset types need server version v.${needed} or later; the configured server is v.${configured}.`;
}
