import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { supports, unsupportedReason, type GatedFeature } from '../api/versions';
import { useConnection } from './use-connection';

/** Shows its children only when the configured server version has the feature; else one line why. */
export function VersionGate({ feature, children }: { feature: GatedFeature; children: ReactNode }) {
  const { serverVersion } = useConnection();
  useLingui(); // the reason is in the interface's language: said again when it changes
  if (supports(serverVersion, feature)) return <>{children}</>;
  return <p className="version-note">{unsupportedReason(serverVersion, feature)}</p>;
}

export function useSupports(feature: GatedFeature): boolean {
  return supports(useConnection().serverVersion, feature);
}
