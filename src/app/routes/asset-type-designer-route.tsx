import { DesignerPage } from '../../features/asset-types/designer-page';

export function Component() {
  return <DesignerPage />;
}
