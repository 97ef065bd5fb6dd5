import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AssetType } from '../../api/asset-types';
import { ConfirmDialog } from '../../components/dialog';
import { FormError } from '../../components/field';
import { usePageShortcuts, useSaveShortcut } from '../../components/shortcuts';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { AssetPreview } from './asset-preview';
import { AssetTypeFields } from './asset-type-fields';
import { AttributePalette } from './attribute-palette';
import { DesignerContext, type AttributeInfo, type DesignerApi } from './designer-context';
import { DesignerDnd } from './designer-dnd';
import { designerReducer, initialDesignerState, isDirty, type DesignerAction } from './designer-reducer';
import { addTarget, createLabeller, duplicateKey, freshName, resolveSelection, tabOfItem } from './designer-selection';
import { designerStatus, itemPhrase } from './designer-messages';
import { DesignerHeader } from './designer-toolbar';
import { DesignerNotices, ReviewChanges } from './designer-notices';
import { itemLabel, stepMove, type Direction, type ItemRef } from './keyboard-move';
import { createNameOf } from './layout-changes';
import { findTab, isFixedTab, placementCounts, sectionsOf, tabsOf } from './layout-tree';
import { validateLayout, type LayoutProblem } from './layout-validation';
import { MoveToDialog } from './move-to-dialog';
import { SaveProblems } from './save-problems';
import { SettingsPanel } from './settings-panel';
import { TabCanvas } from './tab-canvas';
import { TabStrip } from './tab-strip';
import { useDesignerSave, type FieldErrors } from './use-designer-save';
import { useDesignerShortcuts } from './use-designer-shortcuts';
import { useDraft } from './use-draft';
import { useKeyboardMove } from './use-keyboard-move';
import { usePaletteAdds } from './use-palette-adds';
import { useStableCounts } from './use-stable-counts';
import { useFollowTab } from './use-follow-tab';
import { useUndoRedo } from './use-undo-redo';

type DesignerProps = {
  /** The server copy the designer opens: its base. */
  assetType: AssetType;
  /** The server copy as the app last read it (a refetch, another tab's save): compared with the base, never applied. */
  server: AssetType;
  attributes: ReadonlyMap<string, AttributeInfo>;
};

const DESIGNER_KEYS = [
  { keys: msg`Space / Enter`, action: msg`Pick up or drop the focused tab, section or property` },
  { keys: msg`Arrow keys`, action: msg`Move the picked-up item` },
  { keys: msg`Escape`, action: msg`Cancel the move` },
  { keys: msg`Ctrl Z / Ctrl Shift Z`, action: msg`Undo / redo` },
];
const newUid = () => crypto.randomUUID();

