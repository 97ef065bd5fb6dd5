import type { ReactNode } from 'react';
import { supports, unsupportedReason, type GatedFeature } from '../api/versions';
import { useConnection } from './use-connection';

/** Shows its children only when the configured server version has the feature; else one line why. */
export function VersionGate({ feature, children }: { feature: GatedFeature; children: ReactNode }) {
  const { serverVersion } = useConnection();
  if (supports(serverVersion, feature)) return <>{children}</>;
  return <p className="version-note">{unsupportedReason(serverVersion, feature)}</p>;
}

export function useSupports(feature: GatedFeature): boolean {
  return supports(useConnection().serverVersion, feature);
}
