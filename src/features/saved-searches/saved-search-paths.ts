/** The :uid of /saved-searches/:uid that opens an empty editor for a new search. */
export const NEW_SEARCH = 'new';
