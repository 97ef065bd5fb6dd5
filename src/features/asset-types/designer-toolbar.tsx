import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef } from 'react';
import type { AssetType } from '../../api/asset-types';
import { PageHeader } from '../../components/page-header';
import { useDesigner } from './designer-context';
import { DuplicateAssetType } from './duplicate-asset-type';
import { placementCounts } from './layout-tree';

type DesignerToolbarProps = {
  canUndo: boolean;
  canRedo: boolean;
  dirty: boolean;
  saving: boolean;
  preview: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onTogglePreview: () => void;
  onDiscard: () => void;
  onReview: () => void;
  reviewing: boolean;
  onSave: () => void;
  /** The asset type as the server has it: what "Duplicate…" copies. */
  saved: AssetType;
};

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The saved asset type with the attributes it places, so another environment can import it whole. */
function ExportAssetType({ assetType }: { assetType: AssetType }) {
  const { attributes } = useDesigner();
  const { t } = useLingui();
  const exportIt = () => {
    const placed = [...placementCounts(assetType).keys()].flatMap((uid) => attributes.get(uid)?.attribute ?? []);
    const name = assetType.Alias ?? assetType.Uid;
    const fileName = t`asset type ${name}`;
    // The export file's makings load when Export is pressed: opening the designer does not wait for them.
    void import('../../components/download-bundle').then(({ downloadBundle }) => downloadBundle(fileName, { assetTypes: [assetType], attributes: placed }));
  };
  return (
    <button type="button" onClick={exportIt} title={t`Exports what is saved, with the attributes it places, as a file “Import” reads`}>
      <Trans>Export</Trans>
    </button>
  );
}

function DesignerToolbar({ canUndo, canRedo, dirty, saving, preview, onUndo, onRedo, onTogglePreview, onDiscard, onReview, reviewing, onSave, saved }: DesignerToolbarProps) {
  const { t } = useLingui();
  return (
    <div className="designer-toolbar" role="toolbar" aria-label={t`Designer`}>
      <button type="button" onClick={onUndo} disabled={!canUndo} aria-keyshortcuts={isMac ? 'Meta+Z' : 'Control+Z'} title={isMac ? '⌘Z' : t`Ctrl+Z`}>
        <Trans>Undo</Trans>
      </button>
      <button type="button" onClick={onRedo} disabled={!canRedo} aria-keyshortcuts={isMac ? 'Meta+Shift+Z' : 'Control+Shift+Z'} title={isMac ? t`⌘Shift+Z` : t`Ctrl+Shift+Z`}>
        <Trans>Redo</Trans>
      </button>
      <button type="button" onClick={onTogglePreview} aria-pressed={preview}>
        <Trans>Preview</Trans>
      </button>
      <button type="button" onClick={onDiscard} disabled={!dirty || saving}>
        <Trans>Discard</Trans>
      </button>
      <button type="button" onClick={onReview} disabled={!dirty} aria-expanded={reviewing}>
        <Trans>Review changes</Trans>
      </button>
      <DuplicateAssetType assetType={saved} />
      <ExportAssetType assetType={saved} />
      <button type="button" className="button-primary" onClick={onSave} disabled={!dirty || saving}>
        {saving ? t`Saving…` : t`Save`}
      </button>
    </div>
  );
}

type DesignerHeaderProps = DesignerToolbarProps & {
  title: string;
  /** Whether the layout is saved, and where its draft is kept. */
  status: string;
  /** What Undo or Redo last did, while the layout is the one they left. */
  historyNote: string | null;
};

/**
 * The page header (sticky, as on every page) with the layout's status and the toolbar: Save stays in reach however long
 * the canvas. Its height is published on the designer as --designer-bar-height, so the sticky tabs and side panels sit under it.
 */
export function DesignerHeader({ title, status, historyNote, ...toolbar }: DesignerHeaderProps) {
  const statusRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const header = statusRef.current?.closest<HTMLElement>('.page-header');
    const root = header?.closest<HTMLElement>('.designer');
    if (!header || !root) return;
    const publish = () => root.style.setProperty('--designer-bar-height', `${header.offsetHeight}px`);
    publish();
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    resizes?.observe(header);
    return () => resizes?.disconnect();
  }, []);
  return (
    <PageHeader
      title={title}
      status={
        <div ref={statusRef} className="designer-bar-status">
          <p className="designer-status" aria-live="polite">
            {status}
          </p>
          {historyNote && <p className="designer-history">{historyNote}</p>}
        </div>
      }
      actions={<DesignerToolbar {...toolbar} />}
    />
  );
}
