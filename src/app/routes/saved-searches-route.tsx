import { SavedSearchesPage } from '../../features/saved-searches/saved-searches-page';

export function Component() {
  return <SavedSearchesPage />;
}
