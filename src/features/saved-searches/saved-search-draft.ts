import type { SavedSearch } from '../../api/saved-searches';
import { sessionDrafts } from '../../components/session-draft';
import type { SavedSearchFormValues } from './saved-search-form-schema';

/** A failed save's input with the server copy it was typed over, kept for this tab until restored or discarded. */
export const savedSearchDrafts = sessionDrafts<{ values: SavedSearchFormValues; base: SavedSearch }>('saved-search');
