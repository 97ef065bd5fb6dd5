import { mergeLayouts } from './layout-merge';
import { ATTRIBUTE_SETUP, DYNAMIC_SECTION, DYNAMIC_TAB, type AssetType, type AssetTypeProperty, type AssetTypeSection, type AssetTypeTab } from '../../api/asset-types';
import { clamp, insertAt, isFixedTab, locateProperty, locateSection, locateTab, moveWithin, propertiesOf, replaceAt, sectionsOf, tabsOf, withTabs } from './layout-tree';

/**
 * The designer's one state owner (DESIGN.md principle 6). The layout is kept in its wire
 * shape, so fields the UI does not know survive a save, and every change copies only the
 * path it touches: unchanged tabs, sections and properties keep their identity (memo).
 */
export type DesignerState = {
  present: AssetType;
  past: readonly AssetType[];
  future: readonly AssetType[];
  /** What the server last confirmed; the draft is dirty when `present` differs from it. */
  saved: AssetType;
  /** The layout when a move gesture (drag or keyboard) began; its steps become one undo entry. */
  gestureStart: AssetType | null;
  /** Consecutive edits of the same field of the same item merge into one undo entry. */
  lastEditKey: string | null;
};

type AssetTypeFieldChanges = Partial<Pick<AssetType, 'Alias' | 'Label' | 'AllowedFileTypes' | 'SpecifiedExtensions'>>;
type TabChanges = Partial<Pick<AssetTypeTab, 'Label' | 'ShowSidebar' | 'ViewPermission' | 'SavePermission'>>;
type SectionChanges = Partial<Pick<AssetTypeSection, 'Headline' | 'Description' | 'ViewPermission' | 'SavePermission'>>;
type PropertyChanges = Partial<Pick<AssetTypeProperty, 'ReadOnly' | 'Mandatory' | 'Unchangeable' | 'Inherits' | 'ViewPermission' | 'SavePermission'>>;

export type DesignerAction =
  | { type: 'load'; assetType: AssetType }
  | { type: 'restoreDraft'; draft: AssetType }
  /** The server accepted `assetType`; `sent` is the layout it was made from when a merge brought colleagues' changes in. */
  | { type: 'saved'; assetType: AssetType; sent?: AssetType }
  | { type: 'editAssetType'; changes: AssetTypeFieldChanges }
  | { type: 'addTab'; uid: string; label: string }
  | { type: 'editTab'; uid: string; changes: TabChanges }
  | { type: 'removeTab'; uid: string }
  /** `toIndex` counts dynamic tabs only: fixed tabs keep their place. */
  | { type: 'moveTab'; uid: string; toIndex: number }
  | { type: 'addSection'; tabUid: string; uid: string; headline: string; index?: number }
  | { type: 'editSection'; uid: string; changes: SectionChanges }
  | { type: 'removeSection'; uid: string }
  | { type: 'moveSection'; uid: string; toTabUid: string; toIndex: number }
  | { type: 'addProperty'; sectionUid: string; uid: string; attributeUid: string; index?: number }
  /** Several attributes added at the end of a section at once: one step to undo. */
  | { type: 'addProperties'; sectionUid: string; properties: readonly { uid: string; attributeUid: string }[] }
  | { type: 'editProperty'; uid: string; changes: PropertyChanges }
  | { type: 'removeProperty'; uid: string }
  | { type: 'moveProperty'; uid: string; toSectionUid: string; toIndex: number }
  | { type: 'beginGesture' }
  | { type: 'endGesture' }
  | { type: 'cancelGesture' }
  | { type: 'undo' }
  | { type: 'redo' };

const HISTORY_LIMIT = 200;

export function initialDesignerState(assetType: AssetType): DesignerState {
  return { present: assetType, past: [], future: [], saved: assetType, gestureStart: null, lastEditKey: null };
}

