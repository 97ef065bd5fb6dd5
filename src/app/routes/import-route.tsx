import { ImportPage } from '../../features/transfer/import-page';

export function Component() {
  return <ImportPage />;
}
