import { typeLabel } from '../../api/attribute-type-names';
import type { Dispatch } from 'react';
import type { AssetTypeProperty, AssetTypeSection, AssetTypeTab } from '../../api/asset-types';
import { CheckboxField, TextAreaField, TextField } from '../../components/field';
import { ShortId } from '../../components/short-id';
import { PermissionField } from './permission-field';
import { usePermissionsInUse } from './permissions-in-use';
import type { DesignerAction } from './designer-reducer';
import type { Direction, ItemRef } from './keyboard-move';
import { isFixedTab, propertiesOf, sectionsOf } from './layout-tree';
import { sectionName } from './section-card';
import { tabName } from './tab-strip';

export type Selected =
  | { type: 'tab'; tab: AssetTypeTab }
  | { type: 'section'; section: AssetTypeSection; tab: AssetTypeTab }
  | { type: 'property'; property: AssetTypeProperty; section: AssetTypeSection; name: string; attributeType: string | null };

type SettingsPanelProps = {
  selected: Selected | null;
  /** The id of the selected tab's or section's name field, which a new tab or section focuses. */
  nameFieldId: string;
  dispatch: Dispatch<DesignerAction>;
  canMove: (item: ItemRef, direction: Direction) => boolean;
  onMoveStep: (item: ItemRef, direction: Direction) => void;
  onMoveTo: (item: ItemRef) => void;
  onRemove: (item: ItemRef, name: string) => void;
};

/** Settings of the selected tab, section or property; every change is one reducer action (and undoable). */
export function SettingsPanel({ selected, nameFieldId, dispatch, canMove, onMoveStep, onMoveTo, onRemove }: SettingsPanelProps) {
  const permissionsInUse = usePermissionsInUse();
  if (!selected) {
    return (
      <aside className="settings-panel" aria-labelledby="settings-heading">
        <h2 id="settings-heading">Settings</h2>
        <p className="muted">Select a tab, section or property to edit its settings.</p>
      </aside>
    );
  }
  // Keyed by item: text refused in one item's field never shows in the next one's.
  const permissions = (
    target: { Uid: string; ViewPermission?: string | null; SavePermission?: string | null },
    edit: (changes: { ViewPermission?: string | null; SavePermission?: string | null }) => void,
  ) => (
    <>
      <PermissionField key={`view-${target.Uid}`} label="View permission" value={target.ViewPermission} options={permissionsInUse} onChange={(permission) => edit({ ViewPermission: permission })} />
      <PermissionField key={`save-${target.Uid}`} label="Save permission" value={target.SavePermission} options={permissionsInUse} onChange={(permission) => edit({ SavePermission: permission })} />
    </>
  );

  const position = (item: ItemRef, name: string, moveToLabel: string | null, vertical = true) => (
    <div className="settings-actions" role="group" aria-label={`Position of ${name}`}>
      <button type="button" disabled={!canMove(item, 'up')} onClick={() => onMoveStep(item, 'up')}>
        {vertical ? 'Move up' : 'Move left'}
      </button>
      <button type="button" disabled={!canMove(item, 'down')} onClick={() => onMoveStep(item, 'down')}>
        {vertical ? 'Move down' : 'Move right'}
      </button>
      {moveToLabel && (
        <button type="button" onClick={() => onMoveTo(item)}>
          {moveToLabel}
        </button>
      )}
      <button type="button" className="button-danger-quiet" onClick={() => onRemove(item, name)}>
        Remove
      </button>
    </div>
  );

  return (
    <aside className="settings-panel" aria-labelledby="settings-heading">
      <h2 id="settings-heading">Settings</h2>
      {selected.type === 'tab' && isFixedTab(selected.tab) && (
        <>
          <h3>{tabName(selected.tab)}</h3>
          <p>A built-in tab: the asset editor shows it as it is. It keeps its place and its settings.</p>
          <dl className="facts">
            <dt>View permission</dt>
            <dd>{selected.tab.ViewPermission ? <ShortId id={selected.tab.ViewPermission} what="permission id" /> : 'Everyone'}</dd>
            <dt>Save permission</dt>
            <dd>{selected.tab.SavePermission ? <ShortId id={selected.tab.SavePermission} what="permission id" /> : 'Everyone'}</dd>
          </dl>
        </>
      )}
      {selected.type === 'tab' && !isFixedTab(selected.tab) && (
        <>
          <h3>Tab {tabName(selected.tab)}</h3>
          <TextField
            id={nameFieldId}
            label="Tab label"
            value={selected.tab.Label ?? ''}
            onChange={(event) => dispatch({ type: 'editTab', uid: selected.tab.Uid, changes: { Label: event.target.value } })}
            autoComplete="off"
          />
          <CheckboxField
            label="Show sidebar"
            checked={Boolean(selected.tab.ShowSidebar)}
            onChange={(event) => dispatch({ type: 'editTab', uid: selected.tab.Uid, changes: { ShowSidebar: event.target.checked } })}
          />
          {permissions(selected.tab, (changes) => dispatch({ type: 'editTab', uid: selected.tab.Uid, changes }))}
          <p className="muted">{sectionsOf(selected.tab).length} sections</p>
          {position({ type: 'tab', uid: selected.tab.Uid }, tabName(selected.tab), null, false)}
        </>
      )}
      {selected.type === 'section' && (
        <>
          <h3>Section {sectionName(selected.section)}</h3>
          <TextField
            id={nameFieldId}
            label="Headline"
            value={selected.section.Headline ?? ''}
            onChange={(event) => dispatch({ type: 'editSection', uid: selected.section.Uid, changes: { Headline: event.target.value } })}
            autoComplete="off"
          />
          <TextAreaField
            label="Description"
            rows={3}
            value={selected.section.Description ?? ''}
            onChange={(event) => dispatch({ type: 'editSection', uid: selected.section.Uid, changes: { Description: event.target.value } })}
          />
          {permissions(selected.section, (changes) => dispatch({ type: 'editSection', uid: selected.section.Uid, changes }))}
          <p className="muted">
            In tab {tabName(selected.tab)} · {propertiesOf(selected.section).length} properties
          </p>
          {position({ type: 'section', uid: selected.section.Uid }, sectionName(selected.section), 'Move to tab…')}
        </>
      )}
      {selected.type === 'property' && (
        <>
          <h3>Property {selected.name}</h3>
          <p className="muted">
            {selected.attributeType ? `${typeLabel(selected.attributeType)} attribute` : 'Unknown attribute'} · in section {sectionName(selected.section)}
          </p>
          {!selected.attributeType && (
            <p>
              No attribute has the id <ShortId id={selected.property.AttributeUid} what="attribute id" />: it may have been deleted. Remove this property, or ask whoever administers the PIM about the
              id.
            </p>
          )}
          {(['ReadOnly', 'Mandatory', 'Unchangeable', 'Inherits'] as const).map((flag) => (
            <CheckboxField
              key={flag}
              label={FLAG_LABELS[flag]}
              checked={Boolean(selected.property[flag])}
              onChange={(event) => dispatch({ type: 'editProperty', uid: selected.property.Uid, changes: { [flag]: event.target.checked } })}
            />
          ))}
          {permissions(selected.property, (changes) => dispatch({ type: 'editProperty', uid: selected.property.Uid, changes }))}
          {position({ type: 'property', uid: selected.property.Uid }, selected.name, 'Move to section…')}
        </>
      )}
    </aside>
  );
}

const FLAG_LABELS = { ReadOnly: 'Read only', Mandatory: 'Mandatory', Unchangeable: 'Unchangeable', Inherits: 'Inherits' } as const;