export function isDirty(state: DesignerState): boolean {
  return state.present !== state.saved;
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'load':
      return initialDesignerState(action.assetType);
    case 'restoreDraft':
      return { ...initialDesignerState(state.saved), present: action.draft, past: [state.saved] };
    case 'saved': {
      // Only the baseline moves: edits made while the save was on its way stay unsaved.
      if (!action.sent || action.sent === action.assetType) return { ...state, saved: action.assetType, lastEditKey: null };
      // The save merged colleagues' changes in: they join the layout on screen, under any edits made meanwhile.
      const present = state.present === action.sent ? action.assetType : mergeLayouts(action.sent, action.assetType, state.present).merged;
      return { ...state, present, saved: action.assetType, lastEditKey: null };
    }
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous || state.gestureStart) return state;
      return { ...state, present: previous, past: state.past.slice(0, -1), future: [state.present, ...state.future], lastEditKey: null };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next || state.gestureStart) return state;
      return { ...state, present: next, past: [...state.past, state.present], future: rest, lastEditKey: null };
    }
    case 'beginGesture':
      return state.gestureStart ? state : { ...state, gestureStart: state.present };
    case 'cancelGesture':
      return state.gestureStart ? { ...state, present: state.gestureStart, gestureStart: null } : state;
    case 'endGesture': {
      const start = state.gestureStart;
      if (!start) return state;
      if (start === state.present) return { ...state, gestureStart: null };
      return { ...state, gestureStart: null, past: trim([...state.past, start]), future: [], lastEditKey: null };
    }
    default: {
      const next = applyChange(state.present, action);
      if (next === state.present) return state;
      // Inside a gesture the steps are provisional; endGesture records them as one entry.
      if (state.gestureStart) return { ...state, present: next };
      const editKey = editKeyOf(action);
      if (editKey && editKey === state.lastEditKey) return { ...state, present: next, future: [] };
      return { ...state, present: next, past: trim([...state.past, state.present]), future: [], lastEditKey: editKey };
    }
  }
}

function trim(past: AssetType[]): AssetType[] {
  return past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past;
}

function editKeyOf(action: DesignerAction): string | null {
  switch (action.type) {
    case 'editAssetType':
      return `assetType:${Object.keys(action.changes).sort().join()}`;
    case 'editTab':
    case 'editSection':
    case 'editProperty':
      return `${action.type}:${action.uid}:${Object.keys(action.changes).sort().join()}`;
    default:
      return null;
  }
}

type ChangeAction = Exclude<DesignerAction, { type: 'load' | 'restoreDraft' | 'saved' | 'undo' | 'redo' | 'beginGesture' | 'endGesture' | 'cancelGesture' }>;

