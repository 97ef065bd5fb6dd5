/**
 * The query keys of the lists kept on this device (and re-read when a page shows them). Apart from their resource
 * modules so the shell can name every kept list without loading every module: those join the pages that use them.
 * Each resource module's `all()` reads its key from here.
 */
export const LIST_KEYS = {
  attributes: ['attributes', 'list'],
  languages: ['languages', 'list'],
  assetTypes: ['assetTypes', 'list'],
  savedSearches: ['savedSearches', 'list'],
  savedSearchFolders: ['savedSearchFolders', 'list'],
} as const;
