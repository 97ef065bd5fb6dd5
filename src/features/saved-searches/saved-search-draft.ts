import { keptInputs } from '../../api/kept-inputs';
import { savedSearchWriteRules } from '../../api/saved-searches';
import type { SavedSearchFormValues } from './saved-search-form-schema';

/** A refused or interrupted save's input (with the copy it was typed over), kept in the outbox until restored or discarded. */
// Its columns merge column by column: a save that landed merged with a colleague's change to them is not offered back.
export const savedSearchDrafts = keptInputs<SavedSearchFormValues>('savedSearch', { lists: savedSearchWriteRules.lists });
