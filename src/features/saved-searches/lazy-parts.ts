// What the page shows first is the tree; the editor (react-hook-form, the query builder), the tree's dialogs and a
// rename's merge load when first needed, and start loading as soon as the pointer or the focus comes to the tree, so they are there by the click.
export const loadEditor = () => import('./saved-search-editor');
export const pickEditor = (module: Awaited<ReturnType<typeof loadEditor>>) => module.SavedSearchEditor;
export const loadNewFolderDialog = () => import('./new-folder-dialog');
export const pickNewFolderDialog = (module: Awaited<ReturnType<typeof loadNewFolderDialog>>) => module.NewFolderDialog;
export const loadDeleteDialog = () => import('./delete-dialog');
export const pickDeleteDialog = (module: Awaited<ReturnType<typeof loadDeleteDialog>>) => module.DeleteDialog;
export const loadMoveToDialog = () => import('./move-to-dialog');
export const pickMoveToDialog = (module: Awaited<ReturnType<typeof loadMoveToDialog>>) => module.MoveToDialog;
export const loadRenameConflictDialog = () => import('./rename-conflict-dialog');
export const pickRenameConflictDialog = (module: Awaited<ReturnType<typeof loadRenameConflictDialog>>) => module.RenameConflictDialog;
// A rename's merge (tree-changes.ts runRename imports it when a rename is sent).
const loadRenameMerge = () => import('../../api/save-with-merge');

// A failed preload is not the page's to show: the part is requested again when it is needed, and fails there visibly.
const preload = (load: () => Promise<unknown>) => void load().catch(() => undefined);

/** The editor's code, for a search about to open (a deep link loads it beside the tree's data). */
export function preloadEditor(): void {
  preload(loadEditor);
}

let treePartsRequested = false;

/** Everything the tree's rows and toolbar open (once: the focus moving through the tree asks again and again). */
export function preloadTreeParts(): void {
  if (treePartsRequested) return;
  treePartsRequested = true;
  [loadEditor, loadNewFolderDialog, loadDeleteDialog, loadMoveToDialog, loadRenameConflictDialog, loadRenameMerge].forEach(preload);
}
