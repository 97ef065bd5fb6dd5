/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacros } from './build/lingui-macros.ts';

/** Our modules that every page loads: one chunk with the framework's, cached across deployments. */
const SHARED_APP_FILES = [
  'src/api/api-error.ts',
  'src/api/http.ts',
  'src/api/settings.ts',
  'src/api/versions.ts',
  'src/api/change-channel.ts',
  'src/components/toast.tsx',
  'src/components/shortcuts.tsx',
  'src/components/page-state.tsx',
  'src/components/use-page-title.ts',
  'src/components/use-connection.ts',
  'src/components/version-gate.tsx',
  'src/components/format.ts',
  'src/components/page-header.tsx',
  'src/components/list-freshness.tsx',
  'src/app/app.tsx',
  'src/app/cross-tab-sync.ts',
  'src/app/layout.tsx',
  'src/app/query-client.ts',
  'src/app/route-error.tsx',
  'src/app/router.tsx',
  'src/app/pages.ts',
  'src/app/command-palette/use-palette-shortcut.ts',
  'src/i18n/interface-language.ts',
];

/** Small parts several pages share, all of them needed by the attributes list (and all but the type choices by the translations grid). */
const TRANSLATION_SHARED_FILES = ['src/features/translations/translation-model.ts', 'src/features/translations/language-select.tsx'];

/**
 * What the three editors (attribute, saved search, asset type designer) share and no list page loads: one file. Not the
 * unsaved-changes guard nor the changes review, which the translations grid's first save and the import's preview load too.
 */
const EDITOR_FILES = [
  'src/components/conflict-panel.tsx',
  'src/components/save-outcome-notices.tsx',
  'src/components/use-record-save.ts',
  'src/components/combobox.tsx',
  'src/components/duplicate-action.tsx',
];

/**
 * The merge every write makes (translation cells, bulk edit, tree moves, import, the editors): a chunk of its own, so a
 * list page's first write does not bring the editors' conflict panel, combobox and the rest (17 KiB more).
 */
const MERGE_FILES = ['src/api/three-way-merge.ts', 'src/api/save-with-merge.ts'];

/** How a change is shown (a field's old and new value): the editors' reviews and the import's preview. */
const CHANGES_REVIEW_FILES = ['src/components/changes-review.tsx', 'src/components/merge-values.ts'];

/** What the two form editors (attribute, saved search) share besides. */
const FORM_EDITOR_FILES = [
  'src/components/changed-elsewhere-notice.tsx',
  'src/api/kept-inputs.ts',
  'src/components/use-draft-offer.ts',
  'src/components/keep-typed-since.ts',
  'src/components/use-form-submit.ts',
  'src/components/server-errors.ts',
];

const LIST_PAGE_FILES = [
  'src/components/search-field.tsx',
  'src/components/search-terms.ts',
  'src/components/use-search-query.ts',
  'src/components/virtual-table.tsx',
  'src/components/use-row-window.ts',
  'src/api/attribute-type-names.ts',
  'src/features/attributes/attribute-types.ts',
];

/** A pattern matching exactly these files; a listed file that was renamed or removed stops the build instead of silently leaving the chunk. */
function filesPattern(files: readonly string[]): RegExp {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const missing = files.filter((file) => !existsSync(resolve(root, file)));
  if (missing.length > 0) throw new Error(`vite.config.ts: SHARED_APP_FILES names files that do not exist: ${missing.join(', ')}`);
  const escaped = files.map((file) =>
    file
      .replace(/\.[jt]sx?$/, '')
      .split('/')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[\\\\/]'),
  );
  return new RegExp(`[\\\\/](${escaped.join('|')})\\.[jt]sx?$`);
}

const SECURITY_HEADERS = ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy'];

/**
 * The security headers production sends, read from the nginx template so that `vite preview` (and the e2e suite on it) runs
 * under the very same policy. Not for the dev server: its React refresh preamble is an inline script and its CSS arrives in
 * <style> elements.
 */
function productionSecurityHeaders(): Record<string, string> {
  const template = readFileSync(fileURLToPath(new URL('deploy/pim.conf.template', import.meta.url)), 'utf8');
  const found = new Map([...template.matchAll(/^\s*add_header\s+([\w-]+)\s+"([^"]*)"\s+always;\s*$/gm)].map(([, name, value]) => [name, value]));
  const missing = SECURITY_HEADERS.filter((name) => !found.get(name));
  if (missing.length > 0) throw new Error(`vite.config.ts: deploy/pim.conf.template has no 'add_header <name> "<value>" always;' line for ${missing.join(', ')}`);
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, found.get(name)!]));
}

export default defineConfig({
  plugins: [linguiMacros(), react(), lingui({ failOnCompileError: true })],
  server: { port: 5173 },
  preview: { port: 4173, headers: productionSecurityHeaders() },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the app supports (es2022) preloads modules natively: the polyfill was ~0.3 KiB of every first page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The shell names every chunk a page may load (its dynamic imports and their preload lists, about 150 names):
        // seven characters of hash instead of eight (rolldown's least for this many chunks)
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          // The libraries every page needs travel as one file: one gzip stream compresses
          // better than many small chunks, and it stays cached across deployments.
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/]query-core|@tanstack[\\/]react-query|@lingui[\\/](core|react))[\\/]/,
            },
            // Likewise the small parts of ours that every page loads (client, errors, shell).
            { name: 'app', test: filesPattern(SHARED_APP_FILES) },
            // The list pages' shared parts: one file, where six small ones each paid their own imports, exports and gzip frame.
            { name: 'lists', test: filesPattern(LIST_PAGE_FILES) },
            // What the translations page shares with its Copy and CSV tools (a chunk of their own): one file, not two.
            { name: 'translation-model', test: filesPattern(TRANSLATION_SHARED_FILES) },
            { name: 'save-with-merge', test: filesPattern(MERGE_FILES), includeDependenciesRecursively: false },
            { name: 'changes-review', test: filesPattern(CHANGES_REVIEW_FILES), includeDependenciesRecursively: false },
            // The editors' shared parts, without what they import (list pages load that too).
            { name: 'editor', test: filesPattern(EDITOR_FILES), includeDependenciesRecursively: false },
            { name: 'form-editor', test: filesPattern(FORM_EDITOR_FILES), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'test/integration/**/*.test.{ts,tsx}', 'test/mock/**/*.test.ts', 'test/lint/**/*.test.ts'],
    testTimeout: 15000,
    restoreMocks: true,
  },
});
