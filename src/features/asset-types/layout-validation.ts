import { t } from '@lingui/core/macro';
import { shortId } from '../../components/short-id';
import { SPECIFIED_EXTENSIONS_FILE_TYPE, type AssetType } from '../../api/asset-types';
import { isUuid } from '../../api/ids';
import { isFixedTab, propertiesOf, sectionsOf, tabsOf } from './layout-tree';

export type LayoutProblem = {
  /** The tab, section or property at fault, or null for the asset type's own fields. */
  itemUid: string | null;
  field?: 'Alias' | 'Label' | 'AllowedFileTypes' | 'SpecifiedExtensions';
  message: string;
};

/**
 * What must be fixed before a save: empty labels, an attribute placed twice, a placed
 * attribute that does not exist. Each problem names the item at fault by its label.
 */
export function validateLayout(doc: AssetType, attributeName: (uid: string) => string | undefined): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  if (!doc.Alias?.trim()) problems.push({ itemUid: null, field: 'Alias', message: t`Enter an alias.` });
  if (!doc.Label?.trim()) problems.push({ itemUid: null, field: 'Label', message: t`Enter a label.` });
  if (!doc.AllowedFileTypes?.length) problems.push({ itemUid: null, field: 'AllowedFileTypes', message: t`Allow at least one file type.` });
  if (doc.AllowedFileTypes?.includes(SPECIFIED_EXTENSIONS_FILE_TYPE) && !doc.SpecifiedExtensions?.length) {
    problems.push({ itemUid: null, field: 'SpecifiedExtensions', message: t`Name at least one extension, or do not allow “Specified extensions”.` });
  }

  const checkPermissions = (item: { Uid: string; ViewPermission?: string | null; SavePermission?: string | null }, name: string) => {
    const view = item.ViewPermission;
    if (view != null && !isUuid(view)) problems.push({ itemUid: item.Uid, message: t`${name}: the view permission “${view}” is not a permission id (a uuid).` });
    const save = item.SavePermission;
    if (save != null && !isUuid(save)) problems.push({ itemUid: item.Uid, message: t`${name}: the save permission “${save}” is not a permission id (a uuid).` });
  };

  const firstPlacement = new Map<string, string>();
  tabsOf(doc).forEach((tab, tabIndex) => {
    const tabNumber = tabIndex + 1;
    const tabName = tab.Label?.trim() || t`Tab ${tabNumber}`;
    checkPermissions(tab, t`Tab ${tabName}`);
    if (isFixedTab(tab)) return;
    if (!tab.Label?.trim()) problems.push({ itemUid: tab.Uid, message: t`Tab ${tabNumber} has no label.` });
    sectionsOf(tab).forEach((section, sectionIndex) => {
      const sectionNumber = sectionIndex + 1;
      const sectionName = section.Headline?.trim() || t`Section ${sectionNumber}`;
      if (!section.Headline?.trim()) {
        problems.push({ itemUid: section.Uid, message: t`Section ${sectionNumber} in tab ${tabName} has no headline.` });
      }
      const where = `${tabName} › ${sectionName}`;
      checkPermissions(section, t`Section ${where}`);
      for (const property of propertiesOf(section)) {
        const name = attributeName(property.AttributeUid);
        checkPermissions(property, name === undefined ? t`A property in ${where}` : t`${name} in ${where}`);
        if (name === undefined) {
          const id = shortId(property.AttributeUid);
          problems.push({ itemUid: property.Uid, message: t`A property in ${where} places an attribute that does not exist (id ${id}).` });
          continue;
        }
        const first = firstPlacement.get(property.AttributeUid);
        if (first) problems.push({ itemUid: property.Uid, message: t`${name} is placed twice: in ${first} and in ${where}.` });
        else firstPlacement.set(property.AttributeUid, where);
      }
    });
  });
  return problems;
}

/** Extensions as the server wants them: lower case, no leading dots, no blanks, each once. */
export function normalizeExtensions(input: readonly string[] | string): string[] {
  const parts = typeof input === 'string' ? input.split(/[\s,;]+/) : input;
  const seen = new Set<string>();
  for (const part of parts) {
    const extension = part.trim().replace(/^\.+/, '').toLowerCase();
    if (extension) seen.add(extension);
  }
  return [...seen];
}
