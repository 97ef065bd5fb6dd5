import { msg, t } from '@lingui/core/macro';
import { describeError, type ApiError } from '../../api/api-error';
import type { ItemType } from './keyboard-move';
import { fieldLabel } from './layout-changes';

export function designerStatus(dirty: boolean, draft: { offer: unknown; kept: boolean }): string {
  if (!dirty) return t`No unsaved changes.`;
  // The earlier draft is kept until the user chooses, so these changes are not written yet.
  if (draft.offer) return t`Unsaved changes, not kept as a draft until you restore or discard the earlier draft.`;
  return draft.kept ? t`Unsaved changes, kept as a draft in this browser.` : t`Unsaved changes. This browser could not keep a draft.`;
}

/** What Undo or Redo just did, shown under the toolbar and announced: "Undid: moved “Subtitle” to section “Classification”." */
export function historyMessage(kind: 'undo' | 'redo', step: string): string {
  return kind === 'undo' ? t`Undid: ${step}.` : t`Redid: ${step}.`;
}

/** A name from the layout in the language's quotation marks: “Subtitle”, „Untertitel“. */
export function quoted(name: string): string {
  return t`“${name}”`;
}

/** A tab, section or property with its name, as the announcements say it: "section Basics". */
export function itemPhrase(type: ItemType, name: string): string {
  if (type === 'tab') return t`tab ${name}`;
  if (type === 'section') return t`section ${name}`;
  return t`property ${name}`;
}

/** The switches of a tab or property, as their checkboxes name them (and Undo repeats). */
export const FLAG_LABELS = {
  ReadOnly: msg`Read only`,
  Mandatory: msg`Mandatory`,
  Unchangeable: msg`Unchangeable`,
  Inherits: msg`Inherits`,
  ShowSidebar: msg`Show sidebar`,
};

/** A refused save in one line; field errors are named, since a layout has no single field to show them at. */
export function describeSaveError(error: ApiError): string {
  const fields = Object.entries(error.fieldErrors).map(([field, messages]) => {
    const label = fieldLabel(field);
    const problem = messages.join(' ');
    return t`${label}: ${problem}`;
  });
  if (fields.length === 0) return describeError(error);
  return [error.detail ? describeError(error) : error.title, ...fields].join(' ');
}
