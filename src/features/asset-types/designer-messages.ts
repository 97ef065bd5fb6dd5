import { describeError, type ApiError } from '../../api/api-error';
import { fieldLabel } from './layout-changes';

export function designerStatus(dirty: boolean, draft: { offer: unknown; kept: boolean }): string {
  if (!dirty) return 'No unsaved changes.';
  // The earlier draft is kept until the user chooses, so these changes are not written yet.
  if (draft.offer) return 'Unsaved changes, not kept as a draft until you restore or discard the earlier draft.';
  return draft.kept ? 'Unsaved changes, kept as a draft in this browser.' : 'Unsaved changes. This browser could not keep a draft.';
}

/** What Undo or Redo just did, shown under the toolbar and announced: "Undid: moved “Subtitle” to section “Classification”." */
export function historyMessage(kind: 'undo' | 'redo', step: string): string {
  return `${kind === 'undo' ? 'Undid' : 'Redid'}: ${step}.`;
}

/** A refused save in one line; field errors are named, since a layout has no single field to show them at. */
export function describeSaveError(error: ApiError): string {
  const fields = Object.entries(error.fieldErrors).map(([field, messages]) => `${fieldLabel(field)}: ${messages.join(' ')}`);
  if (fields.length === 0) return describeError(error);
  return [error.detail ? describeError(error) : error.title, ...fields].join(' ');
}
