import { keptInputs } from '../../api/kept-inputs';
import type { SavedSearchFormValues } from './saved-search-form-schema';

/** A refused or interrupted save's input (with the copy it was typed over), kept in the outbox until restored or discarded. */
export const savedSearchDrafts = keptInputs<SavedSearchFormValues>('savedSearch');
