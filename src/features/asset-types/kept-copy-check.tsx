import { useEffect, useMemo, useRef } from 'react';
import type { KeptInput } from '../../api/kept-inputs';
import { useDraftOffer } from '../../components/use-draft-offer';
import type { TypedAssetType } from './asset-type-creates';
import { assetTypeCopyDrafts, useAssetTypeCreateCheck } from './kept-asset-type-create';

/** The input kept of a copy a reload cut off, as offered: the copy the server made is said instead (and not offered). */
export type KeptCopy = { kept: KeptInput<TypedAssetType>; restore: () => TypedAssetType | null; discard: () => void };

/**
 * Checks the input kept of copies of `sourceUid` and tells `onOffer` what to offer (null: nothing). Fetched only when
 * the device keeps such input: the designer's first visit does not carry the check.
 */
export function KeptCopyCheck({ sourceUid, onOffer }: { sourceUid: string; onOffer: (offer: KeptCopy | null) => void }) {
  const drafts = useMemo(() => assetTypeCopyDrafts(sourceUid), [sourceUid]);
  const draft = useDraftOffer(drafts, useAssetTypeCreateCheck(undefined));
  const { kept } = draft;
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  });
  useEffect(() => {
    onOffer(kept ? { kept, restore: () => latest.current.restore(), discard: () => latest.current.discard() } : null);
  }, [kept, onOffer]);
  useEffect(() => () => onOffer(null), [onOffer]);
  return null;
}
