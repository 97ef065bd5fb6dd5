import { LanguagesPage } from '../../features/languages/languages-page';

export function Component() {
  return <LanguagesPage />;
}
