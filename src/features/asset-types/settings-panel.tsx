import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { typeLabel } from '../../api/attribute-type-names';
import { useState, type Dispatch } from 'react';
import type { AssetTypeProperty, AssetTypeSection, AssetTypeTab } from '../../api/asset-types';
import { CheckboxField, TextAreaField, TextField } from '../../components/field';
import { ShortId } from '../../components/short-id';
import { FLAG_LABELS } from './designer-messages';
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
  const { t, i18n } = useLingui();
  // The permissions in use are read when a permission field first takes the focus.
  const [permissionsWanted, setPermissionsWanted] = useState(false);
  const permissionsInUse = usePermissionsInUse(permissionsWanted);
  const wantPermissions = () => setPermissionsWanted(true);
  if (!selected) {
    return (
      <aside className="settings-panel" aria-labelledby="settings-heading">
        <h2 id="settings-heading">
          <Trans>Settings</Trans>
        </h2>
        <p className="muted">
          <Trans>Select a tab, section or property to edit its settings.</Trans>
        </p>
      </aside>
    );
  }
  // Keyed by item: text refused in one item's field never shows in the next one's.
  const permissions = (
    target: { Uid: string; ViewPermission?: string | null; SavePermission?: string | null },
    edit: (changes: { ViewPermission?: string | null; SavePermission?: string | null }) => void,
  ) => (
    <>
      <PermissionField
        key={`view-${target.Uid}`}
        label={t`View permission`}
        value={target.ViewPermission}
        options={permissionsInUse}
        onFocus={wantPermissions}
        onChange={(permission) => edit({ ViewPermission: permission })}
      />
      <PermissionField
        key={`save-${target.Uid}`}
        label={t`Save permission`}
        value={target.SavePermission}
        options={permissionsInUse}
        onFocus={wantPermissions}
        onChange={(permission) => edit({ SavePermission: permission })}
      />
    </>
  );

  const position = (item: ItemRef, name: string, moveToLabel: string | null, vertical = true) => (
    <div className="settings-actions" role="group" aria-label={t`Position of ${name}`}>
      <button type="button" disabled={!canMove(item, 'up')} onClick={() => onMoveStep(item, 'up')}>
        {vertical ? t`Move up` : t`Move left`}
      </button>
      <button type="button" disabled={!canMove(item, 'down')} onClick={() => onMoveStep(item, 'down')}>
        {vertical ? t`Move down` : t`Move right`}
      </button>
      {moveToLabel && (
        <button type="button" onClick={() => onMoveTo(item)}>
          {moveToLabel}
        </button>
      )}
      <button type="button" className="button-danger-quiet" onClick={() => onRemove(item, name)}>
        <Trans>Remove</Trans>
      </button>
    </div>
  );

  const selectedTabName = selected.type === 'property' ? '' : tabName(selected.tab);
  const selectedSectionName = selected.type === 'tab' ? '' : sectionName(selected.section);
  const selectedName = selected.type === 'property' ? selected.name : '';
  const attributeTypeLabel = selected.type === 'property' && selected.attributeType ? typeLabel(selected.attributeType) : null;
  return (
    <aside className="settings-panel" aria-labelledby="settings-heading">
      <h2 id="settings-heading">
        <Trans>Settings</Trans>
      </h2>
      {selected.type === 'tab' && isFixedTab(selected.tab) && (
        <>
          <h3>{tabName(selected.tab)}</h3>
          <p>
            <Trans>A built-in tab: the asset editor shows it as it is. It keeps its place and its settings.</Trans>
          </p>
          <dl className="facts">
            <dt>
              <Trans>View permission</Trans>
            </dt>
            <dd>{selected.tab.ViewPermission ? <ShortId id={selected.tab.ViewPermission} what={t`permission id`} /> : t`Everyone`}</dd>
            <dt>
              <Trans>Save permission</Trans>
            </dt>
            <dd>{selected.tab.SavePermission ? <ShortId id={selected.tab.SavePermission} what={t`permission id`} /> : t`Everyone`}</dd>
          </dl>
        </>
      )}
      {selected.type === 'tab' && !isFixedTab(selected.tab) && (
        <>
          <h3>
            <Trans>Tab {selectedTabName}</Trans>
          </h3>
          <TextField
            id={nameFieldId}
            label={t`Tab label`}
            value={selected.tab.Label ?? ''}
            onChange={(event) => dispatch({ type: 'editTab', uid: selected.tab.Uid, changes: { Label: event.target.value } })}
            autoComplete="off"
          />
          <CheckboxField
            label={i18n._(FLAG_LABELS.ShowSidebar)}
            checked={Boolean(selected.tab.ShowSidebar)}
            onChange={(event) => dispatch({ type: 'editTab', uid: selected.tab.Uid, changes: { ShowSidebar: event.target.checked } })}
          />
          {permissions(selected.tab, (changes) => dispatch({ type: 'editTab', uid: selected.tab.Uid, changes }))}
          <p className="muted">
            <Plural value={sectionsOf(selected.tab).length} one="# section" other="# sections" />
          </p>
          {position({ type: 'tab', uid: selected.tab.Uid }, tabName(selected.tab), null, false)}
        </>
      )}
      {selected.type === 'section' && (
        <>
          <h3>
            <Trans>Section {selectedSectionName}</Trans>
          </h3>
          <TextField
            id={nameFieldId}
            label={t`Headline`}
            value={selected.section.Headline ?? ''}
            onChange={(event) => dispatch({ type: 'editSection', uid: selected.section.Uid, changes: { Headline: event.target.value } })}
            autoComplete="off"
          />
          <TextAreaField
            label={t`Description`}
            rows={3}
            value={selected.section.Description ?? ''}
            onChange={(event) => dispatch({ type: 'editSection', uid: selected.section.Uid, changes: { Description: event.target.value } })}
          />
          {permissions(selected.section, (changes) => dispatch({ type: 'editSection', uid: selected.section.Uid, changes }))}
          <p className="muted">
            <Plural value={propertiesOf(selected.section).length} one={`In tab ${selectedTabName} · # property`} other={`In tab ${selectedTabName} · # properties`} />
          </p>
          {position({ type: 'section', uid: selected.section.Uid }, sectionName(selected.section), t`Move to tab…`)}
        </>
      )}
      {selected.type === 'property' && (
        <>
          <h3>
            <Trans>Property {selectedName}</Trans>
          </h3>
          <p className="muted">
            {attributeTypeLabel ? (
              <Trans>
                {attributeTypeLabel} attribute · in section {selectedSectionName}
              </Trans>
            ) : (
              <Trans>Unknown attribute · in section {selectedSectionName}</Trans>
            )}
          </p>
          {!selected.attributeType && (
            <p>
              <Trans>
                No attribute has the id <ShortId id={selected.property.AttributeUid} what={t`attribute id`} />: it may have been deleted. Remove this property, or ask whoever administers the PIM about
                the id.
              </Trans>
            </p>
          )}
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the API's field names of the switches (their labels are FLAG_LABELS) */}
          {(['ReadOnly', 'Mandatory', 'Unchangeable', 'Inherits'] as const).map((flag) => (
            <CheckboxField
              key={flag}
              label={i18n._(FLAG_LABELS[flag])}
              checked={Boolean(selected.property[flag])}
              onChange={(event) => dispatch({ type: 'editProperty', uid: selected.property.Uid, changes: { [flag]: event.target.checked } })}
            />
          ))}
          {permissions(selected.property, (changes) => dispatch({ type: 'editProperty', uid: selected.property.Uid, changes }))}
          {position({ type: 'property', uid: selected.property.Uid }, selected.name, t`Move to section…`)}
        </>
      )}
    </aside>
  );
}