/** The designer's one state owner: the reducer holds the layout; everything else renders it or sends it actions. */
export function Designer({ assetType, server, attributes }: DesignerProps) {
  const { i18n } = useLingui();
  const [state, reducerDispatch] = useReducer(designerReducer, assetType, initialDesignerState);
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((message: string) => setAnnouncement(message), []);
  const labels = useMemo(() => createLabeller(attributes), [attributes]);
  // Every change goes through the history's dispatch, which notes what each step was about for Undo's words.
  const { dispatch, undo, redo, note: historyNote } = useUndoRedo({ state, dispatch: reducerDispatch, labels, announce });
  const doc = state.present;
  const dirty = isDirty(state);
  const docRef = useRef(doc);
  useLayoutEffect(() => {
    docRef.current = doc;
  }, [doc]);

  const instructionsId = useId();
  const nameFieldId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const [selected, setSelected] = useState<ItemRef | null>(null);
  const [problems, setProblems] = useState<LayoutProblem[]>([]);
  const [reviewing, setReviewing] = useState(false);
  const [movingTo, setMovingTo] = useState<{ item: ItemRef; name: string } | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const problemsRef = useRef<HTMLDivElement>(null);
  const draft = useDraft(assetType.Uid, doc, state.saved, dirty);
  const nameOf = useMemo(() => createNameOf((uid) => attributes.get(uid)?.name), [attributes]);
  const present = useCallback(() => docRef.current, []);
  const saver = useDesignerSave({ opened: assetType, tabId: draft.tabId, dispatch, nameOf, present, onSaved: draft.savedOver });
  const { saving } = saver;

  const tabs = tabsOf(doc);
  const requestedTab = searchParams.get('tab');
  const activeTab = (requestedTab ? findTab(doc, requestedTab) : undefined) ?? tabs.find((tab) => !isFixedTab(tab)) ?? tabs[0];
  const preview = searchParams.get('view') === 'preview';

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const activateTab = useFollowTab(setParam, activeTab?.Uid ?? null);
  const attributeName = useCallback((uid: string) => attributes.get(uid)?.name ?? t`an unknown attribute`, [attributes]);

  const { lifted, pickUp } = useKeyboardMove({ docRef, dispatch, labels, announce, onFollow: activateTab });
  const api: DesignerApi = useMemo(() => ({ dispatch, select: setSelected, pickUp, attributes, labels, instructionsId }), [dispatch, pickUp, attributes, labels, instructionsId]);

  // A keyboard move may re-create the moved row (another section, another tab): give its handle the focus back.
  useEffect(() => {
    if (!lifted) return;
    const frame = requestAnimationFrame(() => {
      const handle = document.querySelector<HTMLElement>(`[data-handle="${lifted.uid}"]`);
      if (handle && document.activeElement !== handle) handle.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [lifted, doc, activeTab?.Uid]);

  useDesignerShortcuts({ undo, redo, enabled: !lifted });

  const placements = useStableCounts(useMemo(() => placementCounts(doc), [doc]));
  const duplicatesKey = duplicateKey(placements);
  const duplicateAttributes = useMemo(() => new Set(duplicatesKey ? duplicatesKey.split(',') : []), [duplicatesKey]);
  const freshTarget = addTarget(doc, selected, activeTab?.Uid ?? null);
  const target = useMemo(() => (freshTarget ? { uid: freshTarget.uid, name: freshTarget.name } : null), [freshTarget?.uid, freshTarget?.name]); // eslint-disable-line react-hooks/exhaustive-deps
  const selection = resolveSelection(doc, selected, attributes);

  const { onAddAttribute, onAddAttributes } = usePaletteAdds({ target, placements, attributeName, dispatch, select: setSelected, announce });

  // A new tab or section is named apart from the others and selected, with its name field focused to be typed over.
  function nameNew(item: ItemRef, name: string, field: string) {
    setSelected(item);
    const what = itemPhrase(item.type, name);
    announce(t`Added ${what}. Type a name for it in ${field}.`);
    requestAnimationFrame(() => {
      const input = document.getElementById(nameFieldId);
      if (!(input instanceof HTMLInputElement)) return;
      input.focus();
      input.select();
    });
  }

  function addTab() {
    const uid = newUid();
    const label = freshName(
      t`New tab`,
      tabs.map((tab) => tab.Label),
    );
    dispatch({ type: 'addTab', uid, label });
    activateTab(uid);
    nameNew({ type: 'tab', uid }, label, t`Tab label`);
  }

  function addSection(tabUid: string) {
    const uid = newUid();
    const tab = findTab(doc, tabUid);
    const headline = freshName(t`New section`, tab ? sectionsOf(tab).map((section) => section.Headline) : []);
    dispatch({ type: 'addSection', tabUid, uid, headline });
    nameNew({ type: 'section', uid }, headline, t`Headline`);
  }

  function moveStep(item: ItemRef, direction: Direction) {
    const action = stepMove(doc, item, direction);
    if (!action) return;
    dispatch(action);
    const label = labels[item.type](docRef.current, item.uid);
    announce(direction === 'up' ? t`Moved ${label} up.` : t`Moved ${label} down.`);
  }

  function applyMove(action: DesignerAction) {
    dispatch(action);
    if (action.type === 'moveSection') {
      activateTab(action.toTabUid);
      const [label, tabLabel] = [labels.section(docRef.current, action.uid), labels.tab(docRef.current, action.toTabUid)];
      announce(t`Moved ${label} to the end of tab ${tabLabel}.`);
    }
    if (action.type === 'moveProperty') {
      const next = designerReducer(state, action).present;
      const tabUid = tabOfItem(next, { type: 'property', uid: action.uid });
      if (tabUid) activateTab(tabUid);
      const [label, sectionLabel] = [labels.property(docRef.current, action.uid), labels.section(docRef.current, action.toSectionUid)];
      const tabLabel = tabUid ? labels.tab(docRef.current, tabUid) : null;
      announce(tabLabel ? t`Moved ${label} to the end of section ${sectionLabel}, tab ${tabLabel}.` : t`Moved ${label} to the end of section ${sectionLabel}.`);
    }
  }

  function remove(item: ItemRef, name: string) {
    const action: DesignerAction =
      item.type === 'tab' ? { type: 'removeTab', uid: item.uid } : item.type === 'section' ? { type: 'removeSection', uid: item.uid } : { type: 'removeProperty', uid: item.uid };
    dispatch(action);
    setSelected(null);
    const what = itemPhrase(item.type, name);
    announce(t`Removed ${what}. Undo brings it back.`);
  }

  function showProblem(problem: LayoutProblem) {
    if (!problem.itemUid) return;
    const item: ItemRef | null = findTab(doc, problem.itemUid)
      ? { type: 'tab', uid: problem.itemUid }
      : tabOfItem(doc, { type: 'section', uid: problem.itemUid })
        ? { type: 'section', uid: problem.itemUid }
        : { type: 'property', uid: problem.itemUid };
    const tabUid = tabOfItem(doc, item);
    if (tabUid) activateTab(tabUid);
    setSelected(item);
  }

  async function save() {
    // Mid-move the layout on screen is where the item happens to be, not where it was dropped (Ctrl+S or the Save button).
    const moving = lifted && itemLabel(doc, lifted, labels);
    if (moving) {
      announce(t`Drop ${moving} or cancel its move (Escape) before saving.`);
      return;
    }
    const found = validateLayout(doc, (uid) => attributes.get(uid)?.name);
    setProblems(found);
    if (found.length > 0) {
      requestAnimationFrame(() => problemsRef.current?.focus());
      return;
    }
    setReviewing(false);
    await saver.save(state.saved, doc);
  }
  useSaveShortcut(() => {
    if (dirty && !saving) void save();
  });
  usePageShortcuts(
    t`Asset type designer`,
    DESIGNER_KEYS.map(({ keys, action }) => ({ keys: i18n._(keys), action: i18n._(action) })),
  );

  const fieldErrors: FieldErrors = { ...saver.serverFieldErrors };
  for (const problem of problems) if (problem.field) fieldErrors[problem.field] = problem.message;

  const docName = doc.Label || doc.Alias;
  return (
    <DesignerContext.Provider value={api}>
      <div className="designer">
        <DesignerHeader
          title={docName ? t`Asset type: ${docName}` : t`Asset type: untitled`}
          status={designerStatus(dirty, draft)}
          historyNote={historyNote}
          canUndo={state.past.length > 0 && !lifted}
          canRedo={state.future.length > 0 && !lifted}
          dirty={dirty}
          saving={saving}
          preview={preview}
          onUndo={undo}
          onRedo={redo}
          onTogglePreview={() => setParam('view', preview ? null : 'preview')}
          onDiscard={() => setConfirmDiscard(true)}
          onReview={() => setReviewing(!reviewing)}
          reviewing={reviewing}
          onSave={save}
          saved={server}
        />
        <DesignerNotices saver={saver} draft={draft} saved={state.saved} server={server} dispatch={dispatch} nameOf={nameOf} announce={announce} />
        {reviewing && <ReviewChanges base={state.saved} doc={doc} nameOf={nameOf} onClose={() => setReviewing(false)} />}
        <SaveProblems ref={problemsRef} problems={problems} onShow={showProblem} />
        <FormError message={saver.serverError} />
        <AssetTypeFields doc={doc} dispatch={dispatch} errors={fieldErrors} />
        <p id={instructionsId} className="visually-hidden">
          <Trans>Press Space or Enter to pick the item up, the arrow keys to move it, Space or Enter to drop it, Escape to cancel.</Trans>
        </p>
        <DesignerDnd docRef={docRef} dispatch={dispatch} labels={labels} attributeName={attributeName} onActivateTab={activateTab} newUid={newUid}>
          <div className={`designer-grid${preview ? ' with-preview' : ''}`}>
            {!preview && <AttributePalette attributes={attributes} placements={placements} target={target} onAdd={onAddAttribute} onAddMany={onAddAttributes} />}
            <section className="designer-canvas" aria-label={t`Layout`}>
              <TabStrip tabs={tabs} activeTabUid={activeTab?.Uid ?? null} selectedUid={selected?.uid ?? null} liftedUid={lifted?.uid ?? null} onActivate={activateTab} onAddTab={addTab} />
              <TabCanvas tab={activeTab} selectedUid={selected?.uid ?? null} liftedUid={lifted?.uid ?? null} duplicateAttributes={duplicateAttributes} onAddSection={addSection} />
            </section>
            {preview ? (
              <AssetPreview doc={doc} attributes={attributes} activeTabUid={activeTab?.Uid ?? null} onActivate={activateTab} />
            ) : (
              <SettingsPanel
                selected={selection}
                nameFieldId={nameFieldId}
                dispatch={dispatch}
                canMove={(item, direction) => stepMove(doc, item, direction) !== null}
                onMoveStep={moveStep}
                onMoveTo={(item) => setMovingTo({ item, name: labels[item.type](docRef.current, item.uid) })}
                onRemove={remove}
              />
            )}
          </div>
        </DesignerDnd>
        <div className="visually-hidden" role="status" aria-live="assertive" aria-atomic="true" data-testid="designer-announcer">
          {announcement}
        </div>
        {movingTo && <MoveToDialog doc={doc} item={movingTo.item} name={movingTo.name} onMove={applyMove} onClose={() => setMovingTo(null)} />}
        {confirmDiscard && (
          <ConfirmDialog
            title={t`Discard your changes?`}
            message={t`The layout goes back to the last saved version, and the local draft is deleted.`}
            confirmLabel={t`Discard changes`}
            onCancel={() => setConfirmDiscard(false)}
            onConfirm={() => {
              dispatch({ type: 'load', assetType: state.saved });
              setProblems([]);
              saver.clearErrors();
              setConfirmDiscard(false);
              setSelected(null);
            }}
          />
        )}
        {/* While a save runs, leaving asks only if the layout changed since it started: those changes are not in it. */}
        <UnsavedChangesGuard when={dirty && (!saving || saver.savingFrom !== doc)} />
      </div>
    </DesignerContext.Provider>
  );
}
