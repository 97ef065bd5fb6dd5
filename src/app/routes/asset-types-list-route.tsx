import { AssetTypesPage } from '../../features/asset-types/asset-types-page';

export function Component() {
  return <AssetTypesPage />;
}
