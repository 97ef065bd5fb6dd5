import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AssetType } from '../../api/asset-types';
import { Dialog } from '../../components/dialog';
import { SelectField } from '../../components/field';
import type { DesignerAction } from './designer-reducer';
import type { ItemRef } from './keyboard-move';
import { isFixedTab, locateProperty, locateSection, propertiesOf, sectionOrder, sectionsOf, tabsOf } from './layout-tree';
import { sectionName } from './section-card';
import { tabName } from './tab-strip';

type MoveToDialogProps = {
  doc: AssetType;
  item: ItemRef;
  name: string;
  onMove: (action: DesignerAction) => void;
  onClose: () => void;
};

/** The non-drag way across containers: pick the section (or tab) and the item goes to its end. */
export function MoveToDialog({ doc, item, name, onMove, onClose }: MoveToDialogProps) {
  const { t } = useLingui();
  const options =
    item.type === 'property'
      ? sectionOrder(doc).map(({ tab, section }) => ({ value: section.Uid, label: `${tabName(tab)} › ${sectionName(section)}` }))
      : tabsOf(doc)
          .filter((tab) => !isFixedTab(tab))
          .map((tab) => ({ value: tab.Uid, label: tabName(tab) }));
  const current = currentContainer(doc, item);
  const [target, setTarget] = useState(current ?? options[0]?.value ?? '');

  function move() {
    if (item.type === 'property') {
      const at = locateSection(doc, target);
      const section = at ? sectionsOf(tabsOf(doc)[at.tabIndex]!)[at.index] : undefined;
      if (section) onMove({ type: 'moveProperty', uid: item.uid, toSectionUid: target, toIndex: propertiesOf(section).length });
    } else {
      const tab = tabsOf(doc).find((candidate) => candidate.Uid === target);
      if (tab) onMove({ type: 'moveSection', uid: item.uid, toTabUid: target, toIndex: sectionsOf(tab).length });
    }
    onClose();
  }

  return (
    <Dialog title={t`Move ${name}`} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          move();
        }}
      >
        <SelectField label={item.type === 'property' ? t`Section` : t`Tab`} value={target} onChange={(event) => setTarget(event.target.value)} data-autofocus>
          {options.map(({ value, label }) => (
            <option key={value} value={value}>
              {value === current ? t`${label} (current)` : label}
            </option>
          ))}
        </SelectField>
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="button-primary" disabled={target === current}>
            <Trans>Move</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function currentContainer(doc: AssetType, item: ItemRef): string | null {
  if (item.type === 'property') {
    const at = locateProperty(doc, item.uid);
    return at ? sectionsOf(tabsOf(doc)[at.tabIndex]!)[at.sectionIndex]!.Uid : null;
  }
  const at = locateSection(doc, item.uid);
  return at ? tabsOf(doc)[at.tabIndex]!.Uid : null;
}
