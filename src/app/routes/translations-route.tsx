import { TranslationsPage } from '../../features/translations/translations-page';

export function Component() {
  return <TranslationsPage />;
}
