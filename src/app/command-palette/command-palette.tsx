import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { assetTypeQueries } from '../../api/asset-types';
import { attributeQueries } from '../../api/attributes';
import { languageQueries } from '../../api/languages';
import { savedSearchQueries } from '../../api/saved-searches';
import { savedSearchFolderQueries } from '../../api/saved-search-folders';
import { Dialog } from '../../components/dialog';
import { useConnection } from '../../components/use-connection';
import { useRowWindow } from '../../components/use-row-window';
import { useSupports } from '../../components/version-gate';
import { paletteItems, searchPalette, type PaletteGroup } from './palette-items';
import './command-palette.css';

const ROW_HEIGHT = 44;

const GROUP_NAMES: Record<PaletteGroup, MessageDescriptor> = {
  pages: msg`Pages`,
  actions: msg`Actions`,
  attributes: msg`Attributes`,
  'saved-searches': msg`Saved searches`,
  folders: msg`Folders`,
  'asset-types': msg`Asset types`,
  languages: msg`Languages`,
};

/**
 * Ctrl+K / ⌘K: one searchable list of pages, actions and records of every model (WAI-ARIA
 * combobox with a listbox popup). Loaded on demand, so the first page does not carry it.
 */
export function CommandPalette({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { mock } = useConnection();
  const withAssetTypes = useSupports('assetTypes');
  const attributes = useQuery(attributeQueries.all());
  const languages = useQuery(languageQueries.all());
  const savedSearches = useQuery(savedSearchQueries.all());
  const folders = useQuery(savedSearchFolderQueries.all());
  const assetTypes = useQuery({ ...assetTypeQueries.all(), enabled: withAssetTypes });
  const loading = [attributes, languages, savedSearches, folders, ...(withAssetTypes ? [assetTypes] : [])].some((query) => query.isPending);

  const items = useMemo(
    () =>
      paletteItems({
        mock,
        attributes: attributes.data,
        languages: languages.data,
        savedSearches: savedSearches.data,
        folders: folders.data,
        assetTypes: assetTypes.data,
      }),
    // The locale too: the pages' and actions' labels are in the interface's language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mock, attributes.data, languages.data, savedSearches.data, folders.data, assetTypes.data, i18n.locale],
  );
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => searchPalette(items, deferredQuery), [items, deferredQuery]);
  const [activeIndex, setActiveIndex] = useState(0);
  const active = Math.min(activeIndex, Math.max(0, results.length - 1));
  const listId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { rows, totalSize, scrollToIndex } = useRowWindow({ count: results.length, rowHeight: ROW_HEIGHT, scrollRef });
  const optionId = (index: number) => `${listId}-option-${index}`;

  function open(index: number) {
    const target = results[index];
    if (!target) return;
    onClose();
    navigate(target.to);
  }

  function moveTo(index: number) {
    const next = Math.max(0, Math.min(results.length - 1, index));
    setActiveIndex(next);
    scrollToIndex(next);
  }

  // The options are not focusable (focus stays in the search field, which names the active one with
  // aria-activedescendant): the pointer's clicks and moves over them are handled here, for all of them.
  function optionAt(event: React.MouseEvent): number | null {
    const index = (event.target as Element).closest<HTMLElement>('[role="option"]')?.dataset.index;
    return index === undefined ? null : Number(index);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') moveTo(active + 1);
    else if (event.key === 'ArrowUp') moveTo(active - 1);
    else if (event.key === 'PageDown') moveTo(active + 8);
    else if (event.key === 'PageUp') moveTo(active - 8);
    else if (event.key === 'Enter') open(active);
    else return;
    event.preventDefault();
  }

  const count = results.length;
  const status = loading && count === 0 ? t`Loading…` : count === 0 ? t`Nothing matches. Try fewer or other words.` : t`${plural(count, { one: '# result', other: '# results' })}`;

  return (
    <Dialog title={t`Go to or do`} onClose={onClose}>
      <div className="palette">
        <input
          data-autofocus
          className="palette-input"
          role="combobox"
          aria-label={t`Search pages, actions and records`}
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
          placeholder={t`Attribute, saved search, asset type, language, action…`}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
            if (scrollRef.current) scrollRef.current.scrollTop = 0;
          }}
          onKeyDown={onKeyDown}
        />
        <p className="palette-status muted" role="status">
          {status}
          {loading && results.length > 0 ? ` ${t`(still loading records…)`}` : ''}
        </p>
        {/* Its rows are scrolled from the search field's arrow keys; while it lists anything it is a named tab stop too, as a long table is, so a keyboard can scroll it directly. */}
        <div ref={scrollRef} className="palette-scroll" role="region" aria-label={t`Results (scrollable)`} tabIndex={results.length > 0 ? 0 : undefined}>
          <div
            role="presentation"
            onMouseMove={(event) => {
              const index = optionAt(event);
              if (index !== null && index !== active) setActiveIndex(index);
            }}
            onClick={(event) => {
              const index = optionAt(event);
              if (index !== null) open(index);
            }}
          >
            <div id={listId} role="listbox" aria-label={t`Results`} style={{ height: totalSize, position: 'relative' }}>
              {rows.map(({ index, start }) => {
                const result = results[index]!;
                return (
                  <div
                    key={result.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    aria-setsize={results.length}
                    aria-posinset={index + 1}
                    data-index={index}
                    className={`palette-option${index === active ? ' palette-option-active' : ''}`}
                    style={{ position: 'absolute', top: start, height: ROW_HEIGHT, left: 0, right: 0 }}
                  >
                    {/* The spaces keep the option's name "Colour colour Attributes" in every browser and checker. */}
                    <span className="palette-label">{result.label}</span> {result.detail && <span className="palette-detail">{result.detail}</span>}{' '}
                    <span className="palette-group">{i18n._(GROUP_NAMES[result.group])}</span>
                  </div>
                );
              })}
            </div>
          </div>
        </div>
        <p className="muted palette-keys">
          <Trans>↑ ↓ to choose, Enter to open, Esc to close.</Trans>
        </p>
      </div>
    </Dialog>
  );
}
