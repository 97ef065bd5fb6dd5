import { AttributesPage } from '../../features/attributes/attributes-page';

export function Component() {
  return <AttributesPage />;
}