/** One layout change; returns `doc` itself when the action changes nothing (unknown uid, same place). */
export function applyChange(doc: AssetType, action: ChangeAction): AssetType {
  const tabs = tabsOf(doc);
  switch (action.type) {
    case 'editAssetType':
      return changes(doc, action.changes) ? { ...doc, ...action.changes } : doc;
    case 'addTab':
      return withTabs(doc, [...tabs, { Uid: action.uid, Label: action.label, ShowSidebar: false, Sections: [], Type: DYNAMIC_TAB }]);
    case 'editTab': {
      const index = locateTab(doc, action.uid);
      const tab = tabs[index];
      if (!tab || isFixedTab(tab) || !changes(tab, action.changes)) return doc;
      return withTabs(doc, replaceAt(tabs, index, { ...tab, ...action.changes }));
    }
    case 'removeTab': {
      const tab = tabs[locateTab(doc, action.uid)];
      if (!tab || isFixedTab(tab)) return doc;
      return withTabs(
        doc,
        tabs.filter((candidate) => candidate !== tab),
      );
    }
    case 'moveTab': {
      const dynamic = tabs.filter((tab) => !isFixedTab(tab));
      const from = dynamic.findIndex((tab) => tab.Uid === action.uid);
      const to = clamp(action.toIndex, 0, dynamic.length - 1);
      if (from < 0 || from === to) return doc;
      const reordered = moveWithin(dynamic, from, to);
      let next = 0;
      // Dynamic tabs take the dynamic slots in their new order; fixed tabs stay where they are.
      return withTabs(
        doc,
        tabs.map((tab) => (isFixedTab(tab) ? tab : reordered[next++]!)),
      );
    }
    case 'addSection': {
      const index = locateTab(doc, action.tabUid);
      const tab = tabs[index];
      if (!tab || isFixedTab(tab)) return doc;
      const section: AssetTypeSection = { Uid: action.uid, Headline: action.headline, Description: '', Properties: [], Type: DYNAMIC_SECTION };
      const sections = insertAt(sectionsOf(tab), action.index ?? sectionsOf(tab).length, section);
      return withTabs(doc, replaceAt(tabs, index, { ...tab, Sections: sections }));
    }
    case 'editSection':
      return updateSection(doc, action.uid, (section) => (changes(section, action.changes) ? { ...section, ...action.changes } : section));
    case 'removeSection': {
      const at = locateSection(doc, action.uid);
      if (!at) return doc;
      const tab = tabs[at.tabIndex]!;
      return withTabs(doc, replaceAt(tabs, at.tabIndex, { ...tab, Sections: sectionsOf(tab).filter((_, i) => i !== at.index) }));
    }
    case 'moveSection': {
      const at = locateSection(doc, action.uid);
      const toTabIndex = locateTab(doc, action.toTabUid);
      const toTab = tabs[toTabIndex];
      if (!at || !toTab || isFixedTab(toTab)) return doc;
      const fromTab = tabs[at.tabIndex]!;
      if (at.tabIndex === toTabIndex) {
        const to = clamp(action.toIndex, 0, sectionsOf(fromTab).length - 1);
        if (to === at.index) return doc;
        return withTabs(doc, replaceAt(tabs, at.tabIndex, { ...fromTab, Sections: moveWithin(sectionsOf(fromTab), at.index, to) }));
      }
      const section = sectionsOf(fromTab)[at.index]!;
      let nextTabs = replaceAt(tabs, at.tabIndex, { ...fromTab, Sections: sectionsOf(fromTab).filter((_, i) => i !== at.index) });
      nextTabs = replaceAt(nextTabs, toTabIndex, { ...toTab, Sections: insertAt(sectionsOf(toTab), action.toIndex, section) });
      return withTabs(doc, nextTabs);
    }
    case 'addProperty': {
      const property: AssetTypeProperty = {
        Uid: action.uid,
        AttributeUid: action.attributeUid,
        ReadOnly: false,
        Mandatory: false,
        Unchangeable: false,
        Inherits: false,
        Type: ATTRIBUTE_SETUP,
      };
      return updateSection(doc, action.sectionUid, (section) => ({
        ...section,
        Properties: insertAt(propertiesOf(section), action.index ?? propertiesOf(section).length, property),
      }));
    }
    case 'addProperties':
      return action.properties.reduce((next, property) => applyChange(next, { type: 'addProperty', sectionUid: action.sectionUid, ...property }), doc);
    case 'editProperty': {
      const at = locateProperty(doc, action.uid);
      if (!at) return doc;
      const section = sectionsOf(tabs[at.tabIndex]!)[at.sectionIndex]!;
      const property = propertiesOf(section)[at.index]!;
      if (!changes(property, action.changes)) return doc;
      return updateSection(doc, section.Uid, () => ({ ...section, Properties: replaceAt(propertiesOf(section), at.index, { ...property, ...action.changes }) }));
    }
    case 'removeProperty': {
      const at = locateProperty(doc, action.uid);
      if (!at) return doc;
      const section = sectionsOf(tabs[at.tabIndex]!)[at.sectionIndex]!;
      return updateSection(doc, section.Uid, () => ({ ...section, Properties: propertiesOf(section).filter((_, i) => i !== at.index) }));
    }
    case 'moveProperty': {
      const at = locateProperty(doc, action.uid);
      const to = locateSection(doc, action.toSectionUid);
      if (!at || !to || isFixedTab(tabs[to.tabIndex]!)) return doc;
      const fromSection = sectionsOf(tabs[at.tabIndex]!)[at.sectionIndex]!;
      if (fromSection.Uid === action.toSectionUid) {
        const toIndex = clamp(action.toIndex, 0, propertiesOf(fromSection).length - 1);
        if (toIndex === at.index) return doc;
        return updateSection(doc, fromSection.Uid, () => ({ ...fromSection, Properties: moveWithin(propertiesOf(fromSection), at.index, toIndex) }));
      }
      const property = propertiesOf(fromSection)[at.index]!;
      const removed = updateSection(doc, fromSection.Uid, () => ({ ...fromSection, Properties: propertiesOf(fromSection).filter((_, i) => i !== at.index) }));
      return updateSection(removed, action.toSectionUid, (section) => ({ ...section, Properties: insertAt(propertiesOf(section), action.toIndex, property) }));
    }
  }
}

function updateSection(doc: AssetType, uid: string, update: (section: AssetTypeSection) => AssetTypeSection): AssetType {
  const at = locateSection(doc, uid);
  if (!at) return doc;
  const tabs = tabsOf(doc);
  const tab = tabs[at.tabIndex]!;
  const section = sectionsOf(tab)[at.index]!;
  const next = update(section);
  if (next === section) return doc;
  return withTabs(doc, replaceAt(tabs, at.tabIndex, { ...tab, Sections: replaceAt(sectionsOf(tab), at.index, next) }));
}

/** True when applying `patch` would change anything (arrays compared by value). */
function changes(target: object, patch: object): boolean {
  return Object.entries(patch).some(([key, value]) => {
    const current = (target as Record<string, unknown>)[key];
    if (Array.isArray(value) && Array.isArray(current)) return value.length !== current.length || value.some((v, i) => v !== current[i]);
    return current !== value;
  });
}
