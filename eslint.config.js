import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';

const RESOURCE_MODULES = 'attributes|languages|saved-searches|saved-search-folders|asset-types';

/**
 * Issue 21: no user-facing text outside Lingui's macros, so every word can be Danish or German. The library's rule
 * flags every string; what follows exempts what is not text for people (class names, keys, ids, event names, API
 * paths, single lower-case words...). Mocks are a server (their messages are the API's) and tests read English.
 */
function interfaceText() {
  const notText = [
    'className|^(aria-(controls|labelledby|describedby|keyshortcuts|live|hidden|current|haspopup|autocomplete|sort|orientation|expanded|pressed|selected|checked|disabled|invalid|modal|relevant|atomic|busy|level|multiselectable|readonly|required)',
    '|data-.*|key|type|id|role|href|to|path|htmlFor|autoComplete|inputMode|rel|target|method|queryKey|mutationKey|kind|variant|tone|size|mode|name|accept|download|form|spellCheck|dir|lang|pattern|d|viewBox|enterKeyHint|wrap|scope|step|min|max|loading|decoding|as|resource|field|op|operator|sort|order|status|code|source|area)$',
  ].join('');
  return {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/mocks/**', 'src/**/*.d.ts'],
    plugins: { lingui },
    rules: {
      // The library's rule lets every attribute of an HTML element through but placeholder, alt, aria-label and value.
      'no-restricted-syntax': [
        'error',
        {
          // Attributes people read, even one lower-case word (the library's rule lets those through).
          selector:
            'JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^(title|label|alt|placeholder|aria-label|aria-description|aria-roledescription|aria-valuetext)$/] :matches(Literal, TemplateElement):not(TaggedTemplateExpression *):not(CallExpression *):not(BinaryExpression > Literal)[value=/[A-Za-z]{2}/], JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^(title|label|alt|placeholder|aria-label|aria-description|aria-roledescription|aria-valuetext)$/] TemplateElement:not(TaggedTemplateExpression *):not(CallExpression *)[value.raw=/[A-Za-z]{2}/]',
          message: 'Text for people goes through Lingui: title={t`…`} (see docs/i18n.md).',
        },
        {
          // Text between tags, even one lower-case word, unless inside <Trans>/<Plural>/<Select>.
          selector: 'JSXText:not(JSXElement[openingElement.name.name=/^(Trans|Plural|Select|SelectOrdinal)$/] *)[value=/[A-Za-z]{2}/]',
          message: 'Text for people goes through Lingui: <Trans>…</Trans> (see docs/i18n.md).',
        },
      ],
      ...lingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One word that does not start with a capital ("attributes", "primary", "is-open") or a CONSTANT.
            '^(?![A-Z])\\S+$',
            '^[A-Z0-9_-]+$',
            // The service's names and field names: one PascalCase word of two humps or more ("TextAttribute", "AllowMultipleValues").
            '^[A-Z][a-z0-9]+([A-Z][a-z0-9]*)+$',
            // Key names compared with KeyboardEvent.key.
            '^(Arrow(Up|Down|Left|Right)|Escape|Enter|Home|End|PageUp|PageDown|Tab|Backspace|Delete|F2|Space|Shift|Control|Meta|Alt)$',
          ],
          ignoreNames: [{ regex: { pattern: notText, flags: 'i' } }, { regex: { pattern: '^[A-Z0-9_]+$' } }],
          ignoreFunctions: [
            'console.*',
            'Error',
            'TypeError',
            'RangeError',
            '*.addEventListener',
            '*.removeEventListener',
            '*.dispatchEvent',
            '*.postMessage',
            '*.getElementById',
            '*.querySelector',
            '*.querySelectorAll',
            '*.closest',
            '*.matches',
            '*.includes',
            '*.startsWith',
            '*.endsWith',
            '*.indexOf',
            '*.split',
            '*.join',
            '*.replace',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            '*.getAttribute',
            '*.setAttribute',
            'http.*',
            '*.set',
            '*.get',
            '*.has',
            '*.delete',
            'matchMedia',
            'URL',
            'URLSearchParams',
            '*.append',
            'document.createElement',
            'import.meta.glob',
            'Intl.*',
            'Symbol',
            'structuredClone',
            // react-hook-form's field names are the API's ('Name', 'Alias'), not text.
            'register',
            '*.register',
            'setFocus',
            '*.setFocus',
            'setValue',
            '*.setValue',
            'getValues',
            '*.getValues',
            'resetField',
            '*.resetField',
            'setError',
            '*.setError',
            'clearErrors',
            '*.clearErrors',
            'trigger',
            '*.trigger',
            'watch',
            '*.watch',
          ],
        },
      ],
    },
  };
}

/** One no-restricted-imports rule per folder of src/: what that folder may not import. */
function importBoundaries() {
  // Tests may reach across layers (an api test runs against the mock server).
  // zod/mini everywhere: one module of classic zod anywhere keeps all of zod's core in the first page.
  const zodMini = { regex: '^zod(/v4(/classic)?)?$', message: "Import zod as `import * as z from 'zod/mini'` (see README: first-visit JS)." };
  const rule = (files, patterns) => ({ files, ignores: ['**/*.test.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [zodMini, ...patterns] }] } });
  return [
    { files: ['**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [zodMini] }] } },
    rule(
      ['src/features/*/**/*.{ts,tsx}'],
      [
        // From src/features/<name>/, "../<other>/..." is another feature ("../../" leaves the features folder).
        { regex: '^\\.\\./(?!\\.\\.)', message: 'A feature never imports another feature: move what both need into components/ or api/.' },
        { regex: '^(\\.\\./)+app/', message: 'Features do not import app/: app composes features.' },
      ],
    ),
    rule(
      ['src/components/**/*.{ts,tsx}'],
      [
        { regex: '(^|/)features/', message: 'components/ knows no feature: pass what it needs as props.' },
        { regex: '(^|/)app/', message: 'components/ does not import app/.' },
        { regex: `^\\.\\./api/(${RESOURCE_MODULES})$`, message: 'components/ may use api/ plumbing (errors, connection, versions, merge), not resource modules.' },
      ],
    ),
    rule(['src/api/**/*.{ts,tsx}'], [{ regex: '^\\.\\./(components|features|app|mocks)/', message: 'api/ is the bottom layer: it imports no UI, feature, app or mock code.' }]),
    rule(['src/i18n/**/*.{ts,tsx}'], [{ regex: '^\\.\\./(api|components|features|app|mocks)/', message: 'i18n/ is a bottom layer beside api/: it imports none of our other code.' }]),
    rule(['src/mocks/**/*.{ts,tsx}'], [{ regex: '^\\.\\./(app|features|components)/', message: 'The mock is a server: it imports no app, feature or UI code.' }]),
  ];
}

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '.tmp', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // WAI-ARIA and HTML accessibility rules on the JSX (issue 18): every finding fixed, none switched off.
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The React Compiler's rules too (refs in render, state set in effects, immutability...).
      ...reactHooks.configs['recommended-latest'].rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // React must never render API text as HTML (see DESIGN.md: text from the API is text).
      'no-restricted-properties': ['error', { property: 'dangerouslySetInnerHTML' }],
    },
  },
  // DESIGN.md's one-way imports: components, api -> features -> app. Checked here, not in review.
  ...importBoundaries(),
  interfaceText(),
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
