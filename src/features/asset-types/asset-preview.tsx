import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo, useId } from 'react';
import type { AssetType, AssetTypeProperty } from '../../api/asset-types';
import type { AttributeInfo } from './designer-context';
import { isFixedTab, propertiesOf, sectionsOf, tabsOf } from './layout-tree';
import { sectionName } from './section-card';
import { tabName } from './tab-strip';

/** Beyond this many fields a previewed section shows a count instead: it is a preview, not the editor. */
const PREVIEW_FIELDS_PER_SECTION = 60;

type AssetPreviewProps = {
  doc: AssetType;
  attributes: ReadonlyMap<string, AttributeInfo>;
  /** The preview shows the tab the designer shows, and switching here switches there. */
  activeTabUid: string | null;
  onActivate: (uid: string) => void;
};

/** The asset editor as editors will see it with this layout: tabs, sections and labelled fields. */
export const AssetPreview = memo(function AssetPreview({ doc, attributes, activeTabUid, onActivate: setActiveUid }: AssetPreviewProps) {
  const tabs = tabsOf(doc);
  const active = tabs.find((tab) => tab.Uid === activeTabUid) ?? tabs[0];
  const activeType = active?.Type;
  const baseId = useId();
  const { t } = useLingui();
  const label = doc.Label;

  function onTabKeyDown(event: React.KeyboardEvent, index: number) {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = tabs[(index + delta + tabs.length) % tabs.length];
    if (!next) return;
    setActiveUid(next.Uid);
    document.getElementById(`${baseId}-tab-${next.Uid}`)?.focus();
  }

  return (
    <section className="preview" aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`}>{label ? <Trans>Preview: {label} editor</Trans> : <Trans>Preview: asset editor</Trans>}</h2>
      {tabs.length === 0 ? (
        <p className="muted">
          <Trans>No tabs: the editor would show the file only.</Trans>
        </p>
      ) : (
        <>
          <div role="tablist" aria-label={t`Preview tabs`} className="preview-tabs">
            {tabs.map((tab, index) => (
              <button
                key={tab.Uid}
                id={`${baseId}-tab-${tab.Uid}`}
                type="button"
                role="tab"
                aria-selected={tab === active}
                aria-controls={`${baseId}-panel`}
                tabIndex={tab === active ? 0 : -1}
                onClick={() => setActiveUid(tab.Uid)}
                onKeyDown={(event) => onTabKeyDown(event, index)}
              >
                {tabName(tab)}
              </button>
            ))}
          </div>
          {active && (
            <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active.Uid}`} className={`preview-panel${active.ShowSidebar ? ' with-sidebar' : ''}`}>
              {isFixedTab(active) ? (
                <p className="muted">
                  <Trans>Drawn by the server ({activeType}).</Trans>
                </p>
              ) : sectionsOf(active).length === 0 ? (
                <p className="muted">
                  <Trans>This tab has no sections.</Trans>
                </p>
              ) : (
                sectionsOf(active).map((section) => (
                  <fieldset key={section.Uid} className="preview-section">
                    <legend>{sectionName(section)}</legend>
                    {section.Description && <p className="muted">{section.Description}</p>}
                    {propertiesOf(section)
                      .slice(0, PREVIEW_FIELDS_PER_SECTION)
                      .map((property) => (
                        <PreviewField key={property.Uid} property={property} info={attributes.get(property.AttributeUid)} />
                      ))}
                    {propertiesOf(section).length > PREVIEW_FIELDS_PER_SECTION && (
                      <p className="muted">
                        <Plural value={propertiesOf(section).length - PREVIEW_FIELDS_PER_SECTION} one="…and # more field." other="…and # more fields." />
                      </p>
                    )}
                  </fieldset>
                ))
              )}
              {active.ShowSidebar && (
                <aside className="preview-sidebar">
                  <Trans>Sidebar: file, versions and usage</Trans>
                </aside>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
});

function PreviewField({ property, info }: { property: AssetTypeProperty; info: AttributeInfo | undefined }) {
  const id = useId();
  const { t } = useLingui();
  const label = `${info?.name ?? t`Unknown attribute`}${property.Mandatory ? ' *' : ''}`;
  const readOnly = Boolean(property.ReadOnly);
  const type = info?.type ?? '';
  // The kind of thing referenced, as the service names it ("AssetReferenceAttribute" → "asset").
  const referenced = type.replace(/ReferenceAttribute$/, '').toLowerCase();
  let control: React.ReactNode;
  if (type === 'BooleanAttribute') control = <input id={id} type="checkbox" disabled={readOnly} />;
  else if (type === 'NumberAttribute') control = <input id={id} type="number" readOnly={readOnly} />;
  else if (type === 'DateTimeAttribute') control = <input id={id} type="datetime-local" readOnly={readOnly} />;
  else if (type === 'ListAttribute' || type === 'FixedListAttribute')
    control = (
      <select id={id} disabled={readOnly}>
        <option>
          <Trans>Choose…</Trans>
        </option>
      </select>
    );
  else if (type.endsWith('ReferenceAttribute')) control = <input id={id} type="text" readOnly={readOnly} placeholder={t`Pick ${referenced}…`} />;
  else if (type === 'ComplexAttribute') control = <textarea id={id} rows={2} readOnly={readOnly} />;
  else control = <input id={id} type="text" readOnly={readOnly} />;
  return (
    <div className={`preview-field${type === 'BooleanAttribute' ? ' preview-field-check' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {control}
      {(property.Unchangeable || property.Inherits) && (
        <span className="muted preview-note">
          {property.Unchangeable && property.Inherits ? t`cannot change once set, inherited` : property.Unchangeable ? t`cannot change once set` : t`inherited`}
        </span>
      )}
    </div>
  );
}
